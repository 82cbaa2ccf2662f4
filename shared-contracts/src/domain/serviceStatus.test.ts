import {
  computeServiceStatus,
  orderServicesByStatus,
  selectService,
  subscriptionFromRow,
  type ServiceSubscriptionFacts,
} from './serviceStatus';

const NOW = new Date('2026-11-21T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs).toISOString();
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();

const failedPayment = (
  daysSinceStart: number,
  status: 'past_due' | 'unpaid' | 'incomplete' | 'incomplete_expired' = 'past_due',
): ServiceSubscriptionFacts => ({
  trialEndsAt: daysAgo(200),
  subscription: { status, currentPeriodStart: daysAgo(daysSinceStart), currentPeriodEnd: inDays(30 - daysSinceStart) },
});

describe('computeServiceStatus (accounts-billing spec section 4)', () => {
  it.each([
    [0, 'notoverdue'],
    [6, 'notoverdue'],
    [7, 'overdue'],
    [30, 'overdue'],
    [31, 'resubscribe'],
    [90, 'resubscribe'],
  ])('a payment problem %i days old is %s', (days, status) => {
    expect(computeServiceStatus(failedPayment(days), NOW).status).toBe(status);
  });

  it('counts whole days: 6 days and 23 hours is still under 7 days', () => {
    const facts: ServiceSubscriptionFacts = {
      trialEndsAt: null,
      subscription: {
        status: 'past_due',
        currentPeriodStart: daysAgo(6, 23 * 60 * 60 * 1000),
        currentPeriodEnd: inDays(23),
      },
    };
    expect(computeServiceStatus(facts, NOW).status).toBe('notoverdue');
  });

  it.each(['incomplete', 'incomplete_expired', 'past_due', 'unpaid'] as const)(
    'treats %s as a payment problem',
    (status) => {
      expect(computeServiceStatus(failedPayment(10, status), NOW).status).toBe('overdue');
    },
  );

  it('keeps a recently failed service usable for the rest of its 7 grace days, and flags it', () => {
    expect(computeServiceStatus(failedPayment(3), NOW)).toEqual({
      status: 'notoverdue',
      diffTime: 4,
      hasSub: true,
      redirectPaymentFailed: true,
    });
    expect(computeServiceStatus(failedPayment(7), NOW).diffTime).toBe(0);
  });

  it('an active paid subscription is active, with the days left in its period', () => {
    const facts: ServiceSubscriptionFacts = {
      trialEndsAt: daysAgo(100),
      subscription: { status: 'active', currentPeriodStart: daysAgo(10), currentPeriodEnd: inDays(20) },
    };
    expect(computeServiceStatus(facts, NOW)).toEqual({
      status: 'active',
      diffTime: 20,
      hasSub: true,
      redirectPaymentFailed: false,
    });
  });

  it('a cancelled subscription is resubscribe, whatever its age', () => {
    const facts: ServiceSubscriptionFacts = {
      trialEndsAt: null,
      subscription: { status: 'canceled', currentPeriodStart: daysAgo(2), currentPeriodEnd: daysAgo(1) },
    };
    expect(computeServiceStatus(facts, NOW)).toMatchObject({ status: 'resubscribe', hasSub: true });
    expect(computeServiceStatus(facts, NOW).diffTime).toBeLessThanOrEqual(0);
  });

  it('a trial with days left is active, diffTime being the days left', () => {
    expect(computeServiceStatus({ trialEndsAt: inDays(20), subscription: null }, NOW)).toEqual({
      status: 'active',
      diffTime: 20,
      hasSub: false,
      redirectPaymentFailed: false,
    });
  });

  it('a trial ending later today is active on its last day (diffTime 1)', () => {
    const laterToday = new Date(NOW.getTime() + 5 * 60 * 60 * 1000).toISOString();
    expect(computeServiceStatus({ trialEndsAt: laterToday, subscription: null }, NOW)).toMatchObject({
      status: 'active',
      diffTime: 1,
    });
  });

  it('a trial that ended earlier today needs a subscription (diffTime 0)', () => {
    const earlierToday = new Date(NOW.getTime() - 60 * 1000).toISOString();
    expect(computeServiceStatus({ trialEndsAt: earlierToday, subscription: null }, NOW)).toMatchObject({
      status: 'subscribe',
      diffTime: 0,
    });
  });

  it('a trial that ended days ago needs a subscription', () => {
    expect(computeServiceStatus({ trialEndsAt: daysAgo(5), subscription: null }, NOW)).toMatchObject({
      status: 'subscribe',
      diffTime: -5,
    });
  });
});

describe('subscriptionFromRow', () => {
  const row = { status: 'past_due', current_period_start: daysAgo(3), current_period_end: inDays(27) };

  it('turns a stored subscription into the subscription facts computeServiceStatus reads', () => {
    expect(subscriptionFromRow(row)).toEqual({
      status: 'past_due',
      currentPeriodStart: row.current_period_start,
      currentPeriodEnd: row.current_period_end,
    });
    expect(computeServiceStatus({ trialEndsAt: null, subscription: subscriptionFromRow(row) }, NOW)).toMatchObject({
      status: 'notoverdue',
      hasSub: true,
    });
  });

  it('is null for a centre without a subscription (a left join of nothing)', () => {
    expect(subscriptionFromRow({ status: null, current_period_start: null, current_period_end: null })).toBeNull();
  });

  it.each(['status', 'current_period_start', 'current_period_end'] as const)(
    'is null when the row has no %s',
    (column) => {
      expect(subscriptionFromRow({ ...row, [column]: null })).toBeNull();
    },
  );
});

describe('orderServicesByStatus', () => {
  it('puts active first, then notoverdue, then the rest, by name within each', () => {
    const services = [
      { name: 'Glebe', status: 'overdue' as const },
      { name: 'Marrickville', status: 'notoverdue' as const },
      { name: 'Paddington', status: 'active' as const },
      { name: 'Balmain', status: 'subscribe' as const },
      { name: 'Newtown', status: 'active' as const },
      { name: 'Leichhardt', status: 'resubscribe' as const },
    ];
    expect(orderServicesByStatus(services).map((service) => service.name)).toEqual([
      'Newtown',
      'Paddington',
      'Marrickville',
      'Balmain',
      'Glebe',
      'Leichhardt',
    ]);
  });
});

describe('selectService', () => {
  const services = [
    { id: 'a', diffTime: 0 },
    { id: 'b', diffTime: 12 },
    { id: 'c', diffTime: 3 },
  ];

  it('keeps the remembered service while it is still usable', () => {
    expect(selectService(services, 'c')?.id).toBe('c');
  });

  it('falls back to the first usable one when the remembered one is not', () => {
    expect(selectService(services, 'a')?.id).toBe('b');
    expect(selectService(services, 'gone')?.id).toBe('b');
    expect(selectService(services, null)?.id).toBe('b');
  });

  it('takes the first service when none is usable, and nothing when there are none', () => {
    expect(
      selectService(
        [
          { id: 'x', diffTime: -3 },
          { id: 'y', diffTime: 0 },
        ],
        null,
      )?.id,
    ).toBe('x');
    expect(selectService([], 'x')).toBeNull();
  });
});
