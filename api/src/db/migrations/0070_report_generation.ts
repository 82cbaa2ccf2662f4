import { sql, type Kysely } from 'kysely';

// Reports are made in the background: the row says in which format, how far the making has got
// (a percentage and a step for people), why it failed, and the file's name and size once stored.
// Rows from before this migration never had a document made: they stay failed unless they name
// a stored file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reports')
    .addColumn('format', 'text', (col) => col.notNull().defaultTo('pdf'))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('failed'))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('percent', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('reports')
    .addColumn('step', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('reports').addColumn('error', 'text').execute();
  await db.schema.alterTable('reports').addColumn('file_name', 'text').execute();
  await db.schema.alterTable('reports').addColumn('size_bytes', 'integer').execute();
  await db.schema.alterTable('reports').addColumn('updated_at', 'text').execute();
  await sql`update reports set status = 'ready', percent = 100 where file_key is not null`.execute(db);
  await sql`update reports set updated_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_at', 'size_bytes', 'file_name', 'error', 'step', 'percent', 'status', 'format']) {
    await db.schema.alterTable('reports').dropColumn(column).execute();
  }
}
