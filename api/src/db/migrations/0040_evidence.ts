import type { Kysely } from 'kysely';

// A service's evidence library: each item (an upload, a link or a comment) once, and the
// questions (answer records) it is linked to. An upload's files are attachments (entity 'evidence').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('evidence_items')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    // 'evidence' (an upload), 'link' or 'comment'.
    .addColumn('title', 'text', (col) => col.notNull())
    // The memorable name.
    .addColumn('label', 'text', (col) => col.notNull())
    // The file name, the web address or the comment's sanitised HTML.
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('evidence_items_center_idx').on('evidence_items').column('center_id').execute();

  await db.schema
    .createTable('evidence_links')
    .addColumn('evidence_id', 'text', (col) => col.notNull().references('evidence_items.id').onDelete('cascade'))
    .addColumn('question_result_id', 'text', (col) =>
      col.notNull().references('question_results.id').onDelete('cascade'),
    )
    .addColumn('linked_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('evidence_links_pk', ['evidence_id', 'question_result_id'])
    .execute();
  await db.schema.createIndex('evidence_links_result_idx').on('evidence_links').column('question_result_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('evidence_links').execute();
  await db.schema.dropTable('evidence_items').execute();
}
