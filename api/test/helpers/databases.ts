import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../src/db/database';

/**
 * The databases every API test runs against: SQLite always, PostgreSQL when TEST_POSTGRES_URL
 * is set. REQUIRE_POSTGRES=1 (set by the test command) makes a missing PostgreSQL an error, so
 * CI can never pass by quietly testing one database.
 */
export function testDialects(): DialectName[] {
  const postgres = process.env.TEST_POSTGRES_URL;
  if (!postgres && process.env.REQUIRE_POSTGRES === '1') {
    throw new Error('REQUIRE_POSTGRES=1 but TEST_POSTGRES_URL is not set');
  }
  return postgres ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The data folder of this test database (uploads and outbox live here too). */
  dataDir: string;
  /** Another connection to the same database, as a second API process would open (the caller closes it). */
  connectAgain(): DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * Waits (up to two seconds) until no session is connected to the database. A closed pool has
 * said goodbye but its server sessions may linger a moment; dropping WITH (FORCE) while they do
 * would reach the closing client as an unhandled 'terminating connection' error.
 */
async function waitForDisconnect(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await admin.query<{ sessions: number }>(
      'SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (rows[0]?.sessions === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new, empty database of the dialect, dropped again by `drop()`. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-api-test-'));
  if (dialect === 'sqlite') {
    const handle = openDatabase({ databaseUrl: null, dataDir });
    return {
      handle,
      dataDir,
      connectAgain: () => openDatabase({ databaseUrl: null, dataDir }),
      async drop() {
        await handle.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = process.env.TEST_POSTGRES_URL as string;
  const name = `qip_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    dataDir,
    connectAgain: () => openDatabase({ databaseUrl: url.toString(), dataDir }),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await waitForDisconnect(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `run` on a new, empty database of the dialect, which is dropped afterwards whatever happens. */
export async function withTestDatabase<T>(
  dialect: DialectName,
  run: (db: TestDatabase['handle']['db']) => Promise<T>,
): Promise<T> {
  const database = await createTestDatabase(dialect);
  try {
    return await run(database.handle.db);
  } finally {
    await database.drop();
  }
}
