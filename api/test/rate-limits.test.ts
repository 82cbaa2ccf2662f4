import fs from 'node:fs';
import path from 'node:path';
import { UserSchema } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import {
  ASSIGNS_WORK_PER_USER,
  loadRateLimitSettings,
  MAKES_REPORTS_PER_USER,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ADDRESS,
  PAYMENTS_PER_USER,
  SENDS_MAIL_PER_USER,
  type RateLimitSettings,
} from '../src/plugins/rateLimit/settings';
import { testDialects } from './helpers/databases';
import { centerIdByName } from './helpers/tenants';
import { createTestApp, DEMO, type TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';

const MINUTE_MS = 60 * 1000;

/** Small limits, so a test reaches them in a few requests. */
const SMALL: RateLimitSettings = {
  loginPerAccount: { max: 3, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 5, windowSeconds: 15 * 60 },
  sendsMailPerUser: { max: 2, windowSeconds: 60 * 60 },
  assignsWorkPerUser: { max: 2, windowSeconds: 60 * 60 },
  makesReportsPerUser: { max: 2, windowSeconds: 60 * 60 },
  paymentsPerUser: { max: 2, windowSeconds: 60 * 60 },
};

/** Addresses of the documentation ranges (RFC 5737): nothing is sent anywhere, inject fakes them. */
const ADDRESS_A = '203.0.113.10';
const ADDRESS_B = '203.0.113.20';
const elsewhere = (n: number) => `198.51.100.${n}`;

function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
  remoteAddress: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers,
    payload: { grant_type: 'password', username: user.email, password: user.password, client_id: 'qip-portal' },
  });
}

const wrong = (user: { email: string }) => ({ email: user.email, password: 'a-wrong-guess' });

describe('the rate limits', () => {
  it('are: sign-in 10 per 15 minutes per account and 50 per address, mail 10 an hour per user, task writes 120, reports 60, card tries 30', () => {
    expect(LOGIN_PER_ACCOUNT).toEqual({ max: 10, windowSeconds: 900 });
    expect(LOGIN_PER_ADDRESS).toEqual({ max: 50, windowSeconds: 900 });
    expect(SENDS_MAIL_PER_USER).toEqual({ max: 10, windowSeconds: 3600 });
    expect(ASSIGNS_WORK_PER_USER).toEqual({ max: 120, windowSeconds: 3600 });
    expect(MAKES_REPORTS_PER_USER).toEqual({ max: 60, windowSeconds: 3600 });
    expect(PAYMENTS_PER_USER).toEqual({ max: 30, windowSeconds: 3600 });
    expect(loadRateLimitSettings({})).toEqual({
      loginPerAccount: LOGIN_PER_ACCOUNT,
      loginPerAddress: LOGIN_PER_ADDRESS,
      sendsMailPerUser: SENDS_MAIL_PER_USER,
      assignsWorkPerUser: ASSIGNS_WORK_PER_USER,
      makesReportsPerUser: MAKES_REPORTS_PER_USER,
      paymentsPerUser: PAYMENTS_PER_USER,
    });
  });

  it('let only a test run raise the per-address sign-in limit, to a whole number', () => {
    expect(loadRateLimitSettings({ TEST_LOGIN_LIMIT_PER_ADDRESS: '1000' }).loginPerAddress).toEqual({
      max: 1000,
      windowSeconds: 900,
    });
    expect(() => loadRateLimitSettings({ TEST_LOGIN_LIMIT_PER_ADDRESS: 'lots' })).toThrow(
      'TEST_LOGIN_LIMIT_PER_ADDRESS must be a positive whole number',
    );
  });
});

describe.each(testDialects())('rate limits with the real numbers (%s)', (dialect) => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock });
  });
  afterAll(() => t.close());

  it('refuses an account after 10 wrong passwords from any addresses, even the right one, until the window ends', async () => {
    const user = DEMO.bluegumDirector;
    for (let attempt = 1; attempt <= LOGIN_PER_ACCOUNT.max; attempt += 1) {
      expect((await signIn(t.app, wrong(user), elsewhere(attempt))).statusCode).toBe(401);
    }
    const refused = await signIn(t.app, user, elsewhere(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait 15 minutes before trying again.',
    });
    // The same account however its email is written.
    expect((await signIn(t.app, { ...user, email: '  Director@Bluegum.TEST ' }, elsewhere(98))).statusCode).toBe(429);

    clock = new Date(clock.getTime() + 10 * MINUTE_MS);
    const later = await signIn(t.app, user, elsewhere(97));
    expect(later.headers['retry-after']).toBe('300');
    expect(errorOf(later).message).toBe('Too many attempts. Please wait 5 minutes before trying again.');

    clock = new Date(clock.getTime() + 5 * MINUTE_MS);
    expect((await signIn(t.app, user, elsewhere(96))).statusCode).toBe(200);
  });

  it('counts guesses sent at once exactly (an atomic count): 10 are checked, the rest refused', async () => {
    const user = DEMO.wattleEducator;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => signIn(t.app, wrong(user), elsewhere(n + 1))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_PER_ACCOUNT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - LOGIN_PER_ACCOUNT.max);
  });

  it("mails at most 10 'Add a new service' requests an hour per user; the rest get 429 and send nothing", async () => {
    const director = await t.login(DEMO.sunshineDirector);
    const educator = await t.login(DEMO.sunshineEducator);
    const paddington = await centerIdByName(t, 'Sunshine Paddington');
    const outbox = path.join(t.database.dataDir, 'outbox');
    const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);
    const send = async (token: string) => {
      const me = jsonOf(await t.as(token, { method: 'GET', url: '/api/user' }), UserSchema);
      return t.as(token, {
        method: 'POST',
        url: '/api/notifications/service/request',
        payload: {
          center_id: paddington,
          user_id: me.id,
          fname: 'Dana',
          lname: 'Whitfield',
          email: me.username,
          current_service_name: 'Sunshine Paddington',
          current_service_approval_number: 'SE-40012001',
          new_service_name: 'Sunshine Surry Hills',
          new_service_approval_number: 'SE-40012099',
          new_service_type: 'Long Daycare',
        },
      });
    };

    const before = mails();
    for (let request = 1; request <= SENDS_MAIL_PER_USER.max; request += 1) {
      expect((await send(director)).statusCode).toBe(201);
    }
    const refused = await send(director);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(errorOf(refused).message).toBe('Too many requests. Please wait 60 minutes before sending another.');
    expect(mails()).toBe(before + SENDS_MAIL_PER_USER.max);
    // Another user has a count of their own.
    expect((await send(educator)).statusCode).toBe(201);
  });
});

