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

/**
 * A user's QIP services with their subscription status (ordered active, notoverdue, then the
 * rest) and the paid subscription rows behind them.
 */
export async function centersWithStatus(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ centers: UserCenter[]; products: SubscriptionProduct[] }> {
  const rows = await db
    .selectFrom('center_users')
    .innerJoin('centers', 'centers.id', 'center_users.center_id')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select([
      'centers.id',
      'centers.name',
      'centers.service_cat_id',
      'centers.has_qip',
      'centers.trial_ends_at',
      'center_users.role',
      'subscriptions.id as subscription_id',
      'subscriptions.status',
      'subscriptions.product_name',
      'subscriptions.amount_cents',
      'subscriptions.interval',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.canceled_at',
    ])
    .where('center_users.user_id', '=', userId)
    .where('centers.has_qip', '=', 1)
    .execute();

  const centers: UserCenter[] = [];
  const products: SubscriptionProduct[] = [];
  for (const row of rows) {
    const subscription = subscriptionFromRow(row);
    const result = computeServiceStatus({ trialEndsAt: row.trial_ends_at, subscription }, now);
    centers.push({
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
    });
    if (subscription && row.subscription_id) {
      products.push({
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
      });
    }
  }
  return { centers: orderServicesByStatus(centers), products };
}
