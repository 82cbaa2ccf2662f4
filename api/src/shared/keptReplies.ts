import { sql, type Kysely } from 'kysely';
import { requireMemberRole, type AuthContext, type CenterRole } from '../auth/access';
import { compiledQuery, firstRow } from '../db/compiledQuery';
import { unchangedCachePerDatabase } from '../db/generation';
import type { Database } from '../db/schema';

// What a kept reply of a centre's QIP (the questions of an area, the progress) is keyed by: all
// the reply is read from, so a reply is given again only while nothing it shows has changed.

/** Kept replies of one route: a few hundred services' areas. */
export const KEPT_REPLY_CHARS = 16 * 1024 * 1024;
/**
 * A kept reply is made again at least this often: the bound on how long a change that announced
 * nothing (a write that failed after part of it was seen) could go unseen.
 */
export const KEPT_REPLY_TTL_MS = 60_000;

/**
 * What a kept reply is looked for by, in one statement (each statement took SQLite's read locks
 * anew: four short ones were most of a kept read's time): the caller's role in the centre, the
 * NQS version in force, and the centre's data version, the id of its latest live change (0 with
 * none). Every write to a centre's QIP announces a live change once it is committed, and ids
 * only grow, whichever API process wrote: a read that saw this id reads data at least as new as
 * the change it names, and a later change moves the id on in every process sharing the database.
 */
const keptReplyFacts = compiledQuery((db: Kysely<Database>, userId: string, centerId: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('center_users')
      .select('role')
      .where('user_id', '=', userId)
      .where('center_id', '=', centerId)
      .as('role'),
    eb.selectFrom('nqs_versions').select('id').where('is_current', '=', 1).as('nqs_version_id'),
    eb
      .selectFrom('live_changes')
      .select((max) => max.fn.max('id').as('latest'))
      .where('center_id', '=', centerId)
      .as('data_version'),
  ]),
);

/** The facts as read, kept while nothing in the database changed: a kept read then runs no statement for them. */
const KEPT_FACTS = 10_000;
type KeptReplyFacts = Awaited<ReturnType<typeof keptReplyFacts>>['rows'][number];
const keptFacts = unchangedCachePerDatabase<KeptReplyFacts | undefined>(KEPT_FACTS);

export interface CenterReplyKey {
  /** The caller's role in the centre: the caller is a member (403 was answered otherwise). */
  role: CenterRole;
  /** The NQS version in force, as the key names it. */
  nqsVersionId: string;
  /** The centre, the NQS version in force and the centre's data version. */
  key: string;
}

/**
 * The key of a centre's kept reply for its caller, once the caller is found to be a user of the
 * centre (403 otherwise, as requireCenterMember): the cache knows no caller.
 */
export async function centerReplyKey(
  db: Kysely<Database>,
  auth: AuthContext,
  centerId: string,
): Promise<CenterReplyKey> {
  const facts = await keptFacts(db).get(`${auth.user.id}|${centerId}`, auth.generation ?? null, () =>
    firstRow(keptReplyFacts(db, auth.user.id, centerId)),
  );
  const role = requireMemberRole(facts?.role ?? null);
  const nqsVersionId = facts?.nqs_version_id;
  if (!nqsVersionId) throw new Error('No NQS version in force: the reference data migrations did not run');
  // PostgreSQL's bigserial comes as a string without the INT8 parser.
  const dataVersion = Number(facts?.data_version ?? 0);
  return { role, nqsVersionId, key: `${centerId}|${nqsVersionId}|${dataVersion}` };
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
