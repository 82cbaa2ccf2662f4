import {
  calendarDateIn,
  dueDateProblem,
  EARLIEST_TIME_ZONE,
  PORTAL_TIME_ZONE,
  type Task,
  type TaskListQuerySchema,
  type TaskPage,
  type TaskUpdateSchema,
  type TaskCreateSchema,
  taskStatusLabel,
  formatCalendarDate,
  TASK_PRIORITY_LABELS,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { requireCenterMember, requireWritableCenter, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/httpError';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { Mailer } from '../../plugins/mail/mailer';
import { withHistory, type Change } from '../../shared/history.repository';
import { sendNotice } from '../../shared/inbox';
import { taskAssignedMail, taskAssignedNotice } from './tasks.mail';
import {
  centerName,
  deleteTask,
  findTask,
  insertTask,
  isQuestionOfCenter,
  isUserOfCenterAccount,
  taskPage,
  updateTask,
  userOfCenter,
  type TaskWrite,
} from './tasks.repository';

export const NOT_A_USER_OF_SERVICE = 'Tasks can only be given to users of this service.';
export const NOT_A_QUESTION_OF_SERVICE = 'There is no such question in this service.';
export const NO_SUCH_TASK = 'There is no such task.';
export const NO_SUCH_USER = 'There is no such user in this service.';

/** What the task rules need: the database, the mailer, the log and the portal's address for links. */
export interface TaskDeps {
  db: Kysely<Database>;
  mail: Mailer;
  log: { error(details: object, message: string): void };
}

type ListQuery = z.output<typeof TaskListQuerySchema>;
type TaskFields = z.output<typeof TaskUpdateSchema>;
type NewTask = z.output<typeof TaskCreateSchema>;

/** A page of a service's tasks; "overdue" is judged by the portal's today (Sydney). */
export async function listTasks(
  db: Kysely<Database>,
  auth: AuthContext,
  query: ListQuery,
  now: Date,
): Promise<TaskPage> {
  await requireCenterMember(db, auth, query.center_id);
  const { tasks, total } = await taskPage(
    db,
    {
      centerId: query.center_id,
      overdueBefore: query.overdue ? calendarDateIn(now, PORTAL_TIME_ZONE) : undefined,
      nqaAreas: query.nqa_areas,
      assigneeName: query.assignee_name,
      dateFrom: query.date_from,
      dateTo: query.date_to,
      questionId: query.question_id,
      type: query.type,
    },
    query.page,
    query.page_size,
  );
  return { tasks, total, page: query.page, pageSize: query.page_size };
}

/** A task the caller's service owns: 404 when there is none, 403 for another service's. */
export async function taskOfMember(db: Kysely<Database>, auth: AuthContext, id: string): Promise<Task> {
  const task = await findTask(db, id);
  if (!task) throw notFound(NO_SUCH_TASK);
  await requireCenterMember(db, auth, task.centerId);
  return task;
}

/**
 * The fields checked against the service: the assignee is one of its users, and a new or changed
 * due date is today or later somewhere on Earth (so no one's today is refused).
 */
async function checkedFields(
  db: Kysely<Database>,
  centerId: string,
  fields: TaskFields,
  now: Date,
  originalDue: string | null,
): Promise<TaskWrite & { updated_at: string }> {
  const dueProblem = dueDateProblem(fields.taskDue, calendarDateIn(now, EARLIEST_TIME_ZONE), originalDue);
  if (dueProblem) throw badRequest(`taskDue: ${dueProblem}`, [{ field: 'body.taskDue', message: dueProblem }]);
  await requireAssigneeOfCenter(db, fields.asignee, centerId);
  return {
    name: fields.name,
    summary: fields.summary,
    status: fields.status,
    task_due: fields.taskDue,
    assignee_id: fields.asignee,
    step_outcome: fields.step_outcome,
    success_measure: fields.success_measure,
    progress_notes: fields.progress_notes,
    priority: fields.priority,
    updated_at: isoNow(now),
  };
}

/**
 * Mails the assignee about a task given to them. A failed mail is logged, not the caller's
 * error: the task is saved and shows on the assignee's dashboard.
 */
/**
 * The assignee must be a user of the service: another tenant's user is a 404 (nothing about them
 * is revealed), a user of the same account who is not on this service a 400. Both name `asignee`.
 */
async function requireAssigneeOfCenter(db: Kysely<Database>, userId: string, centerId: string): Promise<void> {
  if (await userOfCenter(db, userId, centerId)) return;
  const fields = [{ field: 'body.asignee', message: NOT_A_USER_OF_SERVICE }];
  if (!(await isUserOfCenterAccount(db, userId, centerId))) {
    throw new HttpError(404, `asignee: ${NO_SUCH_USER}`, [{ field: 'body.asignee', message: NO_SUCH_USER }]);
  }
  throw badRequest(`asignee: ${NOT_A_USER_OF_SERVICE}`, fields);
}

async function notifyAssignee(
  deps: TaskDeps,
  auth: AuthContext,
  task: Task,
  portalOrigin: string,
  now: Date,
): Promise<void> {
  if (!task.assignee || task.assignee === auth.user.id) return;
  const assignee = await userOfCenter(deps.db, task.assignee, task.centerId);
  if (!assignee) return;
  const context = {
    assignee,
    assignerName: auth.user.name,
    centerName: await centerName(deps.db, task.centerId),
    portalOrigin,
  };
  // The same news waits in the assignee's Messages inbox.
  await sendNotice(deps, [task.assignee], taskAssignedNotice(task, context), now);
  try {
    await deps.mail.send(taskAssignedMail(task, context));
  } catch (error) {
    deps.log.error({ err: error, taskId: task.id }, 'the assignee could not be mailed about their task');
  }
}

/** A task's fields as History shows them, by the name of each. */
function recordedFields(task: Task): Record<string, string> {
  return {
    name: task.name,
    status: taskStatusLabel(task.status),
    'due date': formatCalendarDate(task.taskDue),
    assignee: task.assigneeName ?? '',
    priority: task.priority ? TASK_PRIORITY_LABELS[task.priority] : '',
    summary: task.summary,
    'progress notes': task.progress_notes,
  };
}

/** What History keeps of a task set, changed (each field that changed) or removed. */
export function taskHistory(before: Task | undefined, after: Task | undefined, userId: string): Change[] {
  const task = after ?? before;
  if (!task) return [];
  const base = {
    centerId: task.centerId,
    questionId: task.questionId,
    kind: 'task' as const,
    subjectId: task.id,
    userId,
  };
  if (!before) return [{ ...base, field: 'created', before: null, after: task.name }];
  if (!after) return [{ ...base, field: 'deleted', before: before.name, after: null }];
  const was = recordedFields(before);
  return Object.entries(recordedFields(after)).map(([field, value]) => ({
    ...base,
    field,
    before: was[field] ?? null,
    after: value,
  }));
}

async function saved(db: Kysely<Database>, id: string): Promise<Task> {
  const task = await findTask(db, id);
  // Just written by this request; gone only if removed at the same moment.
  if (!task) throw notFound(NO_SUCH_TASK);
  return task;
}

export async function createTask(
  deps: TaskDeps,
  auth: AuthContext,
  body: NewTask,
  now: Date,
  portalOrigin: string,
): Promise<Task> {
  await requireWritableCenter(deps.db, auth, body.centerId, now);
  if (!(await isQuestionOfCenter(deps.db, body.questionId, body.centerId))) {
    throw badRequest(`questionId: ${NOT_A_QUESTION_OF_SERVICE}`, [
      { field: 'body.questionId', message: NOT_A_QUESTION_OF_SERVICE },
    ]);
  }
  const fields = await checkedFields(deps.db, body.centerId, body, now, null);
  const id = newId();
  const task = await withHistory(deps.db, async (trx, history) => {
    await insertTask(trx, {
      ...fields,
      id,
      center_id: body.centerId,
      question_id: body.questionId,
      type: body.type,
      assigner_id: auth.user.id,
      created_at: isoNow(now),
    });
    const created = await saved(trx, id);
    history.push(...taskHistory(undefined, created, auth.user.id));
    return created;
  });
  await notifyAssignee(deps, auth, task, portalOrigin, now);
  return task;
}

/** Saves the whole edited task; a new assignee is mailed. */
export async function editTask(
  deps: TaskDeps,
  auth: AuthContext,
  id: string,
  body: TaskFields,
  now: Date,
  portalOrigin: string,
): Promise<Task> {
  const before = await findTask(deps.db, id);
  if (!before) throw notFound(NO_SUCH_TASK);
  await requireWritableCenter(deps.db, auth, before.centerId, now);
  const fields = await checkedFields(deps.db, before.centerId, body, now, before.taskDue);
  const task = await withHistory(deps.db, async (trx, history) => {
    await updateTask(trx, id, fields);
    const changed = await saved(trx, id);
    history.push(...taskHistory(before, changed, auth.user.id));
    return changed;
  });
  if (task.assignee !== before.assignee) await notifyAssignee(deps, auth, task, portalOrigin, now);
  return task;
}

export async function removeTask(db: Kysely<Database>, auth: AuthContext, id: string, now: Date): Promise<void> {
  const task = await findTask(db, id);
  if (!task) throw notFound(NO_SUCH_TASK);
  await requireWritableCenter(db, auth, task.centerId, now);
  await withHistory(db, async (trx, history) => {
    await deleteTask(trx, id);
    history.push(...taskHistory(task, undefined, auth.user.id));
  });
}