describe.each(testDialects())('rate limits per address and across processes (%s)', (dialect) => {
  let t: TestApp;
  let clock = new Date();

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => clock, config: { rateLimits: SMALL } });
  });
  afterAll(() => t.close());

  it("counts every sign-in from an address; a success clears its account's count but never the address's", async () => {
    const educator = DEMO.sunshineEducator;
    // From A: two guesses, the right password (its account's count starts again), two guesses.
    expect((await signIn(t.app, wrong(educator), ADDRESS_A)).statusCode).toBe(401);
    expect((await signIn(t.app, wrong(educator), ADDRESS_A)).statusCode).toBe(401);
    expect((await signIn(t.app, educator, ADDRESS_A)).statusCode).toBe(200);
    expect((await signIn(t.app, wrong(educator), ADDRESS_A)).statusCode).toBe(401);
    expect((await signIn(t.app, wrong(educator), ADDRESS_A)).statusCode).toBe(401);
    // Five from A: A is done for now, whichever account it names and however right the password.
    const fromA = await signIn(t.app, DEMO.sunshineDirector, ADDRESS_A);
    expect(fromA.statusCode).toBe(429);
    expect(errorOf(fromA).message).toBe('Too many attempts. Please wait 15 minutes before trying again.');
    // Elsewhere the account had two guesses since its success: one more, then it is refused.
    expect((await signIn(t.app, wrong(educator), ADDRESS_B)).statusCode).toBe(401);
    expect((await signIn(t.app, educator, ADDRESS_B)).statusCode).toBe(429);
    expect((await signIn(t.app, DEMO.sunshineDirector, ADDRESS_B)).statusCode).toBe(200);
  });

  it('does not let X-Forwarded-For choose the address (no proxy is trusted unless TRUST_PROXY says so)', async () => {
    const address = '203.0.113.30';
    for (let n = 1; n <= SMALL.loginPerAddress.max; n += 1) {
      const answer = await signIn(t.app, wrong({ email: `nobody${n}@example.test` }), address, {
        'x-forwarded-for': elsewhere(n),
      });
      expect(answer.statusCode).toBe(401);
    }
    const spoofed = await signIn(t.app, DEMO.bluegumDirector, address, { 'x-forwarded-for': elsewhere(50) });
    expect(spoofed.statusCode).toBe(429);
  });

  describe('two API processes on one database', () => {
    let second: FastifyInstance;
    let secondConnection: DatabaseHandle;

    beforeAll(async () => {
      secondConnection = t.database.connectAgain();
      second = await buildApp({ config: t.config, database: secondConnection, now: () => clock, closeDatabase: true });
      await second.ready();
    });
    afterAll(() => second.close());

    it('share their counts: a limit reached through one holds in the other', async () => {
      const user = DEMO.wattleDirector;
      for (let n = 1; n <= SMALL.loginPerAccount.max; n += 1) {
        expect((await signIn(t.app, wrong(user), elsewhere(100 + n))).statusCode).toBe(401);
      }
      const throughSecond = await signIn(second, user, elsewhere(110));
      expect(throughSecond.statusCode).toBe(429);
      expect(throughSecond.headers['retry-after']).toBe('900');
      // And the other way round: the second process's counts reach the first.
      for (let n = 1; n <= SMALL.loginPerAddress.max; n += 1) {
        await signIn(second, wrong({ email: `guess${n}@example.test` }), '203.0.113.40');
      }
      expect((await signIn(t.app, DEMO.bluegumDirector, '203.0.113.40')).statusCode).toBe(429);
    });
  });

  it('starts again once the window ends, and sweeps ended windows out of the database', async () => {
    const counters = () => t.app.db.selectFrom('rate_limit_counters').select('key').execute();
    expect((await counters()).length).toBeGreaterThan(2);

    clock = new Date(clock.getTime() + 16 * MINUTE_MS);
    expect((await signIn(t.app, DEMO.sunshineDirector, ADDRESS_A)).statusCode).toBe(200);
    // Only the counters this sign-in started are left (the account's was cleared by its success).
    expect((await counters()).map((row) => row.key)).toEqual([`login-address:${ADDRESS_A}`]);
  });
});
