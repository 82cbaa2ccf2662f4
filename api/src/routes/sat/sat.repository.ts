import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// A centre's SAT as the SAT calls read it: each entry with its question and element.

function selectSatEntries(db: Kysely<Database>) {
  return db
    .selectFrom('sat_entries as s')
    .innerJoin('questions as q', 'q.id', 's.question_id')
    .innerJoin('categories as c', 'c.id', 's.element_id')
    .select([
      's.id',
      's.center_id',
      's.question_id',
      's.element_id',
      's.sat_description',
      's.created_at',
      's.updated_at',
      's.version',
      'c.area_id',
      'c.label',
      'q.title',
      'q.description',
      'q.type',
      'q.is_custom',
    ]);
}

export type SatEntryRow = Awaited<ReturnType<ReturnType<typeof selectSatEntries>['executeTakeFirstOrThrow']>>;

/** A centre's SAT, in the order of the standard (element by element), oldest choice first. */
export function satEntriesOf(db: Kysely<Database>, centerId: string): Promise<SatEntryRow[]> {
  return selectSatEntries(db)
    .where('s.center_id', '=', centerId)
    .orderBy('c.sort_order')
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

export function findSatEntry(db: Kysely<Database>, id: string): Promise<SatEntryRow | undefined> {
  return selectSatEntries(db).where('s.id', '=', id).executeTakeFirst();
}

export async function deleteSatEntry(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sat_entries').where('id', '=', id).execute();
}
