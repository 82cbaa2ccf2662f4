import type { Insertable, Kysely, Updateable } from 'kysely';
import type {
  Database,
  ResourceFileRow,
  ResourceFilesTable,
  ShopResourceRow,
  ShopResourcesTable,
  TutorialRow,
  TutorialsTable,
} from '../../db/schema';
import { currentNqsRowsVersionId } from '../nqs.repository';

// The resource centre's library: files per element, shop products and tutorials. The library is
// small (a few hundred rows at most), so lists are read whole and searched, ordered and paged by
// the shared rules (shared-contracts domain/resources), the same on SQLite and PostgreSQL.

type Db = Kysely<Database>;

export const allResourceFiles = (db: Db): Promise<ResourceFileRow[]> =>
  db.selectFrom('resource_files').selectAll().execute();

export const resourceFileById = (db: Db, id: string): Promise<ResourceFileRow | undefined> =>
  db.selectFrom('resource_files').selectAll().where('id', '=', id).executeTakeFirst();

export const resourceFileByImportKey = (db: Db, key: string): Promise<ResourceFileRow | undefined> =>
  db.selectFrom('resource_files').selectAll().where('import_key', '=', key).executeTakeFirst();

export async function insertResourceFile(db: Db, row: Insertable<ResourceFilesTable>): Promise<void> {
  await db.insertInto('resource_files').values(row).execute();
}

export async function updateResourceFile(db: Db, id: string, changes: Updateable<ResourceFilesTable>): Promise<void> {
  await db.updateTable('resource_files').set(changes).where('id', '=', id).execute();
}

/**
 * Records where a starter file was stored, unless someone stored it meanwhile: answers whether
 * this call's key is the one kept (a loser removes its own copy).
 */
export async function claimResourceFileKey(db: Db, id: string, key: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('resource_files')
    .set({ file_key: key, source: null, updated_at: at })
    .where('id', '=', id)
    .where('file_key', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteResourceFile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('resource_files').where('id', '=', id).execute();
}

export const allShopResources = (db: Db): Promise<ShopResourceRow[]> =>
  db.selectFrom('shop_resources').selectAll().orderBy('sort_order').orderBy('created_at').orderBy('id').execute();

export const shopResourceById = (db: Db, id: string): Promise<ShopResourceRow | undefined> =>
  db.selectFrom('shop_resources').selectAll().where('id', '=', id).executeTakeFirst();

export const shopResourceByImportKey = (db: Db, key: string): Promise<ShopResourceRow | undefined> =>
  db.selectFrom('shop_resources').selectAll().where('import_key', '=', key).executeTakeFirst();

export async function insertShopResource(db: Db, row: Insertable<ShopResourcesTable>): Promise<void> {
  await db.insertInto('shop_resources').values(row).execute();
}

export async function updateShopResource(db: Db, id: string, changes: Updateable<ShopResourcesTable>): Promise<void> {
  await db.updateTable('shop_resources').set(changes).where('id', '=', id).execute();
}

export async function deleteShopResource(db: Db, id: string): Promise<void> {
  await db.deleteFrom('shop_resources').where('id', '=', id).execute();
}

/** The next place at the end of the shop's or the tutorials' order. */
export async function nextSortOrder(db: Db, table: 'shop_resources' | 'tutorials'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('sort_order').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Tutorials in their order (the operator's sort order, then the newest first). */
export const allTutorials = (db: Db): Promise<TutorialRow[]> =>
  db.selectFrom('tutorials').selectAll().orderBy('sort_order').orderBy('created_at', 'desc').orderBy('id').execute();

export const tutorialById = (db: Db, id: string): Promise<TutorialRow | undefined> =>
  db.selectFrom('tutorials').selectAll().where('id', '=', id).executeTakeFirst();

export const tutorialByImportKey = (db: Db, key: string): Promise<TutorialRow | undefined> =>
  db.selectFrom('tutorials').selectAll().where('import_key', '=', key).executeTakeFirst();

export async function insertTutorial(db: Db, row: Insertable<TutorialsTable>): Promise<void> {
  await db.insertInto('tutorials').values(row).execute();
}

export async function updateTutorial(db: Db, id: string, changes: Updateable<TutorialsTable>): Promise<void> {
  await db.updateTable('tutorials').set(changes).where('id', '=', id).execute();
}

export async function deleteTutorial(db: Db, id: string): Promise<void> {
  await db.deleteFrom('tutorials').where('id', '=', id).execute();
}

/** The element categories of the NQS in force, by their number ('1.3.2'), for manifests. */
export async function currentElementIdsByLabel(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('categories')
    .select(['categories.id', 'categories.label'])
    .where('categories.nqs_version_id', '=', await currentNqsRowsVersionId(db))
    .where('categories.kind', '=', 'element')
    .execute();
  return new Map(rows.map((row) => [row.label, row.id]));
}
