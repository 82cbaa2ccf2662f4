import { EventEmitter } from 'node:events';
import { LiveChangeEventSchema, type LiveChangeEvent } from '@qip/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Client } from 'pg';
import type { Database } from '../../db/schema';
import {
  insertLiveChange,
  latestLiveChangeId,
  liveChangesAfter,
  notifyLiveChange,
  pruneLiveChanges,
  type NewLiveChange,
} from './liveChanges.repository';

/** The PostgreSQL channel every API process LISTENs on; a notification carries one change. */
export const LIVE_CHANNEL = 'qip_live_changes';
/** How often a process forgets changes older than a day (when it publishes one). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;
/** The LISTEN connection's reconnect delays: doubled from the first up to the last. */
const RECONNECT_MS = { first: 500, max: 15_000 };

export type LiveListener = (change: LiveChangeEvent) => void;

/**
 * Where a change to a centre's data goes: stored (for catching up), then to every watcher of the
 * centre in every API process. With SQLite there is one process, and the change is handed over in
 * process; with PostgreSQL each process keeps one connection that LISTENs, and a change is
 * announced with NOTIFY (carrying the change itself, a few hundred bytes), so it reaches the
 * watchers connected to any process, the one that made it included.
 */
export interface LiveHub {
  publish(change: NewLiveChange): Promise<void>;
  /**
   * Stores a change with the write's own transaction where change ids follow commits (SQLite: one
   * writer at a time), so it costs no commit of its own; `told` then tells its watchers once the
   * transaction committed. Null on PostgreSQL, where an id taken inside a transaction may commit
   * after a greater one (a kept reply keyed by the greater would miss it): publish after the commit.
   */
  storeWith(trx: Kysely<Database>, change: NewLiveChange): Promise<LiveChangeEvent | null>;
  told(stored: LiveChangeEvent): Promise<void>;
  /** Calls the listener with each change of the centre from now on; answers how to stop. */
  subscribe(centerId: string, listener: LiveListener): () => void;
  /** How many watchers this process has (for tests and shutdown). */
  watcherCount(): number;
  close(): Promise<void>;
}

interface HubOptions {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** PostgreSQL's connection string: fan out through LISTEN/NOTIFY. Without it, in process. */
  connectionString?: string;
}

export async function createLiveHub(options: HubOptions): Promise<LiveHub> {
  const { db, now, log } = options;
  const watchers = new EventEmitter();
  watchers.setMaxListeners(0);
  let watcherCount = 0;
  let prunedAt = 0;
  const deliver = (change: LiveChangeEvent) => watchers.emit(change.centerId, change);

  const listener = options.connectionString ? await listenForChanges(options.connectionString, db, deliver, log) : null;

  async function prune(at: Date) {
    if (at.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at.getTime();
    await pruneLiveChanges(db, at);
  }

  return {
    async publish(change) {
      const at = now();
      const stored = await insertLiveChange(db, change, at);
      if (listener) {
        await notifyLiveChange(db, LIVE_CHANNEL, stored);
      } else {
        deliver(stored);
      }
      await prune(at);
    },
    async storeWith(trx, change) {
      return listener ? null : insertLiveChange(trx, change, now());
    },
    async told(stored) {
      deliver(stored);
      await prune(now());
    },
    subscribe(centerId, onChange) {
      watchers.on(centerId, onChange);
      watcherCount += 1;
      return () => {
        watchers.off(centerId, onChange);
        watcherCount -= 1;
      };
    },
    watcherCount: () => watcherCount,
    async close() {
      watchers.removeAllListeners();
      await listener?.close();
    },
  };
}

/**
 * One connection that LISTENs for changes and hands each to `deliver`. When it drops it comes
 * back by itself and first delivers what was stored meanwhile (by id), so no change is lost.
 */
async function listenForChanges(
  connectionString: string,
  db: Kysely<Database>,
  deliver: (change: LiveChangeEvent) => void,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  let lastSeen = await latestLiveChangeId(db);
  let client: Client | null = null;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let retry: ReturnType<typeof setTimeout> | null = null;

  // Every notification is delivered: two changes may commit out of id order. The highest id
  // seen is where a reconnect catches up from.
  const receive = (change: LiveChangeEvent) => {
    lastSeen = Math.max(lastSeen, change.id);
    deliver(change);
  };

  async function connect(): Promise<void> {
    // pg is loaded when PostgreSQL is used, not at every start (see openDatabase).
    const { default: pg } = await import('pg');
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const parsed = LiveChangeEventSchema.safeParse(JSON.parse(message.payload));
      if (parsed.success) receive(parsed.data);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'The live changes connection to PostgreSQL failed; reconnecting');
      drop(next);
    });
    next.on('end', () => drop(next));
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
    delay = RECONNECT_MS.first;
  }

  function drop(failed: Client) {
    if (client !== failed && client !== null) return;
    client = null;
    failed.removeAllListeners('notification');
    void failed.end().catch(() => undefined);
    if (!closed && !retry) scheduleReconnect();
  }

  function scheduleReconnect() {
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      connect()
        // What was stored while the connection was down.
        .then(() => liveChangesAfter(db, lastSeen))
        .then((missed) => missed.forEach(receive))
        .catch((error: unknown) => {
          log.warn({ err: error }, 'The live changes connection to PostgreSQL is still down');
          delay = Math.min(delay * 2, RECONNECT_MS.max);
          if (!closed && !client && !retry) scheduleReconnect();
        });
    }, delay);
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end();
    },
  };
}
