import type { Kysely } from 'kysely';
import { loadNqsVersion, type NqsTables } from './data/0002_nqs_reference/loadNqsVersion';
import { NQS_2018 } from './data/0002_nqs_reference/nqs2018';

// The National Quality Standard, versioned: a revised standard is loaded as another version
// beside this one and made current, while answers to the old one keep their meaning.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nqs_versions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('effective_from', 'text', (col) => col.notNull())
    .addColumn('is_current', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Areas ('1'), standards ('1.1', the levels) and elements ('1.1.1', the sub-levels).
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('nqs_version_id', 'text', (col) => col.notNull().references('nqs_versions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('parent_id', 'text', (col) => col.references('categories.id').onDelete('cascade'))
    .addColumn('area_id', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('categories_version_label_unique', ['nqs_version_id', 'label'])
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();

  await loadNqsVersion(db as Kysely<NqsTables>, NQS_2018, { current: true });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('nqs_versions').execute();
}
