import { IdSchema } from '../api/common';
import { isId, isRecord, isValidEmail, sanitiseDigits, sanitisePhone } from './validation';

describe('shared input rules (spec section 5)', () => {
  it.each(['director@sunshine.test', ' a@b.co ', 'first.last+qip@centre.com.au'])('%s is an email', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(['', 'director', 'a@b', 'a b@c.d', '@c.d', 'a@@b.c'])('%s is not an email', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('phone fields keep digits, hyphen, parentheses and plus only', () => {
    expect(sanitisePhone('+61 (02) 9555-0101 ext.')).toBe('+61(02)9555-0101');
  });

  it('numeric fields keep digits only', () => {
    expect(sanitiseDigits('12a-3.4')).toBe('1234');
  });
});

describe('isRecord', () => {
  it('is true for an object with fields, as JSON objects are, and false for null, arrays and plain values', () => {
    expect(isRecord({ statusCode: 400 })).toBe(true);
    expect(isRecord({})).toBe(true);
    expect([null, [], [1], 'text', 7, undefined].map(isRecord)).toEqual([false, false, false, false, false, false]);
  });
});

describe('isId', () => {
  it.each([['paddington'], [' padded '], [''], ['   '], ['x'.repeat(64)], ['x'.repeat(65)], ['a\u0000b'], [7], [null]])(
    "agrees with the API's IdSchema on %j",
    (value) => {
      expect(isId(value)).toBe(IdSchema.safeParse(value).success);
    },
  );
});
