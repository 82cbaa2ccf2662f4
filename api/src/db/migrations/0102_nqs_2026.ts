import type { Kysely } from 'kysely';
import { loadNqsRevision, type NqsRevisionTables } from './data/0102_nqs_2026/loadNqsRevision';
import { NQS_2026 } from './data/0102_nqs_2026/nqs2026';

// The NQS of 1 January 2026, loaded as a revision of the 2018 standard and made current. A
// revision keeps its base version's category rows (and with them every answer, evidence link,
// task and SAT entry, keyed by the ids first minted in 2018) and lists what it changes per
// element: a new name and a summary of the change. A service that had answered in a changed
// element before the revision was loaded sees it flagged until one of its users marks it reviewed.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The version a revision revises (null for a version with its own categories).
  await db.schema
    .alterTable('nqs_versions')
    .addColumn('base_version_id', 'text', (col) => col.references('nqs_versions.id'))
    .execute();

  await db.schema
    .createTable('nqs_revision_changes')
    .addColumn('version_id', 'text', (col) => col.notNull().references('nqs_versions.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    // The new short name; null when only the descriptor changed.
    .addColumn('title', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('nqs_revision_changes_pk', ['version_id', 'category_id'])
    .execute();

  // Who of a centre reviewed a changed element of a version, and when (one record each).
  await db.schema
    .createTable('nqs_change_reviews')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('version_id', 'text', (col) => col.notNull().references('nqs_versions.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('reviewed_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('nqs_change_reviews_center_version_category_unique', [
      'center_id',
      'version_id',
      'category_id',
    ])
    .execute();

  await loadNqsRevision(db as Kysely<NqsRevisionTables>, NQS_2026);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = db as Kysely<NqsRevisionTables>;
  await db.schema.dropTable('nqs_change_reviews').execute();
  await db.schema.dropTable('nqs_revision_changes').execute();
  await tables.deleteFrom('nqs_versions').where('id', '=', NQS_2026.id).execute();
  await tables.updateTable('nqs_versions').set({ is_current: 1 }).where('id', '=', NQS_2026.baseVersionId).execute();
  await db.schema.alterTable('nqs_versions').dropColumn('base_version_id').execute();
}
