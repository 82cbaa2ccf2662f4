import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countHit, deleteEndedCounters } from './counters.repository';

/** How often one process sweeps away ended windows. */
const SWEEP_EVERY_MS = 60_000;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A @fastify/rate-limit store kept in the database, so that several API processes on one
 * database share their counts: a limit reached through one holds in all of them.
 */
export function databaseStore(db: Kysely<Database>, now: () => Date): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = at.getTime();
      await deleteEndedCounters(db, at);
    }
    const counter = await countHit(db, key, at, windowMs);
    return { current: counter.hits, ttl: Math.max(0, new Date(counter.resets_at).getTime() - at.getTime()) };
  }

  return class DatabaseStore implements FastifyRateLimitStore {
    /** The plugin passes the rule's window (in ms) after the callback. */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      if (timeWindow === undefined) {
        callback(new Error('The rate-limit store needs the time window of the limit.'));
        return;
      }
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Counters are keyed by rule and subject, so every route shares this one store. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
