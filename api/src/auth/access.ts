import { qipChangeRefusal } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/httpError';
import { movedClock } from '../billing/clock';
import { statusOf } from '../shared/centerStatus';
import { findWriteFacts } from '../shared/centerStatus.repository';
import { noteWrittenCenter } from '../shared/live/writtenCenter';

/** Who is calling: the verified token and the user it names. */
export interface AuthContext {
  user: UserRow;
  clientId: string;
  /** A viewer session is read-only. */
  viewer: boolean;
  /** The session's id (its token's `sid`): the one session a password change in the app keeps. */
  sessionId?: string;
  /**
   * The database's generation as the caller was read (db/generation.ts): what values kept for
   * the request are looked up by. Null or absent: nothing kept is used.
   */
  generation?: string | null;
}

export type CenterRole = 'admin' | 'member';

export async function centerRole(db: Kysely<Database>, userId: string, centerId: string): Promise<CenterRole | null> {
  const row = await db
    .selectFrom('center_users')
    .select('role')
    .where('user_id', '=', userId)
    .where('center_id', '=', centerId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The caller's role in a centre, read already: 403 when the caller is not a user of it. */
export function requireMemberRole(role: CenterRole | null): CenterRole {
  if (!role) throw forbidden('You do not have access to this service.');
  return role;
}

/** Refuses (403) a caller who is not a user of the centre. */
export async function requireCenterMember(
  db: Kysely<Database>,
  auth: AuthContext,
  centerId: string,
): Promise<CenterRole> {
  return requireMemberRole(await centerRole(db, auth.user.id, centerId));
}

/**
 * What every write to a centre's QIP data checks (answers, notes, goals, custom items, laws and
 * regulations, service details, files): the caller is a user of the centre (403 otherwise), and
 * the centre's subscription lets its QIP be changed now. A failed payment or an ended trial or
 * subscription is refused (403) with why and `redirect`, the page that lifts the block: the pages
 * the shell's guards would not show cannot be worked around through the API. Reads stay open.
 */
export async function requireWritableCenter(
  db: Kysely<Database>,
  auth: AuthContext,
  centerId: string,
  now: Date,
): Promise<CenterRole> {
  const facts = await findWriteFacts(db, auth.user.id, centerId);
  const role = requireMemberRole(facts?.role ?? null);
  // A member's centre exists (center_users references it).
  if (!facts) throw new Error(`No centre ${centerId}`);
  const refusal = qipChangeRefusal(statusOf(facts, movedClock(now, facts.clock_offset ?? 0)));
  if (refusal) throw new HttpError(403, refusal.message, undefined, refusal.redirect);
  // The centre whose watchers are told of the change (the endpoint's `live`).
  noteWrittenCenter(auth, centerId);
  return role;
}

/** Refuses (403) a caller who is not an administrator of the centre. */
export async function requireCenterAdmin(db: Kysely<Database>, auth: AuthContext, centerId: string): Promise<void> {
  const role = await requireCenterMember(db, auth, centerId);
  if (role !== 'admin') throw forbidden('Only an administrator of this service can do this.');
}

/**
 * Whether the caller may see another user: themselves, or a user who shares a centre the
 * caller administers.
 */
export async function canSeeUser(db: Kysely<Database>, auth: AuthContext, userId: string): Promise<boolean> {
  if (auth.user.id === userId) return true;
  if (auth.user.user_type !== 'ADMIN') return false;
  const shared = await db
    .selectFrom('center_users as mine')
    .innerJoin('center_users as theirs', 'theirs.center_id', 'mine.center_id')
    .select('mine.center_id')
    .where('mine.user_id', '=', auth.user.id)
    .where('mine.role', '=', 'admin')
    .where('theirs.user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(shared);
}

export const NOT_YOUR_USER = 'You can only see yourself and the users of services you administer.';

/** Refuses (403) a caller who may not see the user (see canSeeUser). */
export async function requireCanSeeUser(db: Kysely<Database>, auth: AuthContext, userId: string): Promise<void> {
  if (!(await canSeeUser(db, auth, userId))) throw forbidden(NOT_YOUR_USER);
}

/**
 * Refuses (404) a user id that is not of the centre's own account: a filter may name the
 * centre's users, present or former, but never another tenant's.
 */
export async function requireUserOfCenterAccount(
  db: Kysely<Database>,
  userId: string,
  centerId: string,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .innerJoin('centers', 'centers.account_id', 'users.account_id')
    .select('users.id')
    .where('users.id', '=', userId)
    .where('centers.id', '=', centerId)
    .executeTakeFirst();
  if (!row) throw notFound('There is no such user in this service.');
}
