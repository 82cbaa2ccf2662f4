import {
  calendarDateIn,
  formatInstantDate,
  PATHS,
  PORTAL_TIME_ZONE,
  TRIAL_ENDING_NOTICE_DAYS,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { addDays, isoNow } from '../../lib/time';
import { claimJobRun, finishJobRun } from '../../shared/jobRuns.repository';
import { sendNotice, type Notice } from '../../shared/inbox';
import { accountAdministrators } from '../../shared/users.repository';
import { trialsEndingBetween, type EndingTrial } from './messages.repository';

// The trial-ending notice (beyond the spec): when a service's free trial ends in 7 days or less,
// its account's administrators find a message from 'QIP Portal' in their inbox, once per trial.
// The daily run is claimed (one API process runs it), and so is each trial's notice (a trial
// ending within the window is told once, whichever day's run sees it first).

export const TRIAL_ENDING_JOB = 'trial-ending-notice';

export interface TrialEndingDeps {
  db: Kysely<Database>;
  log: { error(details: object, message: string): void };
  /** The portal's address for the link to the plans. */
  portalOrigin: string;
}

export type TrialEndingOutcome = { claimed: false; day: string } | { claimed: true; day: string; notices: number };

export function trialEndingNotice(trial: EndingTrial, portalOrigin: string): Notice {
  const endsOn = formatInstantDate(trial.trial_ends_at);
  return {
    subject: `The free trial of ${trial.center_name} ends on ${endsOn}`,
    paragraphs: [
      `The free trial of ${trial.center_name} ends on ${endsOn}.`,
      'Choose a plan before then to keep working on your QIP and SAT without a break.',
    ],
    link: { href: `${portalOrigin}${PATHS.pricingPlans}`, text: 'Choose a plan' },
  };
}

/** Today's run (today in the portal's time zone), unless another process already claimed it. */
export async function runTrialEndingNotices(deps: TrialEndingDeps, now: Date): Promise<TrialEndingOutcome> {
  const day = calendarDateIn(now, PORTAL_TIME_ZONE);
  if (!(await claimJobRun(deps.db, TRIAL_ENDING_JOB, day, newId(), isoNow(now)))) return { claimed: false, day };
  const trials = await trialsEndingBetween(deps.db, isoNow(now), isoNow(addDays(now, TRIAL_ENDING_NOTICE_DAYS)));
  let notices = 0;
  for (const trial of trials) {
    // Once per trial: a trial moved to a new end date is a new trial.
    const period = `${trial.center_id}@${trial.trial_ends_at}`;
    if (!(await claimJobRun(deps.db, `${TRIAL_ENDING_JOB}:trial`, period, newId(), isoNow(now)))) continue;
    const admins = await accountAdministrators(deps.db, trial.account_id);
    await sendNotice(
      deps,
      admins.map((admin) => admin.id),
      trialEndingNotice(trial, deps.portalOrigin),
      now,
    );
    await finishJobRun(deps.db, `${TRIAL_ENDING_JOB}:trial`, period, isoNow(now), `${admins.length} notice(s)`);
    notices += admins.length;
  }
  await finishJobRun(deps.db, TRIAL_ENDING_JOB, day, isoNow(now), `${notices} notice(s)`);
  return { claimed: true, day, notices };
}
