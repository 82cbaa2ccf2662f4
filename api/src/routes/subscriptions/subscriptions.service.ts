import {
  computeServiceStatus,
  orderServicesByStatus,
  subscriptionFromRow,
  type SubscriptionProduct,
  type UserCenter,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { subscriptionClock } from '../../billing/clock';
import { ddMmYyyy } from '../../lib/time';
import { toSubscriptionProduct } from '../../shared/subscriptionProduct';
import { userCentersWithSubscription, type UserCenterRow } from './subscriptions.repository';

/** A centre as the service switcher lists it, with its subscription status. */
function toUserCenter(row: UserCenterRow, now: Date): UserCenter {
  const result = computeServiceStatus({ trialEndsAt: row.trial_ends_at, subscription: subscriptionFromRow(row) }, now);
  return {
    id: row.id,
    name: row.name,
    status: result.status,
    hasSub: result.hasSub,
    has_qip: row.has_qip === 1,
    serviceCatId: row.service_cat_id,
    diffTime: result.diffTime,
    redirectPaymentFailed: result.redirectPaymentFailed,
    role: row.role,
    trialEndDate: ddMmYyyy(row.trial_ends_at),
    subscriptionEndDate: ddMmYyyy(row.current_period_end),
  };
}

/**
 * A user's QIP services with their subscription status (ordered active, notoverdue, then the
 * rest) and the paid subscription rows behind them.
 */
export async function centersWithStatus(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ centers: UserCenter[]; products: SubscriptionProduct[] }> {
  const rows = await userCentersWithSubscription(db, userId);
  const products = rows
    .map((row) => toSubscriptionProduct({ ...row, center_id: row.id, center_name: row.name }))
    .filter((product): product is SubscriptionProduct => product !== null);
  const at = await subscriptionClock(db, now);
  return { centers: orderServicesByStatus(rows.map((row) => toUserCenter(row, at))), products };
}
