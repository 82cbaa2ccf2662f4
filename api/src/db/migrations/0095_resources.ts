import type { Kysely } from 'kysely';

// The resource centre's library, the operator's and the same for every service: downloadable
// files per NQS element, the shop's products and the app tutorials. Files live in the storage
// layer under resources/; `source` (JSON) names a file of the starter library not yet stored,
// made or copied into storage the first time it is asked for. `import_key` is the key a
// manifest gives an item, so importing a folder again updates what it imported before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_files')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('child_nqa_id', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text')
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('source', 'text')
    .addColumn('import_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('resource_files_element_idx').on('resource_files').column('child_nqa_id').execute();

  await db.schema
    .createTable('shop_resources')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('product_description', 'text', (col) => col.notNull())
    .addColumn('product_price', 'integer', (col) => col.notNull())
    .addColumn('product_link', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('thumbnail_type', 'text')
    .addColumn('source', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('import_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('tutorials')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tutorial_name', 'text', (col) => col.notNull())
    .addColumn('tutorial_description', 'text', (col) => col.notNull())
    .addColumn('tutorial_author', 'text', (col) => col.notNull())
    .addColumn('video_key', 'text')
    .addColumn('video_type', 'text', (col) => col.notNull())
    .addColumn('thumbnail_key', 'text')
    .addColumn('thumbnail_type', 'text')
    .addColumn('source', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('import_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tutorials').execute();
  await db.schema.dropTable('shop_resources').execute();
  await db.schema.dropTable('resource_files').execute();
}
