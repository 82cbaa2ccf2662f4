import { USER_MESSAGES } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { errorOf } from './helpers/json';
import { mailsTo } from './helpers/outbox';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import { createTestApp, type TestApp } from './helpers/testApp';

const HOUR_MS = 60 * 60 * 1000;

/** The token of the set-password link in a mail's body. */
function linkToken(body: string): string {
  const match = /\/qip\/auth\/forgot-password\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no set-password link in:\n${body}`);
  return match[1];
}

/** The mails to the address, once the given number has arrived (the reset mail is sent after the answer). */
async function waitForMails(t: TestApp, address: string, count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await mailsTo(t, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} mail(s) to ${address} did not arrive`);
}

describe.each(testDialects())('passwords (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let clock = new Date();
  let made = 0;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { now: () => clock },
  );

  const request = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/reset/request', payload: { email } });
  const confirm = (payload: Record<string, unknown>, token?: string) =>
    token
      ? t.as(token, { method: 'POST', url: '/api/notifications/reset/confirm', payload })
      : t.app.inject({ method: 'POST', url: '/api/notifications/reset/confirm', payload });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: email, password, client_id: 'qip-portal' },
    });

  /** A member invited and signed up through their invitation, with a password. */
  async function newMember(password = 'first-password') {
    const email = `reset-${dialect}-${(made += 1)}@example.com`;
    const invited = await t.as(u.director, {
      method: 'POST',
      url: '/api/user',
      payload: { email, name: 'Sam Reset', centerId: u.sunshineCenter },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = await waitForMails(t, email, 1);
    expect((await confirm({ token: linkToken(mail!.body), password })).statusCode).toBe(200);
    return email;
  }

  beforeEach(() => {
    clock = new Date();
  });

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const email = await newMember();
    const known = await request(email.toUpperCase());
    const unknown = await request(`nobody-${dialect}@example.com`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mails = await waitForMails(t, email, 2);
    expect(mails[1]?.subject).toBe('Reset your QIP Portal password');
    expect(await mailsTo(t, `nobody-${dialect}@example.com`)).toEqual([]);
  });

  it('resets through the link once: the link is single-use and the old password stops working', async () => {
    const email = await newMember();
    await request(email);
    const [, mail] = await waitForMails(t, email, 2);
    const token = linkToken(mail!.body);
    expect((await confirm({ token, password: 'second-password' })).statusCode).toBe(200);
    expect((await signIn(email, 'first-password')).statusCode).toBe(401);
    expect((await signIn(email, 'second-password')).statusCode).toBe(200);

    const again = await confirm({ token, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe(USER_MESSAGES.linkInvalid);
    expect((await signIn(email, 'third-password')).statusCode).toBe(401);
  });

  it('refuses an expired link (after an hour) and a made-up one', async () => {
    const email = await newMember();
    await request(email);
    const [, mail] = await waitForMails(t, email, 2);
    clock = new Date(Date.now() + HOUR_MS + 1000);
    const expired = await confirm({ token: linkToken(mail!.body), password: 'later-password' });
    expect(expired.statusCode).toBe(400);
    const madeUp = await confirm({ token: 'not-a-real-token', password: 'later-password' });
    expect(madeUp.statusCode).toBe(400);
    expect(errorOf(madeUp).message).toBe(USER_MESSAGES.linkInvalid);
  });

  it("a reset ends the user's other sessions (401)", async () => {
    const email = await newMember();
    const session = await t.login({ email, password: 'first-password' });
    expect((await t.as(session, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    await request(email);
    const [, mail] = await waitForMails(t, email, 2);
    await confirm({ token: linkToken(mail!.body), password: 'second-password' });
    const after = await t.as(session, { method: 'GET', url: '/api/user' });
    expect(after.statusCode).toBe(401);
  });

  it('the in-app change keeps the session that made it and ends the others', async () => {
    const email = await newMember();
    const here = await t.login({ email, password: 'first-password' });
    const elsewhere = await t.login({ email, password: 'first-password' });
    const me = (await t.as(here, { method: 'GET', url: '/api/user' })).json<{ id: string }>();
    const changed = await confirm({ user_id: me.id, password: 'changed-in-app' }, here);
    expect(changed.statusCode).toBe(200);
    expect((await t.as(here, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await t.as(elsewhere, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await signIn(email, 'changed-in-app')).statusCode).toBe(200);
  });

  it("nobody sets someone else's password in the app, not even their administrator (403)", async () => {
    const response = await confirm({ user_id: u.educatorId, password: 'typed-by-admin' }, u.director);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(USER_MESSAGES.ownPasswordOnly);
    const signedOut = await confirm({ user_id: u.educatorId, password: 'typed-by-nobody' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('asks for at least 8 characters in the reset wording, and one of token or user_id', async () => {
    const short = await confirm({ token: 'whatever', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.password', message: 'Password must contain at least 8 characters' }),
      ]),
    );
    const neither = await confirm({ password: 'long-enough' });
    expect(neither.statusCode).toBe(400);
  });
});

describe.each(testDialects())('password reset requests are rate-limited (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      config: {
        rateLimits: {
          loginPerAccount: { max: 10, windowSeconds: 900 },
          loginPerAddress: { max: 50, windowSeconds: 900 },
          sendsMailPerUser: { max: 3, windowSeconds: 3600 },
          assignsWorkPerUser: { max: 100, windowSeconds: 3600 },
          makesReportsPerUser: { max: 60, windowSeconds: 3600 },
          paymentsPerUser: { max: 30, windowSeconds: 3600 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('refuses the fourth request from one address within the hour (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/reset/request',
        payload: { email: `someone-${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
