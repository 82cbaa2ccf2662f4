import { AxiosError, AxiosHeaders } from 'axios';
import { ApiErrorBodySchema } from '../api/common';
import { SaveConflictSchema } from '../api/history';
import { isApiErrorBody, isSaveConflict, refusalMessage, retryAfterSeconds } from './errors';

function answered(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, null, {
    status,
    statusText: '',
    headers,
    config: { headers: new AxiosHeaders() },
    data,
  });
}

const FALLBACK = 'Your answer could not be saved. Please try again.';

describe('refusalMessage', () => {
  it("passes on the API's words for a refused write (403) and a limit (429)", () => {
    const blocked = {
      statusCode: 403,
      error: 'Forbidden',
      message:
        'The free trial or subscription of this service has ended. Please choose a plan (/qip/pricing-plans) to continue.',
      redirect: '/qip/pricing-plans',
    };
    expect(refusalMessage(answered(403, blocked), FALLBACK)).toBe(blocked.message);
    const limited = {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many requests. Please wait 5 minutes.',
    };
    expect(refusalMessage(answered(429, limited), FALLBACK)).toBe(limited.message);
  });

  it('keeps the general message for anything else', () => {
    const broken = { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' };
    expect(refusalMessage(answered(500, broken), FALLBACK)).toBe(FALLBACK);
    expect(refusalMessage(answered(403, '<html>proxy</html>'), FALLBACK)).toBe(FALLBACK);
    expect(refusalMessage(new AxiosError('Network Error', 'ERR_NETWORK'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('retryAfterSeconds', () => {
  it('reads the Retry-After header of an answer', () => {
    expect(retryAfterSeconds(answered(429, {}, { 'retry-after': '900' }))).toBe(900);
    expect(retryAfterSeconds(answered(429, {}))).toBeNull();
    expect(retryAfterSeconds(new Error('no answer'))).toBeNull();
  });
});

describe('isApiErrorBody', () => {
  const base = { statusCode: 400, error: 'Bad Request', message: 'Invalid input.' };
  const bodies: unknown[] = [
    base,
    { ...base, fields: [{ field: 'body.email', message: 'Please enter a valid email.' }] },
    { ...base, redirect: '/qip/pricing-plans' },
    { ...base, statusCode: 400.5 },
    { ...base, statusCode: '400' },
    { ...base, error: undefined },
    { ...base, message: 7 },
    { ...base, fields: [{ field: 'body.email' }] },
    { ...base, fields: 'body.email' },
    { ...base, redirect: null },
    null,
    'Bad Request',
    [],
  ];

  it.each(bodies.map((body) => [JSON.stringify(body), body]))("agrees with the API's schema on %s", (_, body) => {
    expect(isApiErrorBody(body)).toBe(ApiErrorBodySchema.safeParse(body).success);
  });

  it('accepts the error bodies the API sends and refuses others', () => {
    expect(bodies.filter(isApiErrorBody)).toHaveLength(3);
  });
});

describe('isSaveConflict', () => {
  const current = { text: 'Saved meanwhile', version: 3, by: 'Anna Lee', at: '2026-11-27T10:00:00.000Z' };
  const base = { statusCode: 409, message: 'Changed by Anna Lee at 10:00 AM', current };
  const bodies: unknown[] = [
    base,
    { ...base, current: { ...current, text: null } },
    { ...base, statusCode: 400 },
    { ...base, message: undefined },
    { ...base, current: null },
    { ...base, current: { ...current, version: 2.5 } },
    { ...base, current: { ...current, by: 7 } },
    { ...base, current: { ...current, at: undefined } },
    { ...base, current: { ...current, text: 1 } },
    null,
  ];

  it.each(bodies.map((body) => [JSON.stringify(body), body]))("agrees with the API's schema on %s", (_, body) => {
    expect(isSaveConflict(body)).toBe(SaveConflictSchema.safeParse(body).success);
  });

  it('accepts a conflict with or without a text saved meanwhile', () => {
    expect(bodies.filter(isSaveConflict)).toHaveLength(2);
  });
});
