import { CARD_MESSAGES } from './billing';
import {
  CARD_FORM_MESSAGES,
  cardExpiryLabel,
  checkLocalCard,
  formatCardExpiryInput,
  formatCardNumberInput,
  isCardExpired,
  parseCardExpiry,
  paymentMethodLabel,
} from './cardForm';

const now = new Date('2026-11-23T08:00:00Z');
const valid = { name: ' Dana Director ', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('the local card check', () => {
  it('sends the test card token, the expiry and the trimmed name, never the number', () => {
    expect(checkLocalCard(valid, now)).toEqual({
      ok: true,
      payload: { token: 'tok_visa', exp_month: 12, exp_year: 2030, billing_name: 'Dana Director' },
    });
  });

  it('gives the declined test card its own token (the provider declines it)', () => {
    const result = checkLocalCard({ ...valid, number: '4000-0000-0000-0002' }, now);
    expect(result).toMatchObject({ ok: true, payload: { token: 'tok_chargeDeclined' } });
  });

  it("names every empty field with the spec's message", () => {
    expect(checkLocalCard({ name: ' ', number: '', expiry: '', cvc: '' }, now)).toEqual({
      ok: false,
      errors: {
        name: CARD_FORM_MESSAGES.nameRequired,
        number: CARD_FORM_MESSAGES.numberRequired,
        expiry: CARD_FORM_MESSAGES.expiryRequired,
        cvc: CARD_FORM_MESSAGES.cvcRequired,
      },
    });
  });

  it("refuses a number that is not a test card in Stripe's words", () => {
    expect(checkLocalCard({ ...valid, number: '5555 5555 5555 4444' }, now)).toEqual({
      ok: false,
      errors: { number: CARD_MESSAGES.notATestCard },
    });
    expect(checkLocalCard({ ...valid, number: '4242 4242' }, now)).toEqual({
      ok: false,
      errors: { number: CARD_FORM_MESSAGES.numberIncomplete },
    });
  });

  it('refuses an incomplete, impossible or past expiry and a short CVC', () => {
    expect(checkLocalCard({ ...valid, expiry: '1' }, now)).toMatchObject({
      errors: { expiry: CARD_FORM_MESSAGES.expiryIncomplete },
    });
    expect(checkLocalCard({ ...valid, expiry: '13/30' }, now)).toMatchObject({
      errors: { expiry: CARD_FORM_MESSAGES.expiryMonthInvalid },
    });
    expect(checkLocalCard({ ...valid, expiry: '10/26' }, now)).toMatchObject({
      errors: { expiry: CARD_FORM_MESSAGES.expiryInPast },
    });
    expect(checkLocalCard({ ...valid, cvc: '12' }, now)).toMatchObject({
      errors: { cvc: CARD_FORM_MESSAGES.cvcIncomplete },
    });
  });
});

describe('card expiry and number input', () => {
  it('reads MM/YY, MMYY and MM/YYYY', () => {
    expect(parseCardExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('0429')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('04 / 2029')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry('4/29')).toBeNull();
  });

  it('keeps a card valid to the end of its month', () => {
    expect(isCardExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isCardExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });

  it('formats what is typed as the card shows it', () => {
    expect(formatCardExpiryInput('1230')).toBe('12/30');
    expect(formatCardExpiryInput('1')).toBe('1');
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
  });
});

describe('a saved card', () => {
  it('is named by brand and last four digits, and expires MM/YYYY', () => {
    expect(paymentMethodLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(paymentMethodLabel({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(cardExpiryLabel({ exp_month: 4, exp_year: 2029 })).toBe('04/2029');
  });
});
