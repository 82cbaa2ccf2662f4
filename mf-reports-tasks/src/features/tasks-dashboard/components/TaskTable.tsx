import {
  formatCalendarDate,
  isTaskOverdue,
  localCalendarDate,
  taskStatusLabel,
  type Task,
} from '@qip/shared-contracts';
import { Button, DataTable, TableScroll, VisuallyHidden } from '@qip/shared-ui';
import styled from 'styled-components';

const Late = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.dangerSoft};
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The dashboard's table: Task name, NQA Area, Assignee, Assigner, Task due, Status, and Open. */
export function TaskTable({ tasks, onOpen }: { tasks: readonly Task[]; onOpen: (task: Task) => void }) {
  const today = localCalendarDate();
  return (
    <TableScroll>
      <DataTable>
        <VisuallyHidden as="caption">Tasks</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Task name</th>
            <th scope="col">NQA Area</th>
            <th scope="col">Assignee</th>
            <th scope="col">Assigner</th>
            <th scope="col">Task due</th>
            <th scope="col">Status</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id}>
              <th scope="row">{task.name}</th>
              <td>
                NQA{task.nqaArea} · {task.nqaId}
              </td>
              <td>{task.assigneeName ?? 'Former user'}</td>
              <td>{task.assignerName ?? 'Former user'}</td>
              <td>
                {formatCalendarDate(task.taskDue)}
                {isTaskOverdue(task, today) && <Late>Overdue</Late>}
              </td>
              <td>{taskStatusLabel(task.status)}</td>
              <td>
                <Button size="sm" variant="secondary" aria-label={`Open ${task.name}`} onClick={() => onOpen(task)}>
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
