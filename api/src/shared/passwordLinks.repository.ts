import type { Kysely, Transaction } from 'kysely';
import type { Database, UserTokensTable } from '../db/schema';

// The store of single-use links to set a password (invitations and resets): only a hash of each token.

export function insertPasswordLink(db: Kysely<Database>, link: UserTokensTable): Promise<unknown> {
  return db.insertInto('user_tokens').values(link).execute();
}

/** The link with this token hash, unused and unexpired at `now`, with its user's email. */
export function findUsablePasswordLink(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('user_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.purpose', 'u.email', 'u.user_type'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks the link used, only when it still is unused (two tabs at once: one wins). Answers whether
 * this call claimed it.
 */
export async function claimPasswordLink(trx: Transaction<Database>, id: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every other unused link of the user stops working (a new password was set). */
export function retireUserLinks(trx: Transaction<Database>, userId: string, now: string): Promise<unknown> {
  return trx
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Sets the user's password and moves their session version on, so every earlier session ends;
 * `keptSessionId` names the one session that stays (the in-app change), or null. An invitation
 * is accepted by it.
 */
export async function setPassword(
  trx: Transaction<Database>,
  change: { userId: string; passwordHash: string; keptSessionId: string | null; now: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: change.passwordHash,
      session_version: eb('session_version', '+', 1),
      kept_session_id: change.keptSessionId,
      invitation_pending: 0,
      updated_at: change.now,
    }))
    .where('id', '=', change.userId)
    .execute();
}

/** A user who can be mailed a reset link, by their (normalised) email. */
export function findResettableUser(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'user_type'])
    .where('email', '=', email)
    .executeTakeFirst();
}
