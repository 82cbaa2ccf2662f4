import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/schedule';
import { runTrialEndingNotices } from './messages.trialEnding';

const TICK_MS = 10 * 60 * 1000;

/**
 * Checks every ten minutes whether today's trial-ending notices are due; the first process to
 * claim the day sends them, so starting this in every API process is safe.
 */
export function scheduleTrialEndingNotices(
  app: FastifyInstance,
  options: { now: () => Date; portalOrigin: string },
): void {
  runEvery(app, TICK_MS, () => {
    runTrialEndingNotices({ db: app.db, log: app.log, portalOrigin: options.portalOrigin }, options.now()).catch(
      (error: unknown) => app.log.error({ err: error }, 'the trial-ending notices failed'),
    );
  });
}
