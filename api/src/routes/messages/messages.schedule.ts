import type { FastifyInstance } from 'fastify';
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
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    runTrialEndingNotices({ db: app.db, log: app.log, portalOrigin: options.portalOrigin }, options.now()).catch(
      (error: unknown) => app.log.error({ err: error }, 'the trial-ending notices failed'),
    );
  };
  app.addHook('onReady', () => {
    timer = setInterval(tick, TICK_MS);
    // The schedule never keeps a stopping process alive.
    timer.unref();
    tick();
  });
  app.addHook('onClose', () => clearInterval(timer));
}
