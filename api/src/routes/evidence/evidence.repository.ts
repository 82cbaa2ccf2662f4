import type { Kysely } from 'kysely';
import type { AttachmentRow, Database, EvidenceItemRow } from '../../db/schema';
import { recordChanges, type Change } from '../../shared/history.repository';

// The evidence library: items, the answer records they are linked to, and (through the
// attachments table, entity 'evidence') an upload's files.

/** An item with the name of who added it. */
export type EvidenceItemWithAuthor = EvidenceItemRow & { author_name: string | null };

/** Where an item is used: one linked answer record with its question. */
export interface EvidenceUseRow {
  evidence_id: string;
  question_result_id: string;
  question_id: string;
  label: string;
  title: string;
  area_id: number;
}

export function findQuestionResult(db: Kysely<Database>, cqrId: string) {
  return db
    .selectFrom('question_results')
    .select(['id', 'center_id', 'question_id'])
    .where('id', '=', cqrId)
    .executeTakeFirst();
}

export function findEvidence(db: Kysely<Database>, id: string): Promise<EvidenceItemRow | undefined> {
  return db.selectFrom('evidence_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEvidence(db: Kysely<Database>, row: EvidenceItemRow): Promise<void> {
  await db.insertInto('evidence_items').values(row).execute();
}

/** Links an item to an answer record; linking it again changes nothing (false). */
export async function insertLink(
  db: Kysely<Database>,
  link: { evidenceId: string; cqrId: string; userId: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('evidence_links')
    .values({
      evidence_id: link.evidenceId,
      question_result_id: link.cqrId,
      linked_by: link.userId,
      created_at: link.at,
    })
    .onConflict((conflict) => conflict.columns(['evidence_id', 'question_result_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes an item off an answer record; false when it was not on it. */
export async function deleteLink(db: Kysely<Database>, evidenceId: string, cqrId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('evidence_links')
    .where('evidence_id', '=', evidenceId)
    .where('question_result_id', '=', cqrId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function updateEvidence(
  db: Kysely<Database>,
  id: string,
  changes: { label?: string; name?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('evidence_items').set(changes).where('id', '=', id).execute();
}

/**
 * Deletes an item and its links (its files are removed by the caller, with their stored bytes),
 * recording the changes given (History) in the same transaction.
 */
export async function deleteEvidence(db: Kysely<Database>, id: string, changes: readonly Change[] = []): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('evidence_links').where('evidence_id', '=', id).execute();
    await trx.deleteFrom('evidence_items').where('id', '=', id).execute();
    await recordChanges(trx, changes);
  });
}

/**
 * Takes back an item just added whose upload failed: its links, the item and the History record
 * of its adding, in one transaction (it was never there to anyone).
 */
export async function discardEvidence(db: Kysely<Database>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('change_history').where('kind', '=', 'evidence').where('subject_id', '=', id).execute();
    await trx.deleteFrom('evidence_links').where('evidence_id', '=', id).execute();
    await trx.deleteFrom('evidence_items').where('id', '=', id).execute();
  });
}

/** '%' and '_' typed in a search are meant as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A centre's items, newest first: all of them, one, those linked to one answer record, or those matching a search. */
export function findEvidenceItems(
  db: Kysely<Database>,
  where: { centerId: string; id?: string; cqrId?: string; search?: string },
): Promise<EvidenceItemWithAuthor[]> {
  let query = db
    .selectFrom('evidence_items as e')
    .leftJoin('users as u', 'u.id', 'e.created_by')
    .selectAll('e')
    .select('u.name as author_name')
    .where('e.center_id', '=', where.centerId);
  if (where.id) query = query.where('e.id', '=', where.id);
  if (where.cqrId) {
    const cqrId = where.cqrId;
    query = query.where('e.id', 'in', (eb) =>
      eb.selectFrom('evidence_links').select('evidence_id').where('question_result_id', '=', cqrId),
    );
  }
  if (where.search) {
    const pattern = likePattern(where.search);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['e.label']), 'like', eb.val(pattern)),
        eb(eb.fn('lower', ['e.name']), 'like', eb.val(pattern)),
      ]),
    );
  }
  return query.orderBy('e.created_at', 'desc').orderBy('e.id').execute();
}

/** Where each of these items is used, in the order of the standard. */
export function findUses(db: Kysely<Database>, evidenceIds: readonly string[]): Promise<EvidenceUseRow[]> {
  if (evidenceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('evidence_links as l')
    .innerJoin('question_results as r', 'r.id', 'l.question_result_id')
    .innerJoin('questions as q', 'q.id', 'r.question_id')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['l.evidence_id', 'l.question_result_id', 'q.id as question_id', 'q.label', 'q.title', 'c.area_id'])
    .where('l.evidence_id', 'in', evidenceIds)
    .orderBy('c.sort_order')
    .orderBy('q.sort_order')
    .orderBy('q.created_at')
    .execute();
}

/** The files of these upload items, oldest first (the order they were chosen in). */
export function findEvidenceFiles(db: Kysely<Database>, evidenceIds: readonly string[]): Promise<AttachmentRow[]> {
  if (evidenceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('entity', '=', 'evidence')
    .where('entity_id', 'in', evidenceIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
