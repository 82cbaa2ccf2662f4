import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle, type DialectName } from '../../src/db/database';

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

/** The admin URL's database swapped for `name`. */
function postgresUrlOf(name: string): string {
  const url = new URL(process.env.TEST_POSTGRES_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withPostgresAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const TEMPLATE_PREFIX = 'qip_migrated_';

/** Whether the test process a template was made by (its name ends with the pid) still runs. */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL database with every migration applied, made once per test process: the API tests'
 * databases are copied from it (CREATE DATABASE … TEMPLATE), which takes a fraction of the
 * second the migrations take. The templates of test processes that have ended are dropped.
 */
let migratedTemplate: Promise<string> | undefined;
function migratedPostgresTemplate(): Promise<string> {
  migratedTemplate ??= withPostgresAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEMPLATE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      if (!processRuns(Number(datname.slice(TEMPLATE_PREFIX.length)))) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
    const name = `${TEMPLATE_PREFIX}${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = openDatabase({ databaseUrl: postgresUrlOf(name), dataDir: os.tmpdir() });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    await waitForDisconnect(admin, name);
    return name;
  });
  return migratedTemplate;
}

/**
 * A new database of the dialect, dropped again by `drop()`: empty, or with every migration
 * already applied when `migrated` (on PostgreSQL a copy of a migrated template; SQLite migrates
 * in a moment).
 */
export async function createTestDatabase(
  dialect: DialectName,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
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

  const name = `qip_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedPostgresTemplate() : null;
  await withPostgresAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = postgresUrlOf(name);
  const handle = openDatabase({ databaseUrl: url, dataDir });
  return {
    handle,
    dataDir,
    connectAgain: () => openDatabase({ databaseUrl: url, dataDir }),
    async drop() {
      await handle.close();
      await withPostgresAdmin(async (admin) => {
        await waitForDisconnect(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
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
