import type { Database as SqliteHandle } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/**
 * The database's generation: a text that stays the same only while no data changes, by this
 * process or any other. Null when it cannot be told (the statement failed): then nothing kept is
 * used. PostgreSQL has none.
 */
export type Generation = () => string | null;

/**
 * SQLite's generation: the writes this connection has run so far (`writesRun`, counted as Kysely
 * runs them, committed or not) and the data version, which moves whenever another connection
 * (another process, a command-line tool) commits. A change rolled back moves it on too: only
 * ever one read too many. The writes are counted in JS rather than read with `total_changes()`,
 * a second statement on every request (issue 18; measured with the lazy request logger, see
 * http/lazyRequestLogger.ts).
 */
export function sqliteGeneration(sqlite: SqliteHandle, writesRun: () => number): Generation {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return () => {
    try {
      return `${writesRun()}:${String(dataVersion.get())}`;
    } catch {
      return null;
    }
  };
}

export interface UnchangedCache<Value> {
  /**
   * The value kept for `key` at `generation`, or `load`'s, kept at that generation. The
   * generation must be read before the value is loaded, so a change made meanwhile is never
   * hidden: it moves the generation past the one the value is kept at. Null keeps nothing.
   */
  get(key: string, generation: string | null, load: () => Promise<Value>): Promise<Value>;
}

/** Values read from the database, kept while its generation stays the same. Failed loads are not kept. */
export function createUnchangedCache<Value>(maxEntries: number): UnchangedCache<Value> {
  const kept = new LRUCache<string, { generation: string; value: Value }>({ max: maxEntries });
  return {
    async get(key, generation, load) {
      if (generation === null) return load();
      const known = kept.get(key);
      if (known?.generation === generation) return known.value;
      const value = await load();
      kept.set(key, { generation, value });
      return value;
    },
  };
}

/**
 * One cache per database for a use (by its Kysely instance), so that apps on different databases
 * (the tests') never share values.
 */
export function unchangedCachePerDatabase<Value>(maxEntries: number) {
  const caches = new WeakMap<object, UnchangedCache<Value>>();
  return (db: object): UnchangedCache<Value> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = createUnchangedCache<Value>(maxEntries);
      caches.set(db, cache);
    }
    return cache;
  };
}
