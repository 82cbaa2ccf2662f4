// Tasks (assessment spec sections 3, 4 and 5): their statuses, types, due dates and wording,
// the rules both the task forms and the API apply.

import { TASK_STATUS_LABELS } from './constants';
import { isCalendarDate } from './dates';

export const TASK_STATUSES = [1, 2, 3] as const;
/** 1 Not started, 2 In progress, 3 Completed. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_TYPES = ['evidence', 'goal'] as const;
/** An evidence task (for a Yes: gather what shows it) or a goal task (for a No: the steps to the goal). */
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

/** The spec's wording around tasks (sections 2, 5 and 8). */
export const TASK_MESSAGES = {
  required: 'This field is required.',
  fillAll: 'Please fill up all fields.',
  created: 'Task set and team member notified.',
  confirmRemove: 'Are you sure you want to remove task?',
  deleting: 'Deleting task...',
  dueInPast: 'The due date must be today or later.',
  notADate: 'Please choose a date.',
  dateRangeReversed: 'The start of the range must not be after its end.',
} as const;

/** Spec: 1 Not started, 2 In progress, 3 Completed; any other value displays as Completed. */
export function taskStatusLabel(status: number): string {
  return status === 1 || status === 2 ? TASK_STATUS_LABELS[status] : TASK_STATUS_LABELS[3];
}

/** A task counts as done at 3 and at any value the spec shows as Completed. */
export function isTaskDone(status: number): boolean {
  return status !== 1 && status !== 2;
}

/** Overdue: not done and due before today (both YYYY-MM-DD). */
export function isTaskOverdue(task: { taskDue: string; status: number }, today: string): boolean {
  return !isTaskDone(task.status) && task.taskDue.slice(0, 10) < today;
}

/**
 * What is wrong with a due date, or null: it is required, a real date, and today or later.
 * `today` is the chooser's today in the browser; the API judges it by the earliest today on Earth.
 */
export function dueDateProblem(
  value: string | null | undefined,
  today: string,
  /** The date the task already had: keeping it is allowed even once it has passed (an overdue task is still edited). */
  original?: string | null,
): string | null {
  if (!value) return TASK_MESSAGES.required;
  if (!isCalendarDate(value)) return TASK_MESSAGES.notADate;
  if (original && value === original.slice(0, 10)) return null;
  return value < today ? TASK_MESSAGES.dueInPast : null;
}

/** The fields of a task form as typed (text; status and priority as chosen). */
export interface TaskDraft {
  name: string;
  summary: string;
  taskDue: string;
  asignee: string;
  status: number;
}

export type TaskFieldProblems = Partial<Record<keyof TaskDraft, string>>;

/**
 * What is wrong with a task form, field by field (spec section 5): name, summary, assignee and
 * status required; the due date required and today or later (unless it is the task's own date).
 */
export function taskDraftProblems(draft: TaskDraft, today: string, originalDue?: string | null): TaskFieldProblems {
  const problems: TaskFieldProblems = {};
  if (!draft.name.trim()) problems.name = TASK_MESSAGES.required;
  if (!draft.summary.trim()) problems.summary = TASK_MESSAGES.required;
  if (!draft.asignee) problems.asignee = TASK_MESSAGES.required;
  if (!(TASK_STATUSES as readonly number[]).includes(draft.status)) problems.status = TASK_MESSAGES.required;
  const due = dueDateProblem(draft.taskDue, today, originalDue);
  if (due) problems.taskDue = due;
  return problems;
}

/** The labels of a goal task's extra fields: the columns of the regulator's improvement plan. */
export const GOAL_TASK_FIELD_LABELS = {
  step_outcome: 'How will we get this outcome? (Steps)',
  success_measure: 'Success measure',
  progress_notes: 'Progress notes',
  priority: 'Priority (L/M/H)',
} as const;

/** Tasks per page of the tasks dashboard (spec section 9). */
export const TASKS_PAGE_SIZE = 10;

/** The days ahead the daily digest looks (beyond the spec): tasks due today up to this many days on. */
export const TASK_DIGEST_DAYS_AHEAD = 3;

/** The title of the task modal of the tasks dashboard. */
export function taskModalTitle(type: TaskType): string {
  return type === 'evidence' ? 'Manage this evidence task' : 'Manage this goal task';
}

/** The heading of a question's task section: evidence tasks (strength tasks for a custom item) or goal tasks. */
export function taskSectionTitle(type: TaskType, isCustom: boolean): string {
  if (type === 'goal') return 'Manage your goal tasks';
  return isCustom ? 'Manage your strength tasks' : 'Manage your evidence tasks';
}

/** 'N task(s) assigned' under a section's heading. */
export function assignedTaskCount(count: number): string {
  return `${count} task(s) assigned`;
}

/** The NQA areas of a filter written '1,3,5' (the address and the API's query), or null when any is not 1-7. */
export function parseNqaAreas(value: string): number[] | null {
  const trimmed = value.trim();
  if (trimmed === '') return [];
  const areas = trimmed.split(',').map((part) => Number(part.trim()));
  if (areas.some((area) => !Number.isInteger(area) || area < 1 || area > 7)) return null;
  return [...new Set(areas)].sort((a, b) => a - b);
}

/** A status as the API takes it, or null for any other number. */
export function asTaskStatus(value: number): TaskStatus | null {
  return value === 1 || value === 2 || value === 3 ? value : null;
}
