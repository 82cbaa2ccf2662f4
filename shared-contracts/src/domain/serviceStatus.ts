import { OVERDUE_BANDS } from './constants';

/** The subscription state of a service as the portal acts on it (accounts-billing spec section 4). */
export type ServiceStatus = 'active' | 'overdue' | 'notoverdue' | 'resubscribe' | 'subscribe';

/** Subscription statuses of the payment provider (Stripe's names). */
export type ProviderSubscriptionStatus =
  'active' | 'trialing' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'unpaid' | 'canceled';

export const PAYMENT_PROBLEM_STATUSES: readonly ProviderSubscriptionStatus[] = [
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
];

export interface ServiceSubscriptionFacts {
  /** When the free trial ends (ISO date-time), or null when the service never had one. */
  trialEndsAt: string | null;
  /** The paid subscription, or null when the service has none. */
  subscription: {
    status: ProviderSubscriptionStatus;
    currentPeriodStart: string;
    currentPeriodEnd: string;
  } | null;
}

/**
 * The columns of a centre's `subscriptions` row that the status depends on, as the API reads them
 * through a left join: all null when the centre has no paid subscription.
 */
export interface StoredSubscriptionColumns {
  status: string | null;
  current_period_start: string | null;
  current_period_end: string | null;
}

/**
 * The `subscription` input of computeServiceStatus from a stored row: null unless the row has a
 * status and both period dates. One mapping for every place that reads subscriptions.
 */
export function subscriptionFromRow(row: StoredSubscriptionColumns): ServiceSubscriptionFacts['subscription'] {
  if (!row.status || !row.current_period_start || !row.current_period_end) return null;
  return {
    // Stored as the payment provider named it.
    status: row.status as ProviderSubscriptionStatus,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
  };
}

export interface ServiceStatusResult {
  status: ServiceStatus;
  /**
   * Days the service stays usable: remaining trial days, days left in the paid period, or the
   * grace days left after a recent failed payment. Positive means the service can be selected.
   */
  diffTime: number;
  hasSub: boolean;
  /** Selecting this service sends the user to update their payment method first. */
  redirectPaymentFailed: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to`, counted up: 1 while any part of the last day remains. */
export function daysUntil(to: Date, from: Date): number {
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // never -0
}

/** Whole days elapsed since `since`, counted down: 6 days 23 hours is 6 days. */
export function daysSince(since: Date, now: Date): number {
  return Math.floor((now.getTime() - since.getTime()) / DAY_MS);
}

/**
 * The rules of accounts-billing spec section 4, computed once for the API and the shell:
 * - active: a paid subscription that is active, or no paid subscription and the trial not over;
 * - notoverdue: a payment problem less than 7 days old;
 * - overdue: a payment problem 7 to 30 days old;
 * - resubscribe: a payment problem more than 30 days old, or a cancelled subscription;
 * - subscribe: no paid subscription and the trial over.
 * The age of a payment problem is counted from the start of the unpaid period.
 */
export function computeServiceStatus(facts: ServiceSubscriptionFacts, now: Date): ServiceStatusResult {
  const { subscription } = facts;

  if (!subscription) {
    const diffTime = facts.trialEndsAt ? daysUntil(new Date(facts.trialEndsAt), now) : 0;
    return {
      status: diffTime > 0 ? 'active' : 'subscribe',
      diffTime,
      hasSub: false,
      redirectPaymentFailed: false,
    };
  }

  if (subscription.status === 'canceled') {
    const left = daysUntil(new Date(subscription.currentPeriodEnd), now);
    return {
      status: 'resubscribe',
      diffTime: Math.min(0, left),
      hasSub: true,
      redirectPaymentFailed: false,
    };
  }

  if (PAYMENT_PROBLEM_STATUSES.includes(subscription.status)) {
    const age = daysSince(new Date(subscription.currentPeriodStart), now);
    const graceLeft = OVERDUE_BANDS.overdueFromDays - age;
    if (age < OVERDUE_BANDS.overdueFromDays) {
      return { status: 'notoverdue', diffTime: graceLeft, hasSub: true, redirectPaymentFailed: true };
    }
    return {
      status: age <= OVERDUE_BANDS.overdueUntilDays ? 'overdue' : 'resubscribe',
      diffTime: graceLeft,
      hasSub: true,
      redirectPaymentFailed: false,
    };
  }

  // Active or trialing at the provider: usable, even when a renewal is a little late.
  const left = daysUntil(new Date(subscription.currentPeriodEnd), now);
  return { status: 'active', diffTime: Math.max(1, left), hasSub: true, redirectPaymentFailed: false };
}

const STATUS_ORDER: Readonly<Record<ServiceStatus, number>> = {
  active: 0,
  notoverdue: 1,
  overdue: 2,
  resubscribe: 2,
  subscribe: 2,
};

/** Services ordered active, then notoverdue, then the rest; by name within each group. */
export function orderServicesByStatus<T extends { status: ServiceStatus; name: string }>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.name.localeCompare(b.name));
}

/**
 * The service to work on: the remembered one while it is still usable (diffTime > 0), else the
 * first usable one, else the first one.
 */
export function selectService<T extends { id: string; diffTime: number }>(
  services: readonly T[],
  rememberedId: string | null | undefined,
): T | null {
  const remembered = services.find((service) => service.id === rememberedId);
  if (remembered && remembered.diffTime > 0) return remembered;
  return services.find((service) => service.diffTime > 0) ?? services[0] ?? null;
}
