import {
  commitmentEndsAt,
  priceById,
  subscriptionFromRow,
  type StoredSubscriptionColumns,
  type SubscriptionProduct,
} from '@qip/shared-contracts';
import { unixSeconds } from '../lib/time';

/** A service's subscription row as the subscription and billing reads select it (null columns when none); its subscription_id is the provider's. */
export interface SubscriptionProductRow extends StoredSubscriptionColumns {
  center_id: string;
  center_name: string;
  subscription_id: string | null;
  product_name: string | null;
  amount_cents: number | null;
  interval: string | null;
  canceled_at: string | null;
  cancel_at: string | null;
  price_id: string | null;
  started_at: string | null;
}

/** The paid subscription behind a service in the payment provider's shape, or null without one. */
export function toSubscriptionProduct(row: SubscriptionProductRow): SubscriptionProduct | null {
  const subscription = subscriptionFromRow(row);
  if (!subscription || !row.subscription_id) return null;
  const price = row.price_id ? priceById(row.price_id) : undefined;
  const commitmentEnd = price && row.started_at ? commitmentEndsAt(price, new Date(row.started_at)) : null;
  return {
    center_id: row.center_id,
    center_name: row.center_name,
    product: row.product_name ?? '',
    subscription: {
      id: row.subscription_id,
      status: subscription.status,
      plan: { amount: row.amount_cents ?? 0, interval: row.interval === 'year' ? 'year' : 'month' },
      current_period_start: unixSeconds(subscription.currentPeriodStart),
      current_period_end: unixSeconds(subscription.currentPeriodEnd),
      canceled_at: row.canceled_at ? unixSeconds(row.canceled_at) : null,
      cancel_at: row.cancel_at ? unixSeconds(row.cancel_at) : null,
      price_id: price?.id ?? null,
      commitment_ends_at: commitmentEnd ? unixSeconds(commitmentEnd.toISOString()) : null,
    },
  };
}
