// The regulator's QIP improvement-plan table: one row of it a goal and strategy downloads, and
// the table of each quality area in the QIP documents.

import { formatCalendarDate } from './dates';
import { taskStatusLabel } from './tasks';

/** The columns of the regulator's QIP improvement plan table. */
export const IMPROVEMENT_PLAN_COLUMNS = [
  'Standard/element',
  'Issue identified during self-assessment',
  'What outcome or goal do we seek?',
  'Priority (L/M/H)',
  'How will we get this outcome? (Steps)',
  'Success measure',
  'By when?',
  'Progress notes',
] as const;

/**
 * A spreadsheet reads a cell starting with one of these as a formula (OWASP: CSV injection), so a
 * member could plant one for whoever opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text as a quoted CSV cell; a would-be formula gets a leading ' so it stays text. */
const cell = (value: string) => {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

/** A goal task as the improvement plan reads it (the task's extra fields are its columns). */
export interface ImprovementPlanTask {
  name: string;
  stepOutcome: string;
  successMeasure: string;
  progressNotes: string;
  priority: 'low' | 'medium' | 'high' | null;
  /** YYYY-MM-DD. */
  taskDue: string;
  status: number;
}

const PRIORITY_LETTERS = { low: 'L', medium: 'M', high: 'H' } as const;
const PRIORITY_RANK = { low: 1, medium: 2, high: 3 } as const;

/** The goal's priority: the highest of its tasks'. */
function planPriority(tasks: readonly ImprovementPlanTask[]): string {
  const ranked = tasks.flatMap((task) => (task.priority ? [task.priority] : []));
  if (ranked.length === 0) return '';
  const highest = ranked.reduce((best, next) => (PRIORITY_RANK[next] > PRIORITY_RANK[best] ? next : best));
  return PRIORITY_LETTERS[highest];
}

/** One line per task that has the text, in the tasks' order. */
const linesOf = (texts: readonly string[]) =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n');

/** The goal is reached by the last task's due date. */
function planDue(tasks: readonly ImprovementPlanTask[]): string {
  const last = tasks
    .map((task) => task.taskDue)
    .sort()
    .at(-1);
  return last ? formatCalendarDate(last) : '';
}

/** Each task's status, with its notes when it has any. */
function planProgress(tasks: readonly ImprovementPlanTask[]): string {
  return linesOf(
    tasks.map((task) => {
      const notes = task.progressNotes.trim();
      const headline = `${task.name.trim()} (${taskStatusLabel(task.status).toLowerCase()})`;
      return notes ? `${headline}: ${notes}` : headline;
    }),
  );
}

/**
 * The eight cells of a question's improvement plan row: the element, the issue (the service's
 * self-assessment, or the question when none is written), the goal and strategy, then what its
 * goal tasks say (priority, steps, success measures, the last due date, progress).
 */
export function improvementPlanRow(
  question: { label: string; title: string },
  texts: { selfAssessment: string; goalStrategy: string },
  tasks: readonly ImprovementPlanTask[] = [],
): string[] {
  return [
    question.label,
    texts.selfAssessment || question.title,
    texts.goalStrategy,
    planPriority(tasks),
    linesOf(tasks.map((task) => task.stepOutcome || task.name)),
    linesOf(tasks.map((task) => task.successMeasure)),
    planDue(tasks),
    tasks.length > 0 ? planProgress(tasks) : '',
  ];
}

/**
 * One row of the improvement plan for a question, filled with what the service has written,
 * as CSV that spreadsheet programs open (with a byte-order mark so Excel reads it as UTF-8).
 */
export function improvementPlanCsv(
  question: { label: string; title: string },
  texts: { selfAssessment: string; goalStrategy: string },
): string {
  const row = improvementPlanRow(question, texts);
  return `\uFEFF${[IMPROVEMENT_PLAN_COLUMNS, row].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
