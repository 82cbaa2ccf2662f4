import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the API sends (an `in (…)` list of another length is another text). */
const KEPT_STATEMENTS = 1000;

/** The SQLite database as Kysely uses it, with the writes it has run counted. */
export interface CountedSqliteDatabase extends SqliteDatabase {
  /**
   * How many statements that change data (not read-only) Kysely has run on this connection,
   * committed or not: Kysely runs each statement as soon as it has prepared it
   * (kysely's sqlite-driver), so one given out is one run. For the database's generation.
   */
  readonly writesRun: () => number;
}

/**
 * The SQLite database as Kysely uses it, with each query text's prepared statement kept and used
 * again: Kysely prepares every query anew, and preparing cost as much as running the short
 * queries of a request (a user by id: 59 µs prepared each time, 18 µs reused). The least recently
 * used are forgotten past KEPT_STATEMENTS. A statement still being read (an open iterator) is
 * busy, so a query of the same text meanwhile gets a statement of its own.
 */
export function withStatementCache(sqlite: SqliteHandle, limit = KEPT_STATEMENTS): CountedSqliteDatabase {
  const kept = new Map<string, Statement>();
  let writes = 0;
  const givenOut = (statement: Statement) => {
    if (!statement.readonly) writes += 1;
    return statement;
  };
  return {
    close: () => sqlite.close(),
    writesRun: () => writes,
    prepare(sql: string) {
      const known = kept.get(sql);
      if (known && !known.busy) {
        // Most recently used last, so the first is the one to forget.
        kept.delete(sql);
        kept.set(sql, known);
        return givenOut(known);
      }
      const statement = sqlite.prepare(sql);
      if (known) return givenOut(statement);
      kept.set(sql, statement);
      if (kept.size > limit) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      return givenOut(statement);
    },
  };
}
