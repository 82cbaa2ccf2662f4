import type { ApiConfig } from '../config';
import { ensureOAuthClients } from '../auth/clients';
import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { createStorageDriver } from '../plugins/storage';
import { storageSettingsFromEnv } from '../plugins/storage/settings';
import { importLibrary, STARTER_LIBRARY_DIR } from '../shared/resources/library';
import { seedDemoData } from './demo';

export interface PreparedDatabase {
  migrations: number;
  demoSeeded: boolean;
}

/**
 * Brings a database up to date before the API serves it: migrations (which carry the reference
 * data), the OAuth clients, and the demo accounts when configured and the database is empty
 * (with their pictures in the storage the API uses).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'seedDemo' | 'hubClientSecret' | 'dataDir'>,
  now: Date = new Date(),
): Promise<PreparedDatabase> {
  const migrations = await migrateToLatest(database.db);
  await ensureOAuthClients(database.db, config.hubClientSecret);
  // The demo's pictures (a logo, evidence photos) go where the API will look for them.
  const storage = config.seedDemo
    ? await createStorageDriver(storageSettingsFromEnv(process.env, config.dataDir).driver)
    : null;
  const demoSeeded = storage ? await seedDemoData(database.db, now, storage) : false;
  // The resource centre's starter library, as `npm run resources -- import` loads a folder; its
  // files stay in the API's folder until first asked for (see shared/resources/library.ts).
  if (demoSeeded && storage) {
    await importLibrary({ db: database.db, storage }, STARTER_LIBRARY_DIR, { deferFiles: true, now });
  }
  return { migrations, demoSeeded };
}
