// How the billing screens show a service's subscription (accounts-billing spec section 4,
// 'Subscription row display'; section 9: cost is amount/100 with the interval, dates DD/MM/YYYY).
import { PLANS } from './constants';
import { formatInstantDate } from './dates';
import { formatAud, priceById, priceOf, type BillingInterval, type PlanPrice } from './billing';
import { PAYMENT_PROBLEM_STATUSES, type ProviderSubscriptionStatus } from './serviceStatus';

/** The facts of a subscription row the display reads (the provider's shape: cents, unix seconds). */
export interface SubscriptionRowFacts {
  product: string;
  subscription: {
    status: ProviderSubscriptionStatus;
    plan: { amount: number; interval: BillingInterval };
    current_period_end: number;
    canceled_at: number | null;
    cancel_at: number | null;
    price_id: string | null;
  };
}

export type SubscriptionRowState = 'failed' | 'canceled' | 'active';

export const SUBSCRIPTION_ROW_LABELS: Readonly<Record<SubscriptionRowState, string>> = {
  failed: 'Payment failed',
  canceled: 'Canceled',
  active: 'Next payment',
};

export interface SubscriptionRowView {
  state: SubscriptionRowState;
  /** 'Payment failed', 'Canceled' or 'Next payment'. */
  label: string;
  /** The date beside the label, unix seconds: the period's end, or when it was cancelled. */
  date: number;
  /** A cancellation waits for the end of the period (or of the minimum): it can be undone. */
  cancelling: boolean;
  /**
   * The row's button: 'review' (payment details) when a failed payment's period has passed;
   * 'upgrade' for a Portal plan or 'downgrade' otherwise while the period runs; else none.
   */
  action: 'review' | 'upgrade' | 'downgrade' | null;
}

export function isPaymentProblem(status: ProviderSubscriptionStatus): boolean {
  return PAYMENT_PROBLEM_STATUSES.includes(status);
}

/** A Portal (not Portal + Mentoring) plan: its price when known, else its product name. */
export function isPortalPlan(row: SubscriptionRowFacts): boolean {
  const price = row.subscription.price_id ? priceById(row.subscription.price_id) : undefined;
  return price ? price.plan === 'portal' : row.product === PLANS.portal.productName;
}

/**
 * The row as the subscription details show it. A cancellation that has not taken effect shows
 * as Canceled with the day it was asked for (the spec's 'Canceled with canceled date'); the
 * service stays active until `cancel_at`.
 */
export function subscriptionRowView(row: SubscriptionRowFacts, now: Date): SubscriptionRowView {
  const { subscription } = row;
  const cancelling = subscription.status !== 'canceled' && subscription.cancel_at !== null;
  const state: SubscriptionRowState = isPaymentProblem(subscription.status)
    ? 'failed'
    : subscription.status === 'canceled' || cancelling
      ? 'canceled'
      : 'active';
  const date =
    state === 'canceled'
      ? (subscription.canceled_at ?? subscription.current_period_end)
      : subscription.current_period_end;
  const periodPassed = now.getTime() >= subscription.current_period_end * 1000;
  let action: SubscriptionRowView['action'] = null;
  if (periodPassed) action = state === 'failed' ? 'review' : null;
  else if (state !== 'canceled') action = isPortalPlan(row) ? 'upgrade' : 'downgrade';
  return { state, label: SUBSCRIPTION_ROW_LABELS[state], date, cancelling, action };
}

/** The rows the service list shows: a subscription that has ended is hidden. */
export function visibleSubscriptionRows<T extends SubscriptionRowFacts>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.subscription.status !== 'canceled');
}

/** '$97/month', '$1,997/year': a plan's cost as the billing screens show it. */
export function formatPlanCost(amountCents: number, interval: BillingInterval): string {
  return `${formatAud(amountCents)}/${interval}`;
}

/** The price an upgrade (Portal + Mentoring) or downgrade (Portal) moves to: same billing period. */
export function planChangePrice(
  row: { subscription: { plan: { interval: BillingInterval } } },
  direction: 'upgrade' | 'downgrade',
): PlanPrice {
  return priceOf(
    direction === 'upgrade' ? 'mentoring' : 'portal',
    row.subscription.plan.interval === 'year' ? 'yearly' : 'monthly',
  );
}

/** A provider time (unix seconds) as DD/MM/YYYY in the portal's time zone. */
export function formatUnixDate(seconds: number): string {
  return formatInstantDate(new Date(seconds * 1000).toISOString());
}

/** A trial's last day: today plus the days it has left (the service's diffTime). */
export function trialEndDate(now: Date, daysLeft: number): Date {
  return new Date(now.getTime() + daysLeft * 24 * 60 * 60 * 1000);
}
