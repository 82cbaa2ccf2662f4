import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { startCheckpointer } from './checkpointer';
import { sqliteGeneration, type Generation } from './generation';
import { migrations } from './migrations';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection string (for a dedicated LISTEN connection); undefined on SQLite. */
  connectionString?: string;
  /** Tells whether any data changed since (SQLite); undefined where it cannot (PostgreSQL). */
  generation?: Generation;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; the embedded SQLite file is used when null. */
  databaseUrl: string | null;
  /** Folder of the SQLite file. */
  dataDir: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
}

/**
 * PostgreSQL's pool. pg is loaded here, when the first query needs it, so an API on SQLite never
 * loads it (it was a tenth of the start).
 */
async function postgresPool(connectionString: string) {
  const { default: pg } = await import('pg');
  // PostgreSQL returns COUNT and BIGINT as strings; the portal's counts fit in a JS number.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  return new pg.Pool({ connectionString, max: 10 });
}

/**
 * better-sqlite3's addon where its install builds it, given to it directly: found through the
 * `bindings` package (a stack trace and a file check per place it may be) it cost the API's start
 * some 10 ms (issue 18). Elsewhere (a debug build), `bindings` finds it as before.
 */
function sqliteAddon(): string | undefined {
  try {
    return require.resolve('better-sqlite3/build/Release/better_sqlite3.node');
  } catch {
    return undefined;
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => postgresPool(connectionString) }) });
    return { db, dialect: 'postgres', connectionString: options.databaseUrl, close: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'qip.sqlite');
  const sqlite = new SQLite(file, { nativeBinding: sqliteAddon() });
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: the database cannot be
  // corrupted, but a power cut (not a crash of the process) may lose the commits since the last
  // checkpoint (at most about 100 ms: see checkpointer.ts). A write was an fsync each (the answer
  // write: 2% of the throughput of the same bytes from memory).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpointer = startCheckpointer(sqlite, file);
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  return {
    db,
    dialect: 'sqlite',
    generation: sqliteGeneration(sqlite, statements.writesRun),
    close: async () => {
      await checkpointer.close();
      await db.destroy();
    },
  };
}

const provider: MigrationProvider = {
  getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations),
};

/**
 * Orders migrations run in the same millisecond by name, as kysely's default localeCompare does
 * for their names (each starts with its own four-digit number; a test checks the two agree), but
 * without ICU's collation, whose first use cost the API's start some 20 ms (issue 18).
 */
export const byMigrationName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const migratorOf = (db: Kysely<Database>) => new Migrator({ db, provider, nameComparator: byMigrationName });

/**
 * The names of the migrations that ran, in the order kysely's Migrator puts them (by when they
 * ran, then by name), read from its table; null when the table cannot be read (a new database,
 * or one that does not answer), which the Migrator then handles. The Migrator first lists every
 * table and its columns to learn whether its own exist: some 10 ms of each start (issue 18).
 */
async function executedMigrations(db: Kysely<Database>): Promise<string[] | null> {
  try {
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${sql.table(
      DEFAULT_MIGRATION_TABLE,
    )}`.execute(db);
    const time = (timestamp: string) => new Date(timestamp).getTime();
    return rows
      .sort((a, b) =>
        a.timestamp === b.timestamp ? byMigrationName(a.name, b.name) : time(a.timestamp) - time(b.timestamp),
      )
      .map((row) => row.name);
  } catch {
    return null;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<number> {
  // Every migration ran, in order: what the Migrator would find, without its look at every table.
  const known = Object.keys(migrations).sort();
  const executed = await executedMigrations(db);
  if (executed?.length === known.length && executed.every((name, index) => name === known[index])) {
    return known.length;
  }
  const migrator = migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt).length;
}

export async function appliedMigrationCount(db: Kysely<Database>): Promise<number> {
  const executed = await executedMigrations(db);
  if (executed) return executed.filter((name) => Object.hasOwn(migrations, name)).length;
  const migrator = migratorOf(db);
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt).length;
}
