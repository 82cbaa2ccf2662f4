import type { Kysely } from 'kysely';

// Rate-limit counters (login, mail-sending routes) kept in the database, so every API process
// counts the same requests. A row's window ends at `resets_at`; ended windows are swept away.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resets_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_resets_idx').on('rate_limit_counters').column('resets_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
