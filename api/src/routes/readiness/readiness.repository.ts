import { QUESTION_STATUS } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// What the readiness checks read: one grouped query per check, never one per element or task.
// Counts come back as text from PostgreSQL (bigint), so callers read them through Number().

/** The questions a service works on in a version: the bank's and its own custom items, not archived. */
function answersOf(db: Kysely<Database>, centerId: string, versionId: string) {
  return db
    .selectFrom('question_results as r')
    .innerJoin('questions as q', 'q.id', 'r.question_id')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .where('r.center_id', '=', centerId)
    .where('c.nqs_version_id', '=', versionId)
    .where('q.archive', '=', 0)
    .where((eb) => eb.or([eb('q.center_id', 'is', null), eb('q.center_id', '=', centerId)]));
}

/**
 * Per element with any Yes answer: how many answers are Yes and how many evidence links they
 * have (the area page shows evidence on Yes answers only).
 */
export function evidenceByElement(db: Kysely<Database>, centerId: string, versionId: string) {
  return answersOf(db, centerId, versionId)
    .leftJoin('evidence_links as el', 'el.question_result_id', 'r.id')
    .where('r.status', '=', QUESTION_STATUS.yes)
    .select((eb) => [
      'q.category_id',
      eb.fn.count<number | string>('r.id').distinct().as('yes_answers'),
      eb.fn.count<number | string>('el.evidence_id').as('links'),
    ])
    .groupBy('q.category_id')
    .execute();
}

/** The service's No answers (its goals, custom goals too) with how many goal tasks each has. */
export function goalsWithTaskCounts(db: Kysely<Database>, centerId: string, versionId: string) {
  return answersOf(db, centerId, versionId)
    .where('r.status', '=', QUESTION_STATUS.no)
    .select((eb) => [
      'q.id',
      'q.type',
      'q.title',
      'q.description',
      'q.is_custom',
      'c.label as element_label',
      'c.area_id',
      eb
        .selectFrom('tasks as t')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('t.question_id', '=', 'q.id')
        .where('t.center_id', '=', centerId)
        .where('t.type', '=', 'goal')
        .as('goal_tasks'),
    ])
    .orderBy('c.sort_order')
    .orderBy('q.is_custom')
    .orderBy('q.sort_order')
    .orderBy('q.created_at')
    .execute();
}

/** The service's tasks not completed and due before `today` (the status rule is isTaskOverdue's). */
export function openTasksDueBefore(db: Kysely<Database>, centerId: string, today: string) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('questions as q', 'q.id', 't.question_id')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .leftJoin('users as u', 'u.id', 't.assignee_id')
    .select(['t.id', 't.name', 't.status', 't.task_due', 'c.area_id', 'c.label as element_label', 'u.name as assignee'])
    .where('t.center_id', '=', centerId)
    .where('t.task_due', '<', today)
    .orderBy('t.task_due')
    .orderBy('t.name')
    .execute();
}

/** How many SAT strengths the service has chosen per element (category id). */
export function strengthsByElement(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('sat_entries')
    .select((eb) => ['element_id', eb.fn.countAll<number | string>().as('chosen')])
    .where('center_id', '=', centerId)
    .groupBy('element_id')
    .execute();
}
