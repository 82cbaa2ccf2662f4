import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SubscriptionProductRow } from '../../shared/subscriptionProduct';

export function findAccount(db: Kysely<Database>, accountId: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
}

export function findAccountOfCustomer(db: Kysely<Database>, customerId: string) {
  return db.selectFrom('accounts').selectAll().where('stripe_customer_id', '=', customerId).executeTakeFirst();
}

export function findCenter(db: Kysely<Database>, centerId: string) {
  return db.selectFrom('centers').select(['id', 'account_id', 'name']).where('id', '=', centerId).executeTakeFirst();
}

/** Gives the account its provider customer, unless another request just did: answers the one kept. */
export async function setCustomerOnce(db: Kysely<Database>, accountId: string, customerId: string): Promise<string> {
  await db
    .updateTable('accounts')
    .set({ stripe_customer_id: customerId })
    .where('id', '=', accountId)
    .where('stripe_customer_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('accounts')
    .select('stripe_customer_id')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.stripe_customer_id ?? customerId;
}

/** The account's services with their subscription rows, by name. */
export function accountSubscriptionRows(db: Kysely<Database>, accountId: string): Promise<SubscriptionProductRow[]> {
  return subscriptionRows(db).where('centers.account_id', '=', accountId).orderBy('centers.name').execute();
}

export function centerSubscriptionRow(
  db: Kysely<Database>,
  centerId: string,
): Promise<SubscriptionProductRow | undefined> {
  return subscriptionRows(db).where('centers.id', '=', centerId).executeTakeFirst();
}

function subscriptionRows(db: Kysely<Database>) {
  return db
    .selectFrom('centers')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select([
      'centers.id as center_id',
      'centers.name as center_name',
      'subscriptions.provider_subscription_id as subscription_id',
      'subscriptions.product_name',
      'subscriptions.status',
      'subscriptions.amount_cents',
      'subscriptions.interval',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.canceled_at',
      'subscriptions.cancel_at',
      'subscriptions.price_id',
      'subscriptions.started_at',
    ]);
}

/** The account's first service (oldest) with no live subscription: the one a first payment is for. */
export async function firstUnsubscribedCenter(db: Kysely<Database>, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const row = await db
    .selectFrom('centers')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select('centers.id')
    .where('centers.account_id', '=', accountId)
    .where((eb) => eb.or([eb('subscriptions.id', 'is', null), eb('subscriptions.status', '=', 'canceled')]))
    .orderBy('centers.created_at')
    .orderBy('centers.id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The service and product each provider subscription of the account pays for, by its provider id. */
export function subscriptionsByProviderId(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('centers', 'centers.id', 'subscriptions.center_id')
    .select([
      'subscriptions.provider_subscription_id',
      'subscriptions.product_name',
      'centers.id as center_id',
      'centers.name as center_name',
    ])
    .where('centers.account_id', '=', accountId)
    .execute();
}
