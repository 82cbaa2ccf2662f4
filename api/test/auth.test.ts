import { SIGN_IN_MESSAGES, TokenResponseSchema } from '@qip/shared-contracts';
import { SignJWT, decodeJwt } from 'jose';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import { DEMO, HUB_SECRET, TEST_JWT_SECRET, type TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';
import { anyOf } from './helpers/matchers';

describe.each(testDialects())('sign-in and bearer tokens (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const token = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/oauth/token', payload, headers });

  const passwordGrant = (overrides: Record<string, unknown> = {}) => ({
    grant_type: 'password',
    username: DEMO.sunshineDirector.email,
    password: DEMO.sunshineDirector.password,
    client_id: 'qip-portal',
    ...overrides,
  });

  it('answers the password grant like an OAuth server, with a signed token that expires', async () => {
    const response = await token(passwordGrant());
    expect(response.statusCode).toBe(200);
    const body = jsonOf(response, TokenResponseSchema);
    expect(body).toEqual({
      token_type: 'Bearer',
      access_token: anyOf(String),
      expires_in: t.config.tokenTtlSeconds,
    });
    const claims = decodeJwt(body.access_token);
    expect(claims.exp).toBeGreaterThan(Math.floor(Date.now() / 1000));
    expect(claims.exp! - claims.iat!).toBe(t.config.tokenTtlSeconds);
    expect(claims.client_id).toBe('qip-portal');
  });

  it('keeps a remembered sign-in for longer', async () => {
    const response = await token(passwordGrant({ remember_me: 1 }));
    expect(jsonOf(response, TokenResponseSchema).expires_in).toBe(t.config.rememberMeTtlSeconds);
  });

  it('accepts a form-encoded body, as OAuth clients send it', async () => {
    const form = new URLSearchParams(passwordGrant()).toString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('signs in whatever the case of the email', async () => {
    const response = await token(passwordGrant({ username: '  Director@Sunshine.TEST ' }));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and a JSON error', async () => {
    const response = await token(passwordGrant({ password: 'not-the-password' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_grant', message: SIGN_IN_MESSAGES.wrongCredentials });
  });

  it('refuses an unknown email the same way', async () => {
    const response = await token(passwordGrant({ username: 'nobody@nowhere.test' }));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('invalid_grant');
  });

  it('answers a malformed body with 400 naming the fields', async () => {
    const response = await token({ grant_type: 'password', client_id: 'qip-portal' });
    expect(response.statusCode).toBe(400);
    const fields = errorOf(response).fields?.map((field) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['body.username', 'body.password']));
  });

  it('answers an unsupported grant type with 400 naming grant_type', async () => {
    const response = await token(passwordGrant({ grant_type: 'client_credentials' }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[0]?.field).toBe('body.grant_type');
  });

  it('answers invalid JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: '{"grant_type": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).statusCode).toBe(400);
  });

  it('refuses an unknown client', async () => {
    const response = await token(passwordGrant({ client_id: 'somebody-else' }));
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('invalid_client');
  });

  it('lets the hub sign in only with its secret (a confidential client)', async () => {
    expect((await token(passwordGrant({ client_id: 'qip-hub' }))).statusCode).toBe(401);
    expect((await token(passwordGrant({ client_id: 'qip-hub', client_secret: 'wrong' }))).statusCode).toBe(401);
    const response = await token(passwordGrant({ client_id: 'qip-hub', client_secret: HUB_SECRET }));
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(jsonOf(response, TokenResponseSchema).access_token).client_id).toBe('qip-hub');
  });

  describe('routes that need a bearer token', () => {
    it('answer 401 without a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/user' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Please sign in.' });
    });

    it('answer 401 to a token that is not ours', async () => {
      const forged = await new SignJWT({ client_id: 'qip-portal' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('someone')
        .setIssuer('qip-portal-api')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-different-secret-entirely-0123456789'));
      const response = await t.as(forged, { method: 'GET', url: '/api/user' });
      expect(response.statusCode).toBe(401);
    });

    it('answer 401 to an expired token', async () => {
      const expired = await new SignJWT({ client_id: 'qip-portal' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(u.directorId)
        .setIssuer('qip-portal-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const response = await t.as(expired, { method: 'GET', url: '/api/user' });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe('Your session has expired. Please sign in again.');
    });
  });

  it('stores passwords with a memory-hard hash, never as typed', async () => {
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', DEMO.sunshineDirector.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(DEMO.sunshineDirector.password);
  });
});
