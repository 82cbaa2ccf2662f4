import type { ApiConfig } from '../config';
import { ensureOAuthClients } from '../auth/clients';
import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { createStorageDriver } from '../plugins/storage';
import { storageSettingsFromEnv } from '../plugins/storage/settings';
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
  const demoSeeded = config.seedDemo
    ? await seedDemoData(
        database.db,
        now,
        await createStorageDriver(storageSettingsFromEnv(process.env, config.dataDir).driver),
      )
    : false;
  return { migrations, demoSeeded };
}
