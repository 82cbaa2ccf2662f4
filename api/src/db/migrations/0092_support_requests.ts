import type { Kysely } from 'kysely';

// Support requests from the help page: kept even when a mail fails, numbered for the readable
// reference ('QIP-000123') the requester is given.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** The request's number: the next after the highest, unique (two at once: one retries). */
    .addColumn('sequence', 'integer', (col) => col.notNull().unique())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    /** Plain text, paragraphs kept (cleanPlainText). */
    .addColumn('message', 'text', (col) => col.notNull())
    /** 'pending', then 'sent' (SMTP), 'outbox' (written to DATA_DIR/outbox) or 'failed'. */
    .addColumn('mail_status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('support_requests_center_idx').on('support_requests').column('center_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_requests').execute();
}
