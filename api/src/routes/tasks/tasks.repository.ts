import { parseNqaAreas, type Task, type TaskCount, type CenterUser } from '@qip/shared-contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, TasksTable } from '../../db/schema';

// Tasks in the database: the listing the dashboard filters (all in SQL), one task, writes, and
// the users and questions a task may name.

/** What a listing reads: the service and the dashboard's filters. */
export interface TaskFilter {
  centerId: string;
  /** Not completed and due before this date (YYYY-MM-DD). */
  overdueBefore?: string;
  nqaAreas?: string;
  assigneeName?: string;
  dateFrom?: string;
  dateTo?: string;
  questionId?: string;
  type?: 'evidence' | 'goal';
}

/** Tasks with their question, element, standard, assignee, assigner and service. */
function selectTasks(db: Kysely<Database>) {
  return (
    db
      .selectFrom('tasks as t')
      .innerJoin('questions as q', 'q.id', 't.question_id')
      .innerJoin('categories as e', 'e.id', 'q.category_id')
      .leftJoin('categories as s', 's.id', 'e.parent_id')
      // The element's name as the NQS in force has it (a revision may rename it, migration 0102).
      .leftJoin('nqs_revision_changes as ec', (join) =>
        join
          .onRef('ec.category_id', '=', 'e.id')
          .on((eb) =>
            eb('ec.version_id', 'in', eb.selectFrom('nqs_versions').select('id').where('is_current', '=', 1)),
          ),
      )
      .innerJoin('centers as c', 'c.id', 't.center_id')
      .leftJoin('users as a', 'a.id', 't.assignee_id')
      .leftJoin('users as r', 'r.id', 't.assigner_id')
  );
}

type TaskSelect = ReturnType<typeof selectTasks>;

/** `%` and `_` typed in a name search are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filtered(query: TaskSelect, filter: TaskFilter): TaskSelect {
  let result = query.where('t.center_id', '=', filter.centerId);
  if (filter.overdueBefore) {
    result = result.where('t.status', 'in', [1, 2]).where('t.task_due', '<', filter.overdueBefore);
  }
  const areas = filter.nqaAreas ? parseNqaAreas(filter.nqaAreas) : null;
  if (areas && areas.length > 0) result = result.where('e.area_id', 'in', areas);
  if (filter.assigneeName) {
    result = result.where(sql<boolean>`lower(a.name) like ${containsPattern(filter.assigneeName)} escape '\\'`);
  }
  if (filter.dateFrom) result = result.where('t.task_due', '>=', filter.dateFrom);
  if (filter.dateTo) result = result.where('t.task_due', '<=', filter.dateTo);
  if (filter.questionId) result = result.where('t.question_id', '=', filter.questionId);
  if (filter.type) result = result.where('t.type', '=', filter.type);
  return result;
}

const TASK_COLUMNS = [
  't.id',
  't.name',
  't.summary',
  't.status',
  't.task_due',
  't.type',
  't.question_id',
  't.center_id',
  't.assignee_id',
  't.assigner_id',
  't.step_outcome',
  't.success_measure',
  't.progress_notes',
  't.priority',
  't.created_at',
  't.updated_at',
  'a.name as assignee_name',
  'r.name as assigner_name',
  'c.service_cat_id',
  'q.type as question_type',
  'q.title as question_title',
  'e.label as element_label',
  'e.area_id',
  's.label as standard_label',
  's.title as standard_title',
] as const;

function rowsOf(query: TaskSelect) {
  return query.select(TASK_COLUMNS).select((eb) => eb.fn.coalesce('ec.title', 'e.title').as('element_title'));
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

const labelled = (label: string | null, title: string | null) => [label, title].filter(Boolean).join(' ');

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    name: row.name,
    summary: row.summary,
    status: row.status,
    taskDue: row.task_due,
    assignee: row.assignee_id,
    assigneeName: row.assignee_name,
    type: row.type,
    nqaId: row.element_label,
    nqaArea: row.area_id,
    questionId: row.question_id,
    centerId: row.center_id,
    userId: row.assigner_id,
    assignerName: row.assigner_name,
    serviceCatId: row.service_cat_id,
    step_outcome: row.step_outcome,
    success_measure: row.success_measure,
    progress_notes: row.progress_notes,
    priority: row.priority,
    info: {
      nqaLabel: row.element_label,
      questionType: row.question_type,
      nqaLevel: labelled(row.standard_label, row.standard_title),
      nqaSubLevel: labelled(row.element_label, row.element_title),
      description: row.question_title,
    },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** One page of a service's tasks, soonest due first, and how many match in all. */
