import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The SAT entries of a centre as the selection rules write them: the assessment's answers (a
// question answered anything but Yes leaves the SAT) and the SAT group both change them.

/** The entry of a centre's question, if it is in the SAT. */
export function findSatEntryOf(db: Kysely<Database>, centerId: string, questionId: string) {
  return db
    .selectFrom('sat_entries')
    .select(['id', 'slot', 'sat_description'])
    .where('center_id', '=', centerId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

/** The slots (1 to 5) an element's strengths hold in a centre's SAT. */
export async function usedSatSlots(db: Kysely<Database>, centerId: string, elementId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('sat_entries')
    .select('slot')
    .where('center_id', '=', centerId)
    .where('element_id', '=', elementId)
    .execute();
  return rows.map((row) => row.slot);
}

export interface NewSatEntry {
  id: string;
  centerId: string;
  questionId: string;
  elementId: string;
  slot: number;
  userId: string;
  now: string;
}

/**
 * Takes a slot for the question; false when the slot or the question was taken meanwhile (by a
 * request at the same moment): the unique constraints decide, on SQLite and PostgreSQL alike.
 */
export async function claimSatSlot(db: Kysely<Database>, entry: NewSatEntry): Promise<boolean> {
  const result = await db
    .insertInto('sat_entries')
    .values({
      id: entry.id,
      center_id: entry.centerId,
      question_id: entry.questionId,
      element_id: entry.elementId,
      slot: entry.slot,
      sat_description: null,
      created_by: entry.userId,
      created_at: entry.now,
      updated_at: entry.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes a centre's question out of its SAT, with its description. */
export async function deleteSatEntryOf(db: Kysely<Database>, centerId: string, questionId: string): Promise<void> {
  await db.deleteFrom('sat_entries').where('center_id', '=', centerId).where('question_id', '=', questionId).execute();
}

/**
 * Saves an entry's description and moves its version on. With `expectedVersion`, an entry whose
 * description someone saved since is left as it is and false is answered.
 */
export async function setSatDescription(
  db: Kysely<Database>,
  id: string,
  text: string,
  now: string,
  expectedVersion?: number,
): Promise<boolean> {
  let update = db
    .updateTable('sat_entries')
    .set((eb) => ({ sat_description: text, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id);
  if (expectedVersion !== undefined) update = update.where('version', '=', expectedVersion);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An entry's description, version and question (History restores into it). */
export function findSatDescription(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sat_entries')
    .select(['id', 'center_id', 'question_id', 'sat_description', 'version', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
