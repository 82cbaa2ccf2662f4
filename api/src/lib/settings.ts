import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A value kept in the database, made once by the first process that needs it. Every API
 * process then reads the same value (no per-process state).
 */
export async function getOrCreateSetting(db: Kysely<Database>, key: string, make: () => string): Promise<string> {
  await db
    .insertInto('app_settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

export const randomSecret = () => randomBytes(48).toString('base64url');
