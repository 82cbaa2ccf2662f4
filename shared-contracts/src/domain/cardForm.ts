// The card form's checks (accounts-billing spec section 5): the spec's 'required' messages, and
// for a card typed in local test mode the messages Stripe's card fields give, in Stripe's words.
import { CARD_MESSAGES, testCardOfNumber, type TestCardToken } from './billing';

export const CARD_FORM_MESSAGES = {
  nameRequired: 'Name is required.',
  numberRequired: 'Credit card number is required.',
  expiryRequired: 'CC expiry date is required.',
  cvcRequired: 'CVC is required.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryMonthInvalid: 'Your card’s expiration month is invalid.',
  expiryInPast: 'Your card’s expiration year is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
} as const;

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM/YY' (or 'MM / YY', 'MMYY', 'MM/YYYY') as a month and a four-digit year; null when incomplete. */
export function parseCardExpiry(typed: string): CardExpiry | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, month = '', year = ''] = match;
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/** Whether the card's last month is over at `now` (a card is valid to the end of its month). */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < now.getUTCMonth() + 1);
}

/** Types digits as 'MM/YY': the slash appears after the month. */
export function formatCardExpiryInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Groups a card number's digits in fours, as printed on the card. */
export function formatCardNumberInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export interface LocalCardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type LocalCardField = keyof LocalCardInput;
export type LocalCardErrors = Partial<Record<LocalCardField, string>>;

/** What local test mode sends for a valid card: the test card's token, never its number. */
export interface LocalCardPayload {
  token: TestCardToken;
  exp_month: number;
  exp_year: number;
  billing_name: string;
}

/**
 * Checks a card typed in local test mode: each field's message, or the payload to send. A
 * number that is not one of Stripe's test cards is refused as Stripe's test mode refuses it.
 */
export function checkLocalCard(
  input: LocalCardInput,
  now: Date,
): { ok: true; payload: LocalCardPayload } | { ok: false; errors: LocalCardErrors } {
  const errors: LocalCardErrors = {};
  const name = input.name.trim();
  if (!name) errors.name = CARD_FORM_MESSAGES.nameRequired;

  const digits = input.number.replace(/[\s-]/g, '');
  const card = testCardOfNumber(digits);
  if (!digits) errors.number = CARD_FORM_MESSAGES.numberRequired;
  else if (digits.length < 16 && !card) errors.number = CARD_FORM_MESSAGES.numberIncomplete;
  else if (!card) errors.number = CARD_MESSAGES.notATestCard;

  const expiry = parseCardExpiry(input.expiry);
  if (!input.expiry.trim()) errors.expiry = CARD_FORM_MESSAGES.expiryRequired;
  else if (!expiry) errors.expiry = CARD_FORM_MESSAGES.expiryIncomplete;
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = CARD_FORM_MESSAGES.expiryMonthInvalid;
  else if (isCardExpired(expiry, now)) errors.expiry = CARD_FORM_MESSAGES.expiryInPast;

  const cvc = input.cvc.trim();
  if (!cvc) errors.cvc = CARD_FORM_MESSAGES.cvcRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = CARD_FORM_MESSAGES.cvcIncomplete;

  if (!card || !expiry || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: { token: card.token, exp_month: expiry.month, exp_year: expiry.year, billing_name: name },
  };
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa •••• 4242': a saved card as the payment methods table names it. */
export function paymentMethodLabel(card: { brand: string; last4: string }): string {
  const brand = BRAND_NAMES[card.brand.toLowerCase()] ?? (card.brand ? card.brand : 'Card');
  return `${brand} •••• ${card.last4}`;
}

/** '04/2029': a saved card's expiry, MM/YYYY. */
export function cardExpiryLabel(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
