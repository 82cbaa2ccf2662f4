import type { FastifyInstance } from 'fastify';
import { newId } from '../../lib/ids';
import { runEvery } from '../../lib/schedule';
import { isoNow } from '../../lib/time';
import { claimJobRun, finishJobRun } from '../../shared/jobRuns.repository';
import type { DueRun } from '../provider';

export const LOCAL_RENEWALS_JOB = 'local-billing-renewals';
const TICK_MS = 10 * 60 * 1000;

/**
 * Runs the local provider's due renewals and cancellations once for the hour: the first API
 * process to claim the hour does it. Null when another process had it, or with Stripe (which
 * renews on its own).
 */
export async function runDueRenewals(app: FastifyInstance, now: Date): Promise<DueRun | null> {
  const testMode = app.billing.testMode;
  if (!testMode) return null;
  const hour = isoNow(now).slice(0, 13);
  if (!(await claimJobRun(app.db, LOCAL_RENEWALS_JOB, hour, newId(), isoNow(now)))) return null;
  const run = await testMode.runDue();
  await finishJobRun(
    app.db,
    LOCAL_RENEWALS_JOB,
    hour,
    isoNow(),
    `${run.renewed} renewed, ${run.failed} failed, ${run.canceled} canceled`,
  );
  return run;
}

/** In local test mode, renewals fall due as real time passes (checked every ten minutes). */
export function scheduleLocalRenewals(app: FastifyInstance, options: { now: () => Date }): void {
  if (!app.billing.testMode) return;
  runEvery(app, TICK_MS, () => {
    runDueRenewals(app, options.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'the local billing renewals failed'),
    );
  });
}
