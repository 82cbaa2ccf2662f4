import type { Kysely } from 'kysely';

// 'Add a new service' requests (kept even when the mail to the operator fails) and hub launch
// links (each works once, until it expires).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fname', 'text', (col) => col.notNull())
    .addColumn('lname', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('current_service_name', 'text', (col) => col.notNull())
    .addColumn('current_service_approval_number', 'text', (col) => col.notNull())
    .addColumn('new_service_name', 'text', (col) => col.notNull())
    .addColumn('new_service_approval_number', 'text', (col) => col.notNull())
    .addColumn('new_service_type', 'text', (col) => col.notNull())
    .addColumn('comments', 'text', (col) => col.notNull())
    /** 'pending', then 'sent' (SMTP), 'outbox' (written to DATA_DIR/outbox) or 'failed'. */
    .addColumn('mail_status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('service_requests_center_idx').on('service_requests').column('center_id').execute();

  await db.schema
    .createTable('launch_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    /** SHA-256 of the link's one-time token (the token itself is only in the link). */
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('center_id', 'text', (col) => col.references('centers.id').onDelete('cascade'))
    .addColumn('viewer', 'integer', (col) => col.notNull())
    .addColumn('target', 'text')
    /** The link's number among the links minted for this user (the address's `counter`). */
    .addColumn('counter', 'integer', (col) => col.notNull())
    /** The administrator's user id, or 'qip-hub' for the hub's client. */
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('launch_links_user_idx').on('launch_links').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launch_links').execute();
  await db.schema.dropTable('service_requests').execute();
}
