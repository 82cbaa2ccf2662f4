import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Keys are kept a day, as Stripe keeps them: a later request with an old key is a new request. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** Claims the key for a first request; false when it was claimed (within the last day) before. */
export async function claimKey(
  db: Kysely<Database>,
  values: { userId: string; key: string; operation: string; requestHash: string; now: string },
): Promise<boolean> {
  const expired = new Date(new Date(values.now).getTime() - KEPT_MS).toISOString();
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', values.userId)
    .where('created_at', '<', expired)
    .execute();
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: values.userId,
      idempotency_key: values.key,
      operation: values.operation,
      request_hash: values.requestHash,
      status_code: null,
      response: null,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findKey(db: Kysely<Database>, userId: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function keepAnswer(db: Kysely<Database>, userId: string, key: string, response: string) {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: 200, response })
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .execute();
}

export async function releaseKey(db: Kysely<Database>, userId: string, key: string) {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('idempotency_key', '=', key).execute();
}
