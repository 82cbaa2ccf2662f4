import { PostgresAdapter, type Kysely } from 'kysely';

// Live collaboration: each change to a centre's data, kept for a day, so a portal that lost its
// connection catches up from the last change it saw (the stream's Last-Event-ID). The id grows
// with every change of the database, whichever API process made it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('live_changes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (col) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    /** What changed: a DataEntity of the portal's bus ('questions', 'tasks'…). */
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    /** The name the change is shown with (kept: the user may be renamed or removed later). */
    .addColumn('user_name', 'text', (col) => col.notNull())
    /** What changed, when the change says ('1.3.2'). */
    .addColumn('summary', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('live_changes_center_idx').on('live_changes').columns(['center_id', 'id']).execute();
  await db.schema.createIndex('live_changes_created_idx').on('live_changes').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_changes').execute();
}
