import type { Kysely } from 'kysely';

// The billing mails already sent (a payment failed for an invoice, a subscription ended), one row
// each, so a replayed or repeated provider event never mails the administrators twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_notices')
    .addColumn('kind', 'text', (col) => col.notNull())
    /** The invoice or subscription the notice is about (the provider's id). */
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('billing_notices_pk', ['kind', 'object_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_notices').execute();
}
