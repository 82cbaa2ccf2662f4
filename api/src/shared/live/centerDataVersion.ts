import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The version of a centre's QIP data for keeping replies: the id of its latest live change (0
 * with none). Every write to a centre's QIP announces a live change once it is committed
 * (registerEndpoint), and ids only grow, whichever API process wrote: a read that saw this id
 * read data at least as new as the change it names, and a later change moves the id on in every
 * process sharing the database. Written as SQL (an index lookup on (center_id, id)): building it
 * with the query builder cost more than running it.
 */
export async function centerDataVersion(db: Kysely<Database>, centerId: string): Promise<number> {
  const { rows } = await sql<{ latest: number | string | null }>`
    select max(id) as latest from live_changes where center_id = ${centerId}`.execute(db);
  // PostgreSQL's bigserial comes as a string without the INT8 parser.
  return Number(rows[0]?.latest ?? 0);
}
