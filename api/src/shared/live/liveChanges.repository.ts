import { DataEntitySchema, type DataEntity, type LiveChangeEvent } from '@qip/shared-contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { compiledQuery, firstRow } from '../../db/compiledQuery';
import type { Database, LiveChangesTable } from '../../db/schema';

/** How long changes are kept for a reconnecting portal to catch up (older: it resyncs). */
export const LIVE_CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;
/** At most this many missed changes are sent on a reconnect; with more, the portal resyncs. */
export const LIVE_CATCH_UP_LIMIT = 500;

/** A change as a route announces it. */
export interface NewLiveChange {
  centerId: string;
  entity: DataEntity;
  by: { id: string; name: string };
  summary: string | null;
}

export function toLiveChangeEvent(row: Selectable<LiveChangesTable>): LiveChangeEvent {
  return {
    id: row.id,
    centerId: row.center_id,
    entity: DataEntitySchema.parse(row.entity),
    by: { id: row.user_id, name: row.user_name },
    at: row.created_at,
    summary: row.summary,
  };
}

/** Every write announces a change: compiled once. */
const insertChange = compiledQuery(
  (
    db: Kysely<Database>,
    centerId: string,
    entity: string,
    userId: string,
    userName: string,
    summary: string | null,
    createdAt: string,
  ) =>
    db
      .insertInto('live_changes')
      .values({
        center_id: centerId,
        entity,
        user_id: userId,
        user_name: userName,
        summary,
        created_at: createdAt,
      })
      .returningAll(),
);

export async function insertLiveChange(
  db: Kysely<Database>,
  change: NewLiveChange,
  now: Date,
): Promise<LiveChangeEvent> {
  const { centerId, entity, by, summary } = change;
  const row = await firstRow(insertChange(db, centerId, entity, by.id, by.name, summary, now.toISOString()));
  if (!row) throw new Error('A live change was not stored');
  return toLiveChangeEvent(row);
}

/** Changes of any centre after the id, oldest first (a LISTEN connection that was down catches up). */
export async function liveChangesAfter(db: Kysely<Database>, afterId: number): Promise<LiveChangeEvent[]> {
  const rows = await db.selectFrom('live_changes').selectAll().where('id', '>', afterId).orderBy('id').execute();
  return rows.map(toLiveChangeEvent);
}

/**
 * What a portal that last saw change `afterId` missed of the centre, oldest first; 'resync'
 * when that cannot be told (changes since were pruned, too many, or the id is of another database).
 */
export async function missedLiveChanges(
  db: Kysely<Database>,
  centerId: string,
  afterId: number,
): Promise<LiveChangeEvent[] | 'resync'> {
  const bounds = await db
    .selectFrom('live_changes')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .executeTakeFirst();
  const first = bounds?.first ?? null;
  const last = bounds?.last ?? null;
  if (last === null) return afterId === 0 ? [] : 'resync';
  if (afterId > Number(last) || afterId + 1 < Number(first)) return 'resync';
  const rows = await db
    .selectFrom('live_changes')
    .selectAll()
    .where('center_id', '=', centerId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(LIVE_CATCH_UP_LIMIT + 1)
    .execute();
  return rows.length > LIVE_CATCH_UP_LIMIT ? 'resync' : rows.map(toLiveChangeEvent);
}

/** The id of the latest change (0 with none). */
export async function latestLiveChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('live_changes')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** Forgets changes older than a day. */
export async function pruneLiveChanges(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - LIVE_CHANGES_KEPT_MS).toISOString();
  await db.deleteFrom('live_changes').where('created_at', '<', before).execute();
}

/** PostgreSQL: tells every process LISTENing on the channel of the change (committed changes only). */
export async function notifyLiveChange(db: Kysely<Database>, channel: string, change: LiveChangeEvent): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${JSON.stringify(change)})`.execute(db);
}
