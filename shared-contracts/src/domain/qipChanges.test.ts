import { qipChangeRefusal } from './qipChanges';
import { computeServiceStatus } from './serviceStatus';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const statusOf = (facts: Parameters<typeof computeServiceStatus>[0]) => computeServiceStatus(facts, NOW);
const paid = (status: 'active' | 'past_due' | 'canceled', periodStartDays: number) =>
  statusOf({
    trialEndsAt: at(-200),
    subscription: { status, currentPeriodStart: at(periodStartDays), currentPeriodEnd: at(periodStartDays + 30) },
  });

describe('qipChangeRefusal', () => {
  it('lets a live trial and a paid subscription change their QIP', () => {
    expect(qipChangeRefusal(statusOf({ trialEndsAt: at(20), subscription: null }))).toBeNull();
    expect(qipChangeRefusal(paid('active', -10))).toBeNull();
  });

  it('sends a service whose payment just failed to update the payment method', () => {
    expect(qipChangeRefusal(paid('past_due', -3))).toEqual({
      reason: 'payment-failed',
      message:
        'The payment for this service failed. Please update the payment method (/qip/update-payment-method) to continue.',
      redirect: '/qip/update-payment-method',
    });
  });

  it.each([
    ['an ended trial', statusOf({ trialEndsAt: at(-5), subscription: null })],
    ['a service that never had a trial', statusOf({ trialEndsAt: null, subscription: null })],
    ['a payment that failed 12 days ago', paid('past_due', -12)],
    ['a cancelled subscription', paid('canceled', -40)],
  ])('sends %s to the pricing plans', (_name, status) => {
    expect(qipChangeRefusal(status)).toEqual({
      reason: 'ended',
      message:
        'The free trial or subscription of this service has ended. Please choose a plan (/qip/pricing-plans) to continue.',
      redirect: '/qip/pricing-plans',
    });
  });

  it('checks the failed payment before the days left', () => {
    expect(qipChangeRefusal({ redirectPaymentFailed: true, diffTime: 0 })?.reason).toBe('payment-failed');
  });
});