export async function taskPage(
  db: Kysely<Database>,
  filter: TaskFilter,
  page: number,
  pageSize: number,
): Promise<{ tasks: Task[]; total: number }> {
  const base = filtered(selectTasks(db), filter);
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const rows = await rowsOf(base)
    .orderBy('t.task_due')
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { tasks: rows.map(toTask), total: Number(counted?.total ?? 0) };
}

/** One task, or undefined. */
export async function findTask(db: Kysely<Database>, id: string): Promise<Task | undefined> {
  const row = await rowsOf(selectTasks(db)).where('t.id', '=', id).executeTakeFirst();
  return row ? toTask(row) : undefined;
}

/** Evidence and goal task counts of each of a service's questions that has any. */
export async function taskCounts(db: Kysely<Database>, centerId: string): Promise<TaskCount[]> {
  const rows = await db
    .selectFrom('tasks')
    .select(['question_id', 'type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('center_id', '=', centerId)
    .groupBy(['question_id', 'type'])
    .execute();
  const byQuestion = new Map<string, TaskCount>();
  for (const row of rows) {
    const count = byQuestion.get(row.question_id) ?? { questionId: row.question_id, evidence: 0, goal: 0 };
    count[row.type] = Number(row.count);
    byQuestion.set(row.question_id, count);
  }
  return [...byQuestion.values()];
}

export type TaskWrite = Omit<TasksTable, 'id' | 'center_id' | 'question_id' | 'type' | 'created_at' | 'assigner_id'>;

export async function insertTask(
  db: Kysely<Database>,
  task: TaskWrite & Pick<TasksTable, 'id' | 'center_id' | 'question_id' | 'type' | 'assigner_id' | 'created_at'>,
): Promise<void> {
  await db.insertInto('tasks').values(task).execute();
}

export async function updateTask(db: Kysely<Database>, id: string, task: TaskWrite): Promise<void> {
  await db.updateTable('tasks').set(task).where('id', '=', id).execute();
}

export async function deleteTask(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('tasks').where('id', '=', id).execute();
}

/** The users of a service, by name. */
export async function centerUsers(db: Kysely<Database>, centerId: string): Promise<CenterUser[]> {
  return db
    .selectFrom('center_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['u.id', 'u.name', 'cu.role'])
    .where('cu.center_id', '=', centerId)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** The assignee as mails need them: a user of the service, or undefined. */
export function userOfCenter(db: Kysely<Database>, userId: string, centerId: string) {
  return db
    .selectFrom('center_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('cu.center_id', '=', centerId)
    .where('cu.user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the user belongs to the account that owns the service (present or former user). */
export async function isUserOfCenterAccount(db: Kysely<Database>, userId: string, centerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('centers', 'centers.account_id', 'users.account_id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('centers.id', '=', centerId)
    .executeTakeFirst();
  return Boolean(row);
}

/** A question a service may set tasks on: the bank's, or its own custom item (not archived). */
export async function isQuestionOfCenter(db: Kysely<Database>, questionId: string, centerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('id', '=', questionId)
    .where('archive', '=', 0)
    .where((eb) => eb.or([eb('center_id', 'is', null), eb('center_id', '=', centerId)]))
    .executeTakeFirst();
  return Boolean(row);
}

/** The name of a service. */
export async function centerName(db: Kysely<Database>, centerId: string): Promise<string> {
  const row = await db.selectFrom('centers').select('name').where('id', '=', centerId).executeTakeFirst();
  return row?.name ?? '';
}

/** Open tasks (not completed) due on or before `lastDue`, with their assignee's address, by assignee. */
export function openTasksDueBy(db: Kysely<Database>, lastDue: string) {
  return rowsOf(selectTasks(db))
    .select(['a.email as assignee_email', 'c.name as center_name'])
    .where('t.status', 'in', [1, 2])
    .where('t.task_due', '<=', lastDue)
    .where('t.assignee_id', 'is not', null)
    .orderBy('t.assignee_id')
    .orderBy('t.task_due')
    .orderBy('t.id')
    .execute();
}

export type DigestRow = Awaited<ReturnType<typeof openTasksDueBy>>[number];

/** The task as the API answers it, from a digest row. */
export const taskOfRow = (row: DigestRow): Task => toTask(row);

// Scheduled job runs are claimed through shared/jobRuns.repository.ts (the billing renewals use them too).
export { claimJobRun, finishJobRun } from '../../shared/jobRuns.repository';
