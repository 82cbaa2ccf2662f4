import type { Kysely } from 'kysely';

// The reports a centre generates (goals, strengths, full, evidences, task reports). The list is
// read by the NQA dashboard now; generating the documents comes with the reports dashboard.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('report_label', 'text', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('filters', 'text', (col) => col.notNull().defaultTo(''))
    // Where the produced document is kept; null until it has been produced.
    .addColumn('file_key', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reports_center_idx').on('reports').columns(['center_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
