import type { ProviderSubscriptionStatus, ServiceStatus } from './serviceStatus';
import { priceById } from './billing';

/** What the services list says about removing a service (the spec is silent; these are ours). */
export const SERVICE_REMOVAL_MESSAGES = {
  liveSubscription:
    'This service has a live subscription. Please cancel its subscription first, then remove the service.',
  cancellationPending:
    'The subscription of this service is cancelled but still running. You can remove the service once it has ended.',
  lastService: "This is your account's only service, so it cannot be removed.",
  adminOnly: 'Only an administrator of this service can remove it.',
  removed: 'The service has been removed.',
} as const;

export type ServiceRemovalRefusal = keyof Omit<typeof SERVICE_REMOVAL_MESSAGES, 'removed'>;

/** Provider statuses after which nothing more is charged or owed: the subscription has ended. */
const ENDED: readonly ProviderSubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/**
 * Whether a service's subscription still runs at the payment provider: anything but ended
 * (active, trialing, or a payment problem the provider still tries to collect).
 */
export function isLiveSubscription(status: ProviderSubscriptionStatus | null): boolean {
  return status !== null && !ENDED.includes(status);
}

export interface ServiceRemovalFacts {
  role: 'admin' | 'member';
  /** The provider status of its paid subscription, or null when it has none. */
  subscriptionStatus: ProviderSubscriptionStatus | null;
  /** A cancellation is pending (it takes effect at the end of the period or commitment). */
  cancelPending: boolean;
  /** How many services the account has, this one included. */
  accountServices: number;
}

/**
 * Why a service cannot be removed now, or null when it can: only its administrators remove it,
 * never the account's last service, and never while its subscription still runs (cancel first;
 * a cancelled one that still runs until its end date waits for that date).
 */
export function serviceRemovalRefusal(facts: ServiceRemovalFacts): ServiceRemovalRefusal | null {
  if (facts.role !== 'admin') return 'adminOnly';
  if (isLiveSubscription(facts.subscriptionStatus)) {
    return facts.cancelPending ? 'cancellationPending' : 'liveSubscription';
  }
  if (facts.accountServices <= 1) return 'lastService';
  return null;
}

/**
 * The subscription type a service card shows: the plan and how it is billed ('Portal + Mentoring,
 * yearly'), the provider's product name for a plan made elsewhere, else 'Free trial' while the
 * trial runs, 'Trial ended' after it and 'No subscription' without either.
 */
export function subscriptionTypeLabel(
  facts: { priceId: string | null; productName: string | null; hasSubscription: boolean; trialEndsAt: string | null },
  now: Date,
): string {
  if (facts.hasSubscription) {
    const price = facts.priceId ? priceById(facts.priceId) : undefined;
    if (price) return `${price.planName}, ${price.variant}`;
    return facts.productName || 'Paid subscription';
  }
  if (!facts.trialEndsAt) return 'No subscription';
  return new Date(facts.trialEndsAt).getTime() > now.getTime() ? 'Free trial' : 'Trial ended';
}

/** A service's status as its card in the services list names it. */
export const SERVICE_STATUS_LABELS: Readonly<Record<ServiceStatus, string>> = {
  active: 'Active',
  notoverdue: 'Payment failed',
  overdue: 'Payment overdue',
  resubscribe: 'Cancelled',
  subscribe: 'Trial ended',
};

/**
 * Whether a service can be opened (its tasks, its details): the shell selects only a usable
 * service (active, or a payment failed less than 7 days ago), as the switcher does.
 */
export function canOpenService(status: ServiceStatus): boolean {
  return status === 'active' || status === 'notoverdue';
}
