import {
  computeServiceStatus,
  orderServicesByStatus,
  subscriptionFromRow,
  type SubscriptionProduct,
  type UserCenter,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ddMmYyyy, unixSeconds } from '../../lib/time';
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

/** The paid subscription behind a centre in the payment provider's shape, or null without one. */
function toProduct(row: UserCenterRow): SubscriptionProduct | null {
  const subscription = subscriptionFromRow(row);
  if (!subscription || !row.subscription_id) return null;
  return {
    center_id: row.id,
    center_name: row.name,
    product: row.product_name ?? '',
    subscription: {
      id: row.subscription_id,
      status: subscription.status,
      plan: { amount: row.amount_cents ?? 0, interval: row.interval === 'year' ? 'year' : 'month' },
      current_period_start: unixSeconds(subscription.currentPeriodStart),
      current_period_end: unixSeconds(subscription.currentPeriodEnd),
      canceled_at: row.canceled_at ? unixSeconds(row.canceled_at) : null,
    },
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
  const products = rows.map(toProduct).filter((product): product is SubscriptionProduct => product !== null);
  return { centers: orderServicesByStatus(rows.map((row) => toUserCenter(row, now))), products };
}
