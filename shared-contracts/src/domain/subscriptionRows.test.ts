import {
  formatPlanCost,
  formatUnixDate,
  planChangePrice,
  subscriptionRowView,
  trialEndDate,
  visibleSubscriptionRows,
  type SubscriptionRowFacts,
} from './subscriptionRows';

const now = new Date('2026-11-23T08:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

function row(
  subscription: Partial<SubscriptionRowFacts['subscription']> = {},
  product = 'QIP Portal',
): SubscriptionRowFacts {
  return {
    product,
    subscription: {
      status: 'active',
      plan: { amount: 9700, interval: 'month' },
      current_period_end: seconds('2026-12-10T00:00:00Z'),
      canceled_at: null,
      cancel_at: null,
      price_id: 'portal_monthly',
      ...subscription,
    },
  };
}

describe('a subscription row', () => {
  it('shows Next payment with the period end, and Upgrade for a Portal plan while the period runs', () => {
    expect(subscriptionRowView(row(), now)).toEqual({
      state: 'active',
      label: 'Next payment',
      date: seconds('2026-12-10T00:00:00Z'),
      cancelling: false,
      action: 'upgrade',
    });
  });

  it('offers Downgrade for Portal + Mentoring (by price, or by product name without one)', () => {
    expect(subscriptionRowView(row({ price_id: 'mentoring_yearly' }), now).action).toBe('downgrade');
    expect(subscriptionRowView(row({ price_id: null }, 'QIP Portal + Mentoring'), now).action).toBe('downgrade');
  });

  it.each(['past_due', 'unpaid', 'incomplete', 'incomplete_expired'] as const)(
    'shows %s as Payment failed with the period end, and Review payment details once the period passed',
    (status) => {
      const passed = subscriptionRowView(row({ status, current_period_end: seconds('2026-11-23T08:00:00Z') }), now);
      expect(passed).toMatchObject({ state: 'failed', label: 'Payment failed', action: 'review' });
      expect(subscriptionRowView(row({ status }), now)).toMatchObject({ label: 'Payment failed', action: 'upgrade' });
    },
  );

  it('gives an active row whose period passed no button', () => {
    expect(subscriptionRowView(row({ current_period_end: seconds('2026-11-01T00:00:00Z') }), now).action).toBeNull();
  });

  it('shows a cancellation waiting for its date as Canceled with the day it was asked for, with no plan change', () => {
    const view = subscriptionRowView(
      row({ canceled_at: seconds('2026-11-20T00:00:00Z'), cancel_at: seconds('2027-03-10T00:00:00Z') }),
      now,
    );
    expect(view).toEqual({
      state: 'canceled',
      label: 'Canceled',
      date: seconds('2026-11-20T00:00:00Z'),
      cancelling: true,
      action: null,
    });
  });

  it('hides subscriptions that have ended', () => {
    const ended = row({ status: 'canceled', canceled_at: seconds('2026-11-01T00:00:00Z') });
    expect(visibleSubscriptionRows([row(), ended])).toEqual([row()]);
  });
});

describe('billing figures', () => {
  it('shows the cost as amount/100 with the interval', () => {
    expect(formatPlanCost(9700, 'month')).toBe('$97/month');
    expect(formatPlanCost(199700, 'year')).toBe('$1,997/year');
  });

  it('upgrades to Portal + Mentoring and downgrades to Portal on the same billing period', () => {
    expect(planChangePrice(row(), 'upgrade').id).toBe('mentoring_monthly');
    expect(planChangePrice(row({ plan: { amount: 199700, interval: 'year' } }), 'downgrade').id).toBe('portal_yearly');
  });

  it('shows provider dates as DD/MM/YYYY in Sydney and counts the trial days from today', () => {
    expect(formatUnixDate(seconds('2026-12-09T14:00:00Z'))).toBe('10/12/2026');
    expect(trialEndDate(now, 20).toISOString()).toBe('2026-12-13T08:00:00.000Z');
  });
});
