// Plans, prices, test cards and invoice arithmetic (accounts-billing spec sections 1 and 9): the
// facts the pricing screens and the API's billing provider share.
import { MINIMUM_COMMITMENT_MONTHS, PLANS, type PlanId, type PlanVariant } from './constants';

export const BILLING_CURRENCY = 'aud';

/**
 * The price identifiers callers send (`price` of subscribe and change plan). They are the same in
 * both provider modes: with Stripe, each is the `lookup_key` of the Stripe price it names.
 */
export const PRICE_IDS = ['portal_monthly', 'portal_yearly', 'mentoring_monthly', 'mentoring_yearly'] as const;
export type PriceId = (typeof PRICE_IDS)[number];

export type BillingInterval = 'month' | 'year';

/** One price of one plan. */
export interface PlanPrice {
  id: PriceId;
  plan: PlanId;
  variant: PlanVariant;
  /** 'Portal' or 'Portal + Mentoring', as the pricing cards name the plans. */
  planName: string;
  /** 'QIP Portal' or 'QIP Portal + Mentoring', as subscription rows name the product. */
  productName: string;
  interval: BillingInterval;
  /** In cents, GST included. */
  amountCents: number;
  /** Months the first subscription must run before it can end (0: none beyond the period). */
  minimumCommitmentMonths: number;
}

const VARIANT_INTERVAL: Readonly<Record<PlanVariant, BillingInterval>> = { monthly: 'month', yearly: 'year' };

function planPrice(plan: PlanId, variant: PlanVariant): PlanPrice {
  const facts = PLANS[plan];
  return {
    id: `${plan}_${variant}`,
    plan,
    variant,
    planName: facts.name,
    productName: facts.productName,
    interval: VARIANT_INTERVAL[variant],
    amountCents: facts[variant] * 100,
    minimumCommitmentMonths: variant === 'monthly' ? MINIMUM_COMMITMENT_MONTHS : 0,
  };
}

/** Every price, Portal first, monthly before yearly. */
export const PLAN_PRICES: readonly PlanPrice[] = [
  planPrice('portal', 'monthly'),
  planPrice('portal', 'yearly'),
  planPrice('mentoring', 'monthly'),
  planPrice('mentoring', 'yearly'),
];

export function priceById(id: string): PlanPrice | undefined {
  return PLAN_PRICES.find((price) => price.id === id);
}

export function priceOf(plan: PlanId, variant: PlanVariant): PlanPrice {
  const price = PLAN_PRICES.find((candidate) => candidate.plan === plan && candidate.variant === variant);
  if (!price) throw new Error(`no price for ${plan} ${variant}`);
  return price;
}

/**
 * '$97', '$1,997', '$12.50': an amount in cents as the pricing cards show it; with `alwaysCents`
 * as an invoice shows amounts ('$97.00').
 */
export function formatAud(cents: number, options: { alwaysCents?: boolean } = {}): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-AU', {
    minimumFractionDigits: options.alwaysCents || !Number.isInteger(dollars) ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
}

/** The GST in a GST-inclusive total: one eleventh (10% on top of the price), to the nearest cent. */
export function gstOfTotal(totalCents: number): number {
  return Math.round(totalCents / 11);
}

/**
 * The date `count` billing periods after the anchor, as Stripe bills: whole calendar months (or
 * years) from the anchor, clamped to the end of a shorter month (31 January, then 28 February,
 * then 31 March).
 */
export function addBillingPeriods(anchor: Date, interval: BillingInterval, count: number): Date {
  const months = interval === 'year' ? 12 * count : count;
  const target = new Date(anchor.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(anchor.getUTCDate(), lastDay));
  return target;
}

/** The end of the period that contains `after`, counting whole periods from the anchor. */
export function periodEndAfter(anchor: Date, interval: BillingInterval, after: Date): Date {
  let count = 1;
  let end = addBillingPeriods(anchor, interval, count);
  while (end.getTime() <= after.getTime()) {
    count += 1;
    end = addBillingPeriods(anchor, interval, count);
  }
  return end;
}

/** When the minimum commitment of a subscription started at `startedAt` ends (null: none). */
export function commitmentEndsAt(price: PlanPrice, startedAt: Date): Date | null {
  if (price.minimumCommitmentMonths === 0) return null;
  return addBillingPeriods(startedAt, 'month', price.minimumCommitmentMonths);
}

/**
 * When a cancellation asked for now takes effect: the end of the current period, or, inside a
 * monthly plan's minimum commitment, the end of the commitment (spec section 1: 'Minimum 6
 * month commitment'). The service stays active until then.
 */
export function cancellationTakesEffect(
  price: PlanPrice,
  subscription: { startedAt: Date; currentPeriodEnd: Date },
): Date {
  const commitmentEnd = commitmentEndsAt(price, subscription.startedAt);
  if (commitmentEnd && commitmentEnd.getTime() > subscription.currentPeriodEnd.getTime()) return commitmentEnd;
  return subscription.currentPeriodEnd;
}

/**
 * What a change of price mid-period adds to the next invoice (negative: a credit), as Stripe
 * prorates: the new price for the unused part of the period less the old price for it.
 */
export function prorationCents(
  change: { fromCents: number; toCents: number },
  period: { start: Date; end: Date },
  at: Date,
): number {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0) return 0;
  const unused = Math.min(Math.max(period.end.getTime() - at.getTime(), 0), length) / length;
  return Math.round((change.toCents - change.fromCents) * unused);
}

/**
 * Stripe's test tokens for its test card numbers: in local test mode the card form sends the
 * token of the number typed (never the number) with the expiry; the token says how the card
 * behaves.
 */
export const TEST_CARD_TOKENS = [
  'tok_visa',
  'tok_chargeDeclined',
  'tok_chargeDeclinedInsufficientFunds',
  'tok_chargeCustomerFail',
] as const;
export type TestCardToken = (typeof TEST_CARD_TOKENS)[number];

export interface TestCard {
  number: string;
  token: TestCardToken;
  brand: 'visa';
  last4: string;
  /** What happens: attaching refuses a declined card; 'fails_on_charge' attaches, then every charge fails. */
  outcome: 'succeeds' | 'declined' | 'insufficient_funds' | 'fails_on_charge';
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', token: 'tok_visa', brand: 'visa', last4: '4242', outcome: 'succeeds' },
  { number: '4000000000000002', token: 'tok_chargeDeclined', brand: 'visa', last4: '0002', outcome: 'declined' },
  {
    number: '4000000000009995',
    token: 'tok_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    last4: '9995',
    outcome: 'insufficient_funds',
  },
  {
    number: '4000000000000341',
    token: 'tok_chargeCustomerFail',
    brand: 'visa',
    last4: '0341',
    outcome: 'fails_on_charge',
  },
];

/** The test card a typed number is (spaces and dashes ignored), or undefined for any other number. */
export function testCardOfNumber(typed: string): TestCard | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

export function testCardOfToken(token: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.token === token);
}

/** The card messages callers show, in Stripe's words. */
export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  /** Local test mode takes only Stripe's test card numbers, as Stripe's test mode does. */
  notATestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
} as const;
