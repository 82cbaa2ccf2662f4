import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Scheduled jobs (the daily task digest, the local billing provider's renewals): each run of a
// job for a period is claimed first, so of several API processes only one runs it.

/** Claims a job's run for a period: true for the one process whose row went in first. */
export async function claimJobRun(
  db: Kysely<Database>,
  job: string,
  period: string,
  claimedBy: string,
  claimedAt: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('scheduled_job_runs')
    .values({ job, period, claimed_by: claimedBy, claimed_at: claimedAt, finished_at: null, outcome: null })
    .onConflict((conflict) => conflict.columns(['job', 'period']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function finishJobRun(
  db: Kysely<Database>,
  job: string,
  period: string,
  finishedAt: string,
  outcome: string,
): Promise<void> {
  await db
    .updateTable('scheduled_job_runs')
    .set({ finished_at: finishedAt, outcome })
    .where('job', '=', job)
    .where('period', '=', period)
    .execute();
}
