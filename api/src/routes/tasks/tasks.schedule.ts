import { PORTAL_TIME_ZONE } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/schedule';
import { runDailyTaskDigest } from './tasks.digest';

/** The digest goes out from this hour of the portal's morning (Sydney). */
export const DIGEST_HOUR = 7;
const TICK_MS = 10 * 60 * 1000;

/** The hour it is in the zone at `now`, 0-23. */
function hourIn(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/**
 * Checks every ten minutes whether today's digest is due; the first process to claim the day
 * sends it (see runDailyTaskDigest), so starting this in every API process is safe.
 */
export function scheduleTaskDigest(app: FastifyInstance, options: { now: () => Date; portalOrigin: string }): void {
  runEvery(app, TICK_MS, () => {
    const now = options.now();
    if (hourIn(now, PORTAL_TIME_ZONE) < DIGEST_HOUR) return;
    runDailyTaskDigest({ db: app.db, mail: app.mail, log: app.log, portalOrigin: options.portalOrigin }, now).catch(
      (error: unknown) => app.log.error({ err: error }, 'the daily task digest failed'),
    );
  });
}
