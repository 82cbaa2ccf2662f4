import {
  addBillingPeriods,
  cancellationTakesEffect,
  commitmentEndsAt,
  formatAud,
  gstOfTotal,
  PLAN_PRICES,
  periodEndAfter,
  priceById,
  priceOf,
  prorationCents,
  testCardOfNumber,
  testCardOfToken,
} from './billing';

const utc = (text: string) => new Date(`${text}T00:00:00.000Z`);

describe('plans and prices', () => {
  it('prices Portal at $97 or $997 and Portal + Mentoring at $197 or $1,997, in cents with GST', () => {
    expect(PLAN_PRICES.map((price) => [price.id, price.amountCents, price.interval])).toEqual([
      ['portal_monthly', 9700, 'month'],
      ['portal_yearly', 99700, 'year'],
      ['mentoring_monthly', 19700, 'month'],
      ['mentoring_yearly', 199700, 'year'],
    ]);
    expect(priceOf('mentoring', 'yearly').productName).toBe('QIP Portal + Mentoring');
    expect(priceById('portal_monthly')?.planName).toBe('Portal');
    expect(priceById('gold')).toBeUndefined();
  });

  it('gives monthly plans a 6-month minimum and yearly plans none', () => {
    expect(priceOf('portal', 'monthly').minimumCommitmentMonths).toBe(6);
    expect(priceOf('portal', 'yearly').minimumCommitmentMonths).toBe(0);
  });

  it('shows amounts as the pricing cards do', () => {
    expect(formatAud(9700)).toBe('$97');
    expect(formatAud(199700)).toBe('$1,997');
    expect(formatAud(1250)).toBe('$12.50');
    expect(formatAud(9700, { alwaysCents: true })).toBe('$97.00');
    expect(formatAud(199700, { alwaysCents: true })).toBe('$1,997.00');
  });
});

describe('GST', () => {
  it('is one eleventh of a GST-inclusive total, to the cent', () => {
    expect(gstOfTotal(9700)).toBe(882);
    expect(gstOfTotal(199700)).toBe(18155);
    expect(gstOfTotal(1100)).toBe(100);
  });
});

describe('billing periods', () => {
  it('counts whole calendar months from the anchor, clamped to shorter months', () => {
    const anchor = utc('2026-01-31');
    expect(addBillingPeriods(anchor, 'month', 1).toISOString().slice(0, 10)).toBe('2026-02-28');
    expect(addBillingPeriods(anchor, 'month', 2).toISOString().slice(0, 10)).toBe('2026-03-31');
    expect(addBillingPeriods(anchor, 'year', 1).toISOString().slice(0, 10)).toBe('2027-01-31');
  });

  it('finds the end of the period containing a date', () => {
    expect(periodEndAfter(utc('2026-01-15'), 'month', utc('2026-03-20')).toISOString().slice(0, 10)).toBe('2026-04-15');
    expect(periodEndAfter(utc('2026-01-15'), 'month', utc('2026-02-15')).toISOString().slice(0, 10)).toBe('2026-03-15');
  });
});

describe('the minimum commitment and cancelling', () => {
  const monthly = priceOf('portal', 'monthly');
  const yearly = priceOf('portal', 'yearly');

  it('ends six months after a monthly subscription started', () => {
    expect(commitmentEndsAt(monthly, utc('2026-01-10'))?.toISOString().slice(0, 10)).toBe('2026-07-10');
    expect(commitmentEndsAt(yearly, utc('2026-01-10'))).toBeNull();
  });

  it('a cancellation inside the commitment ends the plan at the end of the commitment', () => {
    const ends = cancellationTakesEffect(monthly, {
      startedAt: utc('2026-01-10'),
      currentPeriodEnd: utc('2026-03-10'),
    });
    expect(ends.toISOString().slice(0, 10)).toBe('2026-07-10');
  });

  it('a cancellation after the commitment, or of a yearly plan, ends the plan at the end of the period', () => {
    const later = cancellationTakesEffect(monthly, {
      startedAt: utc('2026-01-10'),
      currentPeriodEnd: utc('2026-09-10'),
    });
    expect(later.toISOString().slice(0, 10)).toBe('2026-09-10');
    const year = cancellationTakesEffect(yearly, { startedAt: utc('2026-01-10'), currentPeriodEnd: utc('2027-01-10') });
    expect(year.toISOString().slice(0, 10)).toBe('2027-01-10');
  });
});

describe('proration', () => {
  const period = { start: utc('2026-04-01'), end: utc('2026-05-01') };

  it('charges the difference for the unused part of the period on an upgrade', () => {
    expect(prorationCents({ fromCents: 9700, toCents: 19700 }, period, utc('2026-04-16'))).toBe(5000);
  });

  it('credits the difference on a downgrade, and nothing once the period is over', () => {
    expect(prorationCents({ fromCents: 19700, toCents: 9700 }, period, utc('2026-04-16'))).toBe(-5000);
    expect(prorationCents({ fromCents: 9700, toCents: 19700 }, period, utc('2026-05-02'))).toBe(0);
  });
});

describe("Stripe's test cards", () => {
  it('knows each test number, spaces and all, and nothing else', () => {
    expect(testCardOfNumber('4242 4242 4242 4242')).toMatchObject({ token: 'tok_visa', outcome: 'succeeds' });
    expect(testCardOfNumber('4000 0000 0000 0002')?.outcome).toBe('declined');
    expect(testCardOfNumber('4000-0000-0000-9995')?.outcome).toBe('insufficient_funds');
    expect(testCardOfNumber('4000000000000341')?.outcome).toBe('fails_on_charge');
    expect(testCardOfNumber('4111 1111 1111 1111')).toBeUndefined();
  });

  it('finds a card by its token', () => {
    expect(testCardOfToken('tok_chargeCustomerFail')?.last4).toBe('0341');
    expect(testCardOfToken('tok_amex')).toBeUndefined();
  });
});
