import type { Compilable, CompiledQuery, DialectAdapter, Kysely, QueryResult } from 'kysely';

/** Where an argument goes in a query compiled once: each marker is its own object, never a real value. */
class Marker {
  constructor(readonly argument: number) {}
}

interface Template {
  query: CompiledQuery;
  /** Each parameter: the argument it takes (a Marker) or a value the query always has. */
  parameters: readonly unknown[];
}

/**
 * A hot query built with the query builder once per dialect and then run with each call's
 * arguments: building and compiling a query cost as much as SQLite running it (issue 18). `build`
 * must pass each argument to the builder as a value, as it is (not in a list of varying length,
 * nor changed); the first call checks that every argument became a parameter. The same
 * template serves a Kysely instance and its transactions (they share the dialect's adapter).
 */
export function compiledQuery<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...args: Args) => Promise<QueryResult<Row>> {
  const templates = new WeakMap<DialectAdapter, Template>();
  const templateOf = (db: Kysely<DB>): Template => {
    const adapter = db.getExecutor().adapter;
    const known = templates.get(adapter);
    if (known) return known;
    const markers = Array.from({ length: build.length - 1 }, (_, argument) => new Marker(argument));
    const query = build(db, ...(markers as unknown as Args)).compile();
    const used = new Set(query.parameters.filter((value) => value instanceof Marker));
    if (used.size !== markers.length) {
      throw new Error(`A compiled query takes each argument as a parameter as it is: ${query.sql}`);
    }
    const template = { query, parameters: query.parameters };
    templates.set(adapter, template);
    return template;
  };
  return async (db, ...args) => {
    const { query, parameters } = templateOf(db);
    const values = parameters.map((value) => (value instanceof Marker ? args[value.argument] : value));
    return await db.executeQuery<Row>({ ...query, parameters: values });
  };
}

/** The first row of a compiled query, or undefined. */
export async function firstRow<Row>(result: Promise<QueryResult<Row>>): Promise<Row | undefined> {
  return (await result).rows[0];
}
