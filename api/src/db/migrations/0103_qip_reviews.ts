import type { Kysely } from 'kysely';

// The yearly reviews of a service's QIP (regulations 55 and 56): who recorded it, when, and an
// optional note; every review is kept. The reviewer's name is kept beside their id, so a review
// still says who made it after that user is removed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('qip_reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewer_name', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('qip_reviews_center_idx')
    .on('qip_reviews')
    .columns(['center_id', 'reviewed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qip_reviews').execute();
}
