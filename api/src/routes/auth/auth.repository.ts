import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The id, password hash, type and session version of the user with this (already normalised) email, if any. */
export function findCredentials(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'user_type', 'session_version'])
    .where('email', '=', email)
    .executeTakeFirst();
}
