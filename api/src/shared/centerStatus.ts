import { computeServiceStatus, subscriptionFromRow, type ServiceStatusResult } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { subscriptionClock } from '../billing/clock';
import type { Database } from '../db/schema';
import { findStatusFacts, type StatusFacts } from './centerStatus.repository';

export type CenterStatus = ServiceStatusResult & { hasQip: boolean };

/** A centre's subscription status now (accounts-billing spec section 4), and whether it has the QIP. */
export async function centerStatus(db: Kysely<Database>, centerId: string, now: Date): Promise<CenterStatus> {
  const row = await findStatusFacts(db, centerId);
  return statusOf(row, await subscriptionClock(db, now));
}

/** A centre's status from its facts, at the subscription clock's time (read already). */
export function statusOf(row: StatusFacts, clock: Date): CenterStatus {
  const status = computeServiceStatus(
    { trialEndsAt: row.trial_ends_at, subscription: subscriptionFromRow(row) },
    clock,
  );
  return { ...status, hasQip: row.has_qip === 1 };
}
