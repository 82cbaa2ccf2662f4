import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

// Every row of every table, to prove a refused call changed nothing.

/**
 * Tables whose rows may change on a refused call, because counting refusals is their job (a
 * rate limiter's counters). A table listed here is left out of the comparison, so list only
 * such tables.
 */
export const TABLES_THAT_MAY_CHANGE: ReadonlySet<string> = new Set<string>(['rate_limit_counters']);

/** Each table's rows, as sorted JSON lines. */
export type DatabaseSnapshot = Map<string, string[]>;

export async function snapshotDatabase(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const tables = (await db.introspection.getTables()).filter((table) => !TABLES_THAT_MAY_CHANGE.has(table.name));
  const snapshot: DatabaseSnapshot = new Map();
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    snapshot.set(table.name, rows.map((row) => JSON.stringify(row)).sort());
  }
  return snapshot;
}

/** What changed between two snapshots, one line per table ('' when nothing did). */
export function changesBetween(before: DatabaseSnapshot, after: DatabaseSnapshot): string {
  const lines: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set(before.get(table) ?? []);
    const is = new Set(after.get(table) ?? []);
    const added = [...is].filter((row) => !was.has(row));
    const removed = [...was].filter((row) => !is.has(row));
    if (added.length || removed.length) {
      lines.push(
        `table ${table}: ${added.length} row(s) added or changed, ${removed.length} removed or changed` +
          `${added[0] ? `; now ${added[0].slice(0, 300)}` : ''}${removed[0] ? `; was ${removed[0].slice(0, 300)}` : ''}`,
      );
    }
  }
  if (lines.length) {
    lines.push(
      'If a table legitimately changes on a refused call (a rate limiter counting it), add it to ' +
        'TABLES_THAT_MAY_CHANGE in api/test/gates/snapshot.ts.',
    );
  }
  return lines.join('\n');
}
