import type { Kysely } from 'kysely';
import type { BillingNoticesTable, Database } from '../db/schema';

// The billing mails already sent, and what a mail needs to know of the account and service.

export type NoticeKind = BillingNoticesTable['kind'];

/** Claims the notice before it is sent; false when it was claimed (sent) before. */
export async function claimNotice(db: Kysely<Database>, kind: NoticeKind, objectId: string, now: string) {
  const result = await db
    .insertInto('billing_notices')
    .values({ kind, object_id: objectId, sent_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'object_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives the claim back (the mail could not be sent), so a later event may send it. */
export async function releaseNotice(db: Kysely<Database>, kind: NoticeKind, objectId: string) {
  await db.deleteFrom('billing_notices').where('kind', '=', kind).where('object_id', '=', objectId).execute();
}

/** The account whose provider customer this is. */
export function accountOfCustomer(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function centerName(db: Kysely<Database>, centerId: string | null): Promise<string | null> {
  if (!centerId) return null;
  const row = await db.selectFrom('centers').select('name').where('id', '=', centerId).executeTakeFirst();
  return row?.name ?? null;
}
