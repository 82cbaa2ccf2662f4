import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clockOffsetSeconds } from './local/local.repository';

/**
 * The time a service's subscription status is computed at: now, moved on by the local test
 * clock when it has been moved (never with Stripe, whose clock is not moved here). So after the
 * test clock moves 35 days on, a failed renewal reads as 35 days old everywhere at once.
 */
export async function subscriptionClock(db: Kysely<Database>, now: Date): Promise<Date> {
  return movedClock(now, await clockOffsetSeconds(db));
}

/** Now moved on by the test clock's offset, read already (see subscriptionClock). */
export function movedClock(now: Date, offsetSeconds: number): Date {
  return offsetSeconds === 0 ? now : new Date(now.getTime() + offsetSeconds * 1000);
}
