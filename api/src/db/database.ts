import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import { startCheckpointer } from './checkpointer';
import { migrations } from './migrations';
import type { Database } from './schema';
import { withStatementCache } from './statementCache';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL's connection string (for a dedicated LISTEN connection); undefined on SQLite. */
  connectionString?: string;
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

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => postgresPool(connectionString) }) });
    return { db, dialect: 'postgres', connectionString: options.databaseUrl, close: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'qip.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: the database cannot be
  // corrupted, but a power cut (not a crash of the process) may lose the commits since the last
  // checkpoint (at most about 100 ms: see checkpointer.ts). A write was an fsync each (the answer
  // write: 2% of the throughput of the same bytes from memory).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpointer = startCheckpointer(sqlite, file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.close();
      await db.destroy();
    },
  };
}

const provider: MigrationProvider = {
  getMigrations: (): Promise<Record<string, Migration>> => Promise.resolve(migrations),
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<number> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt).length;
}

export async function appliedMigrationCount(db: Kysely<Database>): Promise<number> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((migration) => migration.executedAt).length;
}
