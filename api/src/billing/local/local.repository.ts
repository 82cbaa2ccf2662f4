import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  Database,
  LocalBillingCustomersTable,
  LocalBillingInvoicesTable,
  LocalBillingPaymentMethodsTable,
  LocalBillingSubscriptionsTable,
} from '../../db/schema';

// The local test-mode provider's objects in the database: customers, cards, subscriptions,
// invoices and the test clock.

export const CLOCK_ID = 'default';

export async function clockOffsetSeconds(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('local_billing_clock')
    .select('offset_seconds')
    .where('id', '=', CLOCK_ID)
    .executeTakeFirst();
  return row?.offset_seconds ?? 0;
}

export async function moveClockOn(db: Kysely<Database>, seconds: number): Promise<void> {
  const current = await clockOffsetSeconds(db);
  await db
    .insertInto('local_billing_clock')
    .values({ id: CLOCK_ID, offset_seconds: current + seconds })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ offset_seconds: current + seconds }))
    .execute();
}

export async function insertCustomer(db: Kysely<Database>, values: Insertable<LocalBillingCustomersTable>) {
  await db.insertInto('local_billing_customers').values(values).execute();
}

export function findCustomer(db: Kysely<Database>, id: string) {
  return db.selectFrom('local_billing_customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setDefaultPaymentMethod(
  db: Kysely<Database>,
  customerId: string,
  paymentMethodId: string | null,
) {
  await db
    .updateTable('local_billing_customers')
    .set({ default_payment_method_id: paymentMethodId })
    .where('id', '=', customerId)
    .execute();
}

export async function insertPaymentMethod(db: Kysely<Database>, values: Insertable<LocalBillingPaymentMethodsTable>) {
  await db.insertInto('local_billing_payment_methods').values(values).execute();
}

export function findPaymentMethod(db: Kysely<Database>, id: string) {
  return db.selectFrom('local_billing_payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
}

export function paymentMethodsOf(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('local_billing_payment_methods')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function setPaymentMethodCustomer(db: Kysely<Database>, id: string, customerId: string | null) {
  await db.updateTable('local_billing_payment_methods').set({ customer_id: customerId }).where('id', '=', id).execute();
}

export async function insertSubscription(db: Kysely<Database>, values: Insertable<LocalBillingSubscriptionsTable>) {
  await db.insertInto('local_billing_subscriptions').values(values).execute();
}

export function findSubscription(db: Kysely<Database>, id: string) {
  return db.selectFrom('local_billing_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateSubscription(
  db: Kysely<Database>,
  id: string,
  values: Updateable<LocalBillingSubscriptionsTable>,
) {
  await db.updateTable('local_billing_subscriptions').set(values).where('id', '=', id).execute();
}

/** The subscriptions a renewal or a cancellation may fall due for. */
export function liveSubscriptions(db: Kysely<Database>) {
  return db
    .selectFrom('local_billing_subscriptions')
    .selectAll()
    .where('status', 'in', ['active', 'past_due', 'unpaid'])
    .orderBy('id')
    .execute();
}

export async function countInvoices(db: Kysely<Database>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('local_billing_invoices')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertInvoice(db: Kysely<Database>, values: Insertable<LocalBillingInvoicesTable>) {
  await db.insertInto('local_billing_invoices').values(values).execute();
}

export async function markInvoicePaid(db: Kysely<Database>, id: string, paymentMethodId: string, paidAt: string) {
  await db
    .updateTable('local_billing_invoices')
    .set({ status: 'paid', payment_method_id: paymentMethodId, paid_at: paidAt })
    .where('id', '=', id)
    .execute();
}

export function openInvoicesOf(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('local_billing_invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .orderBy('number')
    .execute();
}

export function findInvoice(db: Kysely<Database>, id: string) {
  return db.selectFrom('local_billing_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function invoicesOf(db: Kysely<Database>, customerId: string) {
  return db
    .selectFrom('local_billing_invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .execute();
}
