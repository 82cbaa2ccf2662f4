import { formatCalendarDate, taskStatusLabel } from '@qip/shared-contracts';
import type { Block } from '../../../../shared/documents/model';
import type { ReportSource } from '../source';
import { nothingYet } from './common';

// Types 5, 6 and 7: the tasks of the chosen areas (and statuses and assignee), in one table per
// area so a team meeting can go through them area by area.

const COLUMNS = [
  { title: 'Task', weight: 30 },
  { title: 'NQA', weight: 9 },
  { title: 'Type', weight: 10 },
  { title: 'Status', weight: 14 },
  { title: 'Assignee', weight: 20 },
  { title: 'Due date', weight: 14 },
];

export function tasksBlocks(source: ReportSource): Block[] {
  if (source.tasks.length === 0) return [nothingYet('No tasks match these filters.')];
  return source.areas.flatMap((area): Block[] => {
    const tasks = source.tasks.filter((task) => task.area === area.id);
    if (tasks.length === 0) return [];
    return [
      { kind: 'heading', level: 2, text: `Quality Area ${area.id}: ${area.name}`, area: area.id },
      {
        kind: 'table',
        columns: COLUMNS,
        area: area.id,
        rows: tasks.map((task) => [
          [{ text: task.name, bold: true }, { text: `\n${task.question}` }],
          task.elementLabel,
          task.type,
          taskStatusLabel(task.status),
          task.assignee,
          formatCalendarDate(task.due),
        ]),
      },
    ];
  });
}
