import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createUnchangedCache, sqliteGeneration } from './generation';

describe("SQLite's generation", () => {
  let folder: string;
  let sqlite: SQLite.Database;
  let other: SQLite.Database;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-generation-'));
    const file = path.join(folder, 'db.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('create table t (n integer); insert into t values (1)');
    other = new SQLite(file);
  });
  afterEach(() => {
    other.close();
    sqlite.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('stays the same while the data is only read', () => {
    const generation = sqliteGeneration(sqlite);
    const before = generation();
    sqlite.prepare('select * from t').all();
    other.prepare('select * from t').all();
    expect(generation()).toBe(before);
  });

  it('moves on with a change by its own connection, even one not yet committed', () => {
    const generation = sqliteGeneration(sqlite);
    const before = generation();
    sqlite.exec('begin; update t set n = 2');
    const during = generation();
    sqlite.exec('commit');
    expect(during).not.toBe(before);
    expect(generation()).toBe(during);
  });

  it('moves on with a commit by another connection (another process)', () => {
    const generation = sqliteGeneration(sqlite);
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
