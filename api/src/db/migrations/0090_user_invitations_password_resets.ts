import type { Kysely } from 'kysely';

// Invitations and password resets: one store of single-use links (only a SHA-256 hash of each is
// kept), and on each user a session version that every password change moves on, so the access
// tokens issued before it stop working (one session, the one that changed it in the app, is kept).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    /** 'reset' (forgot password) or 'invitation' (a new user sets their first password). */
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user_idx').on('user_tokens').column('user_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('kept_session_id', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('invitation_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('invitation_pending').execute();
  await db.schema.alterTable('users').dropColumn('kept_session_id').execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();
  await db.schema.dropTable('user_tokens').execute();
}
