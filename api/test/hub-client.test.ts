import { UserSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { createTestApp, DEMO, HUB_SECRET, type TestApp } from './helpers/testApp';
import { ensureOAuthClients } from '../src/auth/clients';
import { loadConfig } from '../src/config';
import { errorOf, jsonOf } from './helpers/json';

const basic = (secret: string) => `Basic ${Buffer.from(`qip-hub:${secret}`).toString('base64')}`;

describe('the hub client secret', () => {
  it('has no default, with the embedded database or PostgreSQL', () => {
    expect(loadConfig({}).hubClientSecret).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/qip' }).hubClientSecret).toBeNull();
    expect(loadConfig({ HUB_CLIENT_SECRET: 'from-the-environment' }).hubClientSecret).toBe('from-the-environment');
  });
});

describe.each(testDialects())('without HUB_CLIENT_SECRET there is no hub client (%s)', (dialect) => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { config: { hubClientSecret: null } });
    const director = await t.login(DEMO.sunshineDirector);
    userId = jsonOf(await t.as(director, { method: 'GET', url: '/api/user' }), UserSchema).id;
  });
  afterAll(() => t.close());

  // The secret the README once printed, the tests' own and an empty one all open nothing.
  it.each([
    ['the old demo default', 'hub-demo-secret'],
    ["the tests' own", HUB_SECRET],
    ['an empty one', ''],
  ])('refuses a launch link minted with %s (401)', async (_name, secret) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/launch-links',
      headers: { authorization: basic(secret) },
      payload: { user_id: userId },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('The hub client credentials are not valid.');
  });

  it('refuses the hub client at the token endpoint (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        username: DEMO.sunshineDirector.email,
        password: DEMO.sunshineDirector.password,
        client_id: 'qip-hub',
        client_secret: 'hub-demo-secret',
      },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).error).toBe('invalid_client');
  });

  it('removes a hub client registered before the secret was taken away', async () => {
    const withSecret = await createTestApp(dialect, { config: { hubClientSecret: 'a-secret-of-the-past' } });
    try {
      await ensureOAuthClients(withSecret.app.db, null);
      const response = await withSecret.app.inject({
        method: 'POST',
        url: '/api/launch-links',
        headers: { authorization: basic('a-secret-of-the-past') },
        payload: { user_id: userId },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await withSecret.close();
    }
  });
});
