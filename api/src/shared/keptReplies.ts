import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { centerDataVersion } from './live/centerDataVersion';

// What a kept reply of a centre's QIP (the questions of an area, the progress) is keyed by: all
// the reply is read from, so a reply is given again only while nothing it shows has changed.

/** Kept replies of one route: a few hundred services' areas. */
export const KEPT_REPLY_CHARS = 16 * 1024 * 1024;
/**
 * A kept reply is made again at least this often: the bound on how long a change that announced
 * nothing (a write that failed after part of it was seen) could go unseen.
 */
export const KEPT_REPLY_TTL_MS = 60_000;

/** The key of a centre's reply: the NQS version in force, and the centre's data version (its latest live change). */
export async function centerReplyKey(db: Kysely<Database>, centerId: string, nqsVersionId: string): Promise<string> {
  return `${centerId}|${nqsVersionId}|${await centerDataVersion(db, centerId)}`;
}

/**
 * The authors of the questions a centre sees, with their names as now: a question shows its
 * author's name, and renaming or removing a user announces no change to a centre's QIP. The
 * centre's questions and the bank's are two ranges of questions_center_user_idx (an OR of the
 * two read every bank question).
 */
export async function authorsKey(db: Kysely<Database>, centerId: string): Promise<string> {
  const { rows } = await sql<{ id: string; name: string | null }>`
    select q.user_id as id, u.name as name, q.id as question_id
      from questions q left join users u on u.id = q.user_id
      where q.center_id = ${centerId} and q.user_id is not null
    union all
    select q.user_id, u.name, q.id
      from questions q left join users u on u.id = q.user_id
      where q.center_id is null and q.user_id is not null
    order by 1, 3`.execute(db);
  return JSON.stringify(rows.map((row) => [row.id, row.name]));
}
