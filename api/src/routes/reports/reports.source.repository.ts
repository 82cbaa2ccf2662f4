import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// What the reports read of a service besides its questions (shared/questions.repository.ts) and
// details (shared/serviceDetails.repository.ts): evidence, tasks, law notes and the SAT.

/** Ids asked about in one query (well under both databases' limits on parameters). */
const BATCH = 500;

async function inBatches<T>(ids: readonly string[], read: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += BATCH) rows.push(...(await read(ids.slice(start, start + BATCH))));
  return rows;
}

/** Each evidence item linked to an answer of the centre, with the answer it supports. */
export function evidenceLinksOf(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('evidence_links as l')
    .innerJoin('evidence_items as e', 'e.id', 'l.evidence_id')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .select(['l.question_result_id', 'e.id', 'e.title', 'e.label', 'e.name', 'e.created_at', 'u.name as author_name'])
    .where('e.center_id', '=', centerId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
}

/** The PNG and JPEG files of these evidence items (what a document can show), oldest first. */
export function evidenceImagesOf(db: Kysely<Database>, evidenceIds: readonly string[]) {
  return inBatches(evidenceIds, (batch) =>
    db
      .selectFrom('attachments')
      .select(['entity_id', 'storage_key', 'content_type'])
      .where('entity', '=', 'evidence')
      .where('entity_id', 'in', batch)
      .where('content_type', 'in', ['image/png', 'image/jpeg'])
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  );
}

/** The centre's tasks with their question, element and assignee, by element then due date. */
export function tasksOf(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('tasks as t')
    .innerJoin('questions as q', 'q.id', 't.question_id')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .leftJoin('users as a', 'a.id', 't.assignee_id')
    .select([
      't.id',
      't.question_id',
      't.type',
      't.name',
      't.status',
      't.task_due',
      't.assignee_id',
      't.step_outcome',
      't.success_measure',
      't.progress_notes',
      't.priority',
      'q.title as question_title',
      'q.description as question_description',
      'q.is_custom',
      'c.label as element_label',
      'c.area_id',
      'a.name as assignee_name',
    ])
    .where('t.center_id', '=', centerId)
    .orderBy('c.sort_order')
    .orderBy('t.task_due')
    .orderBy('t.created_at')
    .execute();
}

/** The centre's compliance notes per area. */
export function lawNotesOf(db: Kysely<Database>, centerId: string, versionId: string) {
  return db
    .selectFrom('law_compliance')
    .select(['nqa', 'note'])
    .where('center_id', '=', centerId)
    .where('nqs_version_id', '=', versionId)
    .execute();
}

/** The centre's SAT: each chosen strength with its element and description, slot by slot. */
export function satStrengthsOf(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('sat_entries as s')
    .innerJoin('questions as q', 'q.id', 's.question_id')
    .select(['s.element_id', 's.sat_description', 'q.title', 'q.description', 'q.is_custom'])
    .where('s.center_id', '=', centerId)
    .orderBy('s.element_id')
    .orderBy('s.slot')
    .execute();
}

/** Whether the user is a user of the centre (a task report's assignee must be). */
export async function isUserOfCenter(db: Kysely<Database>, userId: string, centerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('center_users')
    .select('user_id')
    .where('center_id', '=', centerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function userName(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? '';
}
