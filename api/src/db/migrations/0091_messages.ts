import type { Kysely } from 'kysely';

// Messages (assessment spec: the Message entity): each row is one message in one user's inbox,
// from an administrator (message_from) or from the portal itself (message_from null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The recipient: whose inbox it is in.
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (col) => col.notNull())
    // Sanitised HTML.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('message_from', 'text', (col) => col.references('users.id').onDelete('set null'))
    // Kept as sent, so a message still names a sender who has since gone.
    .addColumn('message_from_name', 'text', (col) => col.notNull())
    // 0 unread, 1 read.
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('messages_user_created_idx').on('messages').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
}
