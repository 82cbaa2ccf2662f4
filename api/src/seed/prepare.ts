import type { ApiConfig } from '../config';
import { ensureOAuthClients } from '../auth/clients';
import { migrateToLatest, type DatabaseHandle } from '../db/database';
import { seedDemoData } from './demo';

export interface PreparedDatabase {
  migrations: number;
  demoSeeded: boolean;
}

/**
 * Brings a database up to date before the API serves it: migrations (which carry the reference
 * data), the OAuth clients, and the demo accounts when configured and the database is empty.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<ApiConfig, 'seedDemo' | 'hubClientSecret'>,
  now: Date = new Date(),
): Promise<PreparedDatabase> {
  const migrations = await migrateToLatest(database.db);
  await ensureOAuthClients(database.db, config.hubClientSecret);
  const demoSeeded = config.seedDemo ? await seedDemoData(database.db, now) : false;
  return { migrations, demoSeeded };
}
