import {
  addCalendarDays,
  calendarDateIn,
  PORTAL_TIME_ZONE,
  TASK_DIGEST_DAYS_AHEAD,
  type Task,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { Mailer } from '../../plugins/mail/mailer';
import { taskDigestMail } from './tasks.mail';
import { claimJobRun, finishJobRun, openTasksDueBy, taskOfRow, type DigestRow } from './tasks.repository';

// The daily digest (beyond the spec): each person with open tasks that are overdue or due in the
// next days gets one mail a day. Several API processes may run the schedule; the run for a day
// is claimed by inserting its row, so exactly one process sends.

export const TASK_DIGEST_JOB = 'task-digest';

export interface DigestDeps {
  db: Kysely<Database>;
  mail: Mailer;
  log: { error(details: object, message: string): void };
  /** The portal's address for the links in the mails. */
  portalOrigin: string;
}

export type DigestOutcome =
  { claimed: false; day: string } | { claimed: true; day: string; mails: number; failed: number };

interface Recipient {
  name: string;
  email: string;
  overdue: Task[];
  dueSoon: Task[];
}

function byAssignee(rows: readonly DigestRow[], today: string): Recipient[] {
  const recipients = new Map<string, Recipient>();
  for (const row of rows) {
    if (!row.assignee_id || !row.assignee_email) continue;
    const recipient = recipients.get(row.assignee_id) ?? {
      name: row.assignee_name ?? '',
      email: row.assignee_email,
      overdue: [],
      dueSoon: [],
    };
    (row.task_due < today ? recipient.overdue : recipient.dueSoon).push(taskOfRow(row));
    recipients.set(row.assignee_id, recipient);
  }
  return [...recipients.values()];
}

/**
 * Sends today's digest (today in the portal's time zone) unless another run already claimed
 * it. Exported so the schedule and the tests trigger the same thing.
 */
export async function runDailyTaskDigest(deps: DigestDeps, now: Date): Promise<DigestOutcome> {
  const today = calendarDateIn(now, PORTAL_TIME_ZONE);
  if (!(await claimJobRun(deps.db, TASK_DIGEST_JOB, today, newId(), isoNow(now)))) {
    return { claimed: false, day: today };
  }
  const rows = await openTasksDueBy(deps.db, addCalendarDays(today, TASK_DIGEST_DAYS_AHEAD));
  let mails = 0;
  let failed = 0;
  for (const recipient of byAssignee(rows, today)) {
    try {
      await deps.mail.send(taskDigestMail(recipient, recipient, deps.portalOrigin));
      mails += 1;
    } catch (error) {
      failed += 1;
      deps.log.error({ err: error }, 'a task digest could not be mailed');
    }
  }
  await finishJobRun(deps.db, TASK_DIGEST_JOB, today, isoNow(), `${mails} mail(s), ${failed} failed`);
  return { claimed: true, day: today, mails, failed };
}
