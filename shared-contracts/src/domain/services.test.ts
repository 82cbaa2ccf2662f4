import {
  canOpenService,
  isLiveSubscription,
  serviceRemovalRefusal,
  subscriptionTypeLabel,
  type ServiceRemovalFacts,
} from './services';

const removable: ServiceRemovalFacts = {
  role: 'admin',
  subscriptionStatus: null,
  cancelPending: false,
  accountServices: 2,
};

describe('isLiveSubscription', () => {
  it('is live while the provider still runs or collects it', () => {
    for (const status of ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'] as const) {
      expect(isLiveSubscription(status)).toBe(true);
    }
  });

  it('is not live once ended, or without a subscription', () => {
    expect(isLiveSubscription('canceled')).toBe(false);
    expect(isLiveSubscription('incomplete_expired')).toBe(false);
    expect(isLiveSubscription(null)).toBe(false);
  });
});

describe('serviceRemovalRefusal', () => {
  it('lets an administrator remove a service on a trial, or whose subscription has ended', () => {
    expect(serviceRemovalRefusal(removable)).toBeNull();
    expect(serviceRemovalRefusal({ ...removable, subscriptionStatus: 'canceled' })).toBeNull();
  });

  it('refuses members', () => {
    expect(serviceRemovalRefusal({ ...removable, role: 'member' })).toBe('adminOnly');
  });

  it('asks to cancel a live subscription first, also when its payment failed', () => {
    expect(serviceRemovalRefusal({ ...removable, subscriptionStatus: 'active' })).toBe('liveSubscription');
    expect(serviceRemovalRefusal({ ...removable, subscriptionStatus: 'past_due' })).toBe('liveSubscription');
  });

  it('waits for a cancelled subscription that still runs to end', () => {
    expect(serviceRemovalRefusal({ ...removable, subscriptionStatus: 'active', cancelPending: true })).toBe(
      'cancellationPending',
    );
  });

  it("never removes the account's last service", () => {
    expect(serviceRemovalRefusal({ ...removable, accountServices: 1 })).toBe('lastService');
  });
});

describe('subscriptionTypeLabel', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const none = { priceId: null, productName: null, hasSubscription: false, trialEndsAt: null };

  it("names the plan and how it is billed, or the provider's product", () => {
    expect(subscriptionTypeLabel({ ...none, hasSubscription: true, priceId: 'mentoring_yearly' }, now)).toBe(
      'Portal + Mentoring, yearly',
    );
    expect(subscriptionTypeLabel({ ...none, hasSubscription: true, priceId: 'portal_monthly' }, now)).toBe(
      'Portal, monthly',
    );
    expect(subscriptionTypeLabel({ ...none, hasSubscription: true, productName: 'Legacy plan' }, now)).toBe(
      'Legacy plan',
    );
  });

  it('says a trial runs or has ended, and when there is neither', () => {
    expect(subscriptionTypeLabel({ ...none, trialEndsAt: '2026-06-10T00:00:00Z' }, now)).toBe('Free trial');
    expect(subscriptionTypeLabel({ ...none, trialEndsAt: '2026-05-10T00:00:00Z' }, now)).toBe('Trial ended');
    expect(subscriptionTypeLabel(none, now)).toBe('No subscription');
  });
});

describe('canOpenService', () => {
  it('opens a usable service only', () => {
    expect(canOpenService('active')).toBe(true);
    expect(canOpenService('notoverdue')).toBe(true);
    expect(canOpenService('overdue')).toBe(false);
    expect(canOpenService('resubscribe')).toBe(false);
    expect(canOpenService('subscribe')).toBe(false);
  });
});
