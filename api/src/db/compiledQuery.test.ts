import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { compiledQuery, firstRow } from './compiledQuery';

interface Db {
  t: { n: number; name: string };
}

describe('queries compiled once', () => {
  const open = () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec("create table t (n integer, name text); insert into t values (1, 'one'), (2, 'two'), (3, 'three')");
    return new Kysely<Db>({ dialect: new SqliteDialect({ database: sqlite }) });
  };

  const above = compiledQuery((db: Kysely<Db>, n: number, not: string) =>
    db.selectFrom('t').select('name').where('n', '>', n).where('name', '!=', not).where('n', '<', 10).orderBy('n'),
  );

  it("runs with each call's arguments, keeping the query's own values", async () => {
    const db = open();
    expect((await above(db, 1, 'two')).rows).toEqual([{ name: 'three' }]);
    expect((await above(db, 0, 'three')).rows).toEqual([{ name: 'one' }, { name: 'two' }]);
    expect(await firstRow(above(db, 3, ''))).toBeUndefined();
  });

  it('serves a transaction of the database', async () => {
    const db = open();
    const names = await db.transaction().execute(async (trx) => (await above(trx, 2, '')).rows);
    expect(names).toEqual([{ name: 'three' }]);
  });

  it('refuses a query that does not take an argument as a parameter', async () => {
    const db = open();
    const changed = compiledQuery((db: Kysely<Db>, n: number) =>
      db
        .selectFrom('t')
        .select('name')
        .where('n', '>', n + 1),
    );
    await expect(changed(db, 1)).rejects.toThrow('takes each argument as a parameter');
  });
});
