import { computeServiceStatus, subscriptionFromRow, type ServiceStatusResult } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { subscriptionClock } from '../billing/clock';
import type { Database } from '../db/schema';
import { findStatusFacts } from './centerStatus.repository';

/** A centre's subscription status now (accounts-billing spec section 4), and whether it has the QIP. */
export async function centerStatus(
  db: Kysely<Database>,
  centerId: string,
  now: Date,
): Promise<ServiceStatusResult & { hasQip: boolean }> {
  const row = await findStatusFacts(db, centerId);
  const status = computeServiceStatus(
    { trialEndsAt: row.trial_ends_at, subscription: subscriptionFromRow(row) },
    await subscriptionClock(db, now),
  );
  return { ...status, hasQip: row.has_qip === 1 };
}
