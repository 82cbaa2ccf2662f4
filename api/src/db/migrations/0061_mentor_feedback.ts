import type { Kysely } from 'kysely';

// Mentor feedback: a service's requests (status 1 open, 2 answered) and the mentors' reviews of
// them, one per request (save_or_publish 1 a draft, 2 published). NQA lists are JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback_requests')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('nqa', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_requests_center_idx').on('feedback_requests').column('center_id').execute();
  await db.schema.createIndex('feedback_requests_status_idx').on('feedback_requests').column('status').execute();

  await db.schema
    .createTable('mentor_feedbacks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) =>
      col.notNull().unique().references('feedback_requests.id').onDelete('cascade'),
    )
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('provide_feedback', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('save_or_publish', 'integer', (col) => col.notNull())
    // The mentor who wrote it (null when the hub posted it), and the name shown.
    .addColumn('provided_by_user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('provided_by', 'text', (col) => col.notNull())
    .addColumn('date_reviewed', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mentor_feedbacks_center_idx').on('mentor_feedbacks').column('center_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mentor_feedbacks').execute();
  await db.schema.dropTable('feedback_requests').execute();
}
