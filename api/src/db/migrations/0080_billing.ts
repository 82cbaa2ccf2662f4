import type { Kysely } from 'kysely';

// Billing: what the stored subscription row now also knows (its plan price, a pending
// cancellation, its start for the 6-month minimum), the provider events already applied, the
// idempotency keys of billing calls, and the objects of the local test-mode provider.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('price_id', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('cancel_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('started_at', 'text').execute();

  // Each provider event (Stripe's webhook, or the local provider's) is applied once.
  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  // A billing call's Idempotency-Key, per user: the first answer is kept and given to repeats.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('operation', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'idempotency_key'])
    .execute();

  // The local test-mode provider: Stripe's objects, kept in the database.
  await db.schema
    .createTable('local_billing_clock')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('offset_seconds', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('local_billing_customers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('default_payment_method_id', 'text')
    .addColumn('invoice_prefix', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Only what Stripe shows of a card: brand, last four digits, expiry, and the test behaviour.
  await db.schema
    .createTable('local_billing_payment_methods')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('exp_month', 'integer', (col) => col.notNull())
    .addColumn('exp_year', 'integer', (col) => col.notNull())
    .addColumn('test_token', 'text', (col) => col.notNull())
    .addColumn('billing_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('local_billing_payment_methods_customer_idx')
    .on('local_billing_payment_methods')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('local_billing_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('center_id', 'text', (col) => col.notNull())
    .addColumn('price_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('current_period_start', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text', (col) => col.notNull())
    .addColumn('cancel_at', 'text')
    .addColumn('canceled_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('pending_proration_cents', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('local_billing_subscriptions_customer_idx')
    .on('local_billing_subscriptions')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('local_billing_invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('number', 'text', (col) => col.notNull().unique())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('period_start', 'text', (col) => col.notNull())
    .addColumn('period_end', 'text', (col) => col.notNull())
    .addColumn('payment_method_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await db.schema
    .createIndex('local_billing_invoices_customer_idx')
    .on('local_billing_invoices')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'local_billing_invoices',
    'local_billing_subscriptions',
    'local_billing_payment_methods',
    'local_billing_customers',
    'local_billing_clock',
    'idempotency_keys',
    'billing_events',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['started_at', 'cancel_at', 'price_id']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
