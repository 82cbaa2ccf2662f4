import { AxiosError, AxiosHeaders } from 'axios';
import { refusalMessage, retryAfterSeconds } from './errors';

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
