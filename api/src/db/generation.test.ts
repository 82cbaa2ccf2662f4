import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { createUnchangedCache, sqliteGeneration } from './generation';
import { withStatementCache, type CountedSqliteDatabase } from './statementCache';

describe("SQLite's generation", () => {
  let folder: string;
  let sqlite: SQLite.Database;
  let other: SQLite.Database;
  let statements: CountedSqliteDatabase;
  let db: Kysely<{ t: { n: number } }>;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-generation-'));
    const file = path.join(folder, 'db.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (n integer); insert into t values (1)');
    other = new SQLite(file);
    // The API's own connection, as it runs its queries: Kysely over the statement cache.
    statements = withStatementCache(sqlite);
    db = new Kysely({ dialect: new SqliteDialect({ database: statements }) });
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('stays the same while the data is only read', async () => {
    const generation = sqliteGeneration(sqlite, statements.writesRun);
    const before = generation();
    await db.selectFrom('t').selectAll().execute();
    other.prepare('select * from t').all();
    expect(generation()).toBe(before);
  });

  it('moves on with a change by its own connection, even one not yet committed', async () => {
    const generation = sqliteGeneration(sqlite, statements.writesRun);
    const before = generation();
    let during: string | null = null;
    await db.transaction().execute(async (trx) => {
      await sql`update t set n = 2`.execute(trx);
      during = generation();
    });
    expect(during).not.toBe(before);
    expect(generation()).toBe(during);
  });

  it('moves on with a commit by another connection (another process)', () => {
    const generation = sqliteGeneration(sqlite, statements.writesRun);
    const before = generation();
    other.exec('insert into t values (3)');
    expect(generation()).not.toBe(before);
  });
});

describe('values kept while the database is unchanged', () => {
  it('gives the kept value at the same generation and loads again at another', async () => {
    const cache = createUnchangedCache<{ n: number } | undefined>(10);
    const load = jest.fn<Promise<{ n: number } | undefined>, []>();
    load.mockResolvedValueOnce({ n: 1 }).mockResolvedValueOnce({ n: 2 });
    expect(await cache.get('a', '1:1', load)).toEqual({ n: 1 });
    expect(await cache.get('a', '1:1', load)).toEqual({ n: 1 });
    expect(await cache.get('a', '2:1', load)).toEqual({ n: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps an undefined (nothing found) as well', async () => {
    const cache = createUnchangedCache<string | undefined>(10);
    const load = jest.fn(() => Promise.resolve<string | undefined>(undefined));
    await cache.get('missing', '1:1', load);
    expect(await cache.get('missing', '1:1', load)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing without a generation, nor a failed load', async () => {
    const cache = createUnchangedCache<string>(10);
    const load = jest.fn(() => Promise.resolve('read'));
    await cache.get('a', null, load);
    await cache.get('a', null, load);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get('b', '1:1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', '1:1', load)).toBe('read');
  });

  it('keeps each key apart', async () => {
    const cache = createUnchangedCache<string>(10);
    await cache.get('a', '1:1', () => Promise.resolve('A'));
    expect(await cache.get('b', '1:1', () => Promise.resolve('B'))).toBe('B');
    expect(await cache.get('a', '1:1', () => Promise.resolve('other'))).toBe('A');
  });
});
