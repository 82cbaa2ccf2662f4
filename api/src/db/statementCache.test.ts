import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withStatementCache } from './statementCache';

describe('prepared statements kept by their text', () => {
  const open = (limit?: number) => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    return withStatementCache(sqlite, limit);
  };

  it('gives the same statement for the same text, and it answers each time', () => {
    const db = open();
    const first = db.prepare('select n from t where n > ?');
    expect(db.prepare('select n from t where n > ?')).toBe(first);
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(first.all([2])).toEqual([{ n: 3 }]);
  });

  it('gives a statement of its own while the kept one is still being read', () => {
    const db = open();
    const reading = db.prepare('select n from t');
    const rows = reading.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = db.prepare('select n from t');
    expect(meanwhile).not.toBe(reading);
    expect(meanwhile.all([])).toHaveLength(3);
    expect(rows.return?.().done).toBe(true);
    expect(db.prepare('select n from t')).toBe(reading);
  });

  it('forgets the least recently used past its limit', () => {
    const db = open(2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('counts the statements that change data as Kysely runs them, kept or not', async () => {
    const statements = open();
    const db = new Kysely<{ t: { n: number } }>({ dialect: new SqliteDialect({ database: statements }) });
    await db.selectFrom('t').select('n').execute();
    expect(statements.writesRun()).toBe(0);
    await db.insertInto('t').values({ n: 4 }).execute();
    await db.insertInto('t').values({ n: 5 }).execute();
    await db.transaction().execute((trx) => trx.updateTable('t').set({ n: 6 }).where('n', '=', 5).execute());
    // Two inserts (the second from a kept statement) and an update; begin and commit change nothing.
    expect(statements.writesRun()).toBe(3);
    expect(await db.selectFrom('t').select('n').where('n', '=', 6).execute()).toEqual([{ n: 6 }]);
    await db.destroy();
  });
});
