import type { FastifyInstance } from 'fastify';

/** How long after the app is ready a scheduled job first runs. */
export const FIRST_RUN_AFTER_MS = 1000;

/**
 * Runs `tick` every `everyMs` while the app is up, the first time a second after it is ready
 * rather than as it starts listening: no job is due to the second, and the first runs (time-zone
 * arithmetic, whose first use loads ICU's data, and each job's claim in the database) delayed the
 * API's first reply by some 30 ms (issue 18). The timers never keep a stopping process alive.
 */
export function runEvery(app: FastifyInstance, everyMs: number, tick: () => void): void {
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook('onReady', () => {
    first = setTimeout(tick, FIRST_RUN_AFTER_MS).unref();
    every = setInterval(tick, everyMs).unref();
  });
  app.addHook('onClose', () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
