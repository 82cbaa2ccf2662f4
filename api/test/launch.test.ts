import { LaunchLinkSchema, LaunchSessionSchema, UserSchema } from '@qip/shared-contracts';
import { decodeJwt } from 'jose';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import { DEMO, HUB_SECRET, type TestApp } from './helpers/testApp';
import { loadLaunchConfig } from '../src/shared/launchConfig';
import { errorOf, jsonOf } from './helpers/json';
import { anyOf } from './helpers/matchers';

const hubAuth = (secret = HUB_SECRET) => `Basic ${Buffer.from(`qip-hub:${secret}`).toString('base64')}`;

/** The query of a minted link, as the launch screen sends it to open the session. */
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams.entries());

describe('launch link configuration', () => {
  it('reads the lifetime, the shared secret and the public address, with defaults', () => {
    expect(loadLaunchConfig({})).toEqual({ linkTtlSeconds: 300, secret: null, publicUrl: null });
    expect(
      loadLaunchConfig({ LAUNCH_LINK_TTL_SECONDS: '60', LAUNCH_SECRET: 's3cret', PUBLIC_URL: 'https://qip.example/' }),
    ).toEqual({ linkTtlSeconds: 60, secret: 's3cret', publicUrl: 'https://qip.example' });
    expect(() => loadLaunchConfig({ LAUNCH_LINK_TTL_SECONDS: '-1' })).toThrow('LAUNCH_LINK_TTL_SECONDS');
  });
});

describe.each(testDialects())('hub launch links (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let clock = new Date();

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { now: () => clock },
  );
  afterEach(() => {
    clock = new Date();
  });

  const mintAsHub = (payload: Record<string, unknown>, secret?: string) =>
    t.app.inject({ method: 'POST', url: '/api/launch-links', payload, headers: { authorization: hubAuth(secret) } });
  const mintAs = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/launch-links', payload });
  const open = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/launch/session', payload });

  describe('minting', () => {
    it('the hub mints a plain link with its client credentials', async () => {
      const response = await mintAsHub({ user_id: u.directorId, center_id: u.paddington, target: '/qip/tasks' });
      expect(response.statusCode).toBe(201);
      const link = jsonOf(response, LaunchLinkSchema);
      expect(link).toMatchObject({ counter: anyOf(Number), viewer: false, expires_at: anyOf(String) });
      expect(new Date(link.expires_at).getTime() - clock.getTime()).toBe(t.config.launch.linkTtlSeconds * 1000);
      const url = new URL(link.url);
      expect(url.pathname).toBe('/hub-app-launch-redirect');
      expect(queryOf(link.url)).toEqual({
        userId: u.directorId,
        centerId: u.paddington,
        stripeId: 'cus_demo_sunshine',
        accessToken: anyOf(String),
        counter: String(link.counter),
        target: '/qip/tasks',
      });
    });

    it('counts the links minted for a user', async () => {
      const first = jsonOf(await mintAsHub({ user_id: u.bluegumId }), LaunchLinkSchema).counter;
      const second = jsonOf(await mintAsHub({ user_id: u.bluegumId }), LaunchLinkSchema).counter;
      expect(second).toBe(first + 1);
    });

    it('refuses the hub with a wrong secret (401) and anyone without credentials (401)', async () => {
      expect((await mintAsHub({ user_id: u.directorId }, 'wrong')).statusCode).toBe(401);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/launch-links',
        payload: { user_id: u.directorId },
      });
      expect(anonymous.statusCode).toBe(401);
      const publicClient = await t.app.inject({
        method: 'POST',
        url: '/api/launch-links',
        payload: { user_id: u.directorId },
        headers: { authorization: `Basic ${Buffer.from('qip-portal:').toString('base64')}` },
      });
      expect(publicClient.statusCode).toBe(401);
    });

    it('an administrator mints a view-only link for a user of their services', async () => {
      const response = await mintAs(u.director, { user_id: u.educatorId, center_id: u.paddington });
      expect(response.statusCode).toBe(201);
      expect(jsonOf(response, LaunchLinkSchema).viewer).toBe(true);
    });

    it('an administrator may mint an ordinary link for themselves', async () => {
      const response = await mintAs(u.director, { user_id: u.directorId });
      expect(response.json()).toMatchObject({ viewer: false });
    });

    it('refuses a member (403)', async () => {
      const response = await mintAs(u.educator, { user_id: u.educatorId });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe('Only an administrator can create a launch link.');
    });

    it("refuses another account's administrator (403): Bluegum for Sunshine's users and centres", async () => {
      expect((await mintAs(u.bluegum, { user_id: u.directorId })).statusCode).toBe(403);
      expect((await mintAs(u.bluegum, { user_id: u.bluegumId, center_id: u.paddington })).statusCode).toBe(403);
    });

    it('answers bad input with 400 naming the field', async () => {
      const outside = await mintAsHub({ user_id: u.directorId, target: 'https://evil.example/' });
      expect(outside.statusCode).toBe(400);
      expect(errorOf(outside).fields?.[0]?.field).toBe('body.target');
      const notTheirs = await mintAsHub({ user_id: u.bluegumId, center_id: u.paddington });
      expect(notTheirs.statusCode).toBe(400);
      expect(errorOf(notTheirs).fields?.[0]?.field).toBe('body.center_id');
      const missing = await mintAsHub({});
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).fields?.[0]?.field).toBe('body.user_id');
    });

    it('refuses a link for the hub super administrator (403)', async () => {
      const superAdmin = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO.superAdmin.email)
        .executeTakeFirstOrThrow();
      expect((await mintAsHub({ user_id: superAdmin.id })).statusCode).toBe(403);
    });
  });

  describe('opening the session a link carries', () => {
    it('gives a working session once, with the link target, service and stripe id', async () => {
      const link = jsonOf(
        await mintAsHub({ user_id: u.directorId, center_id: u.paddington, target: '/qip/tasks' }),
        LaunchLinkSchema,
      );
      const response = await open(queryOf(link.url));
      expect(response.statusCode).toBe(200);
      const session = jsonOf(response, LaunchSessionSchema);
      expect(session).toMatchObject({
        userId: u.directorId,
        centerId: u.paddington,
        stripeId: 'cus_demo_sunshine',
        viewer: false,
        target: '/qip/tasks',
        expiresIn: t.config.tokenTtlSeconds,
      });
      const user = jsonOf(await t.as(session.accessToken, { method: 'GET', url: '/api/user' }), UserSchema);
      expect(user.id).toBe(u.directorId);

      const again = await open(queryOf(link.url));
      expect(again.statusCode).toBe(410);
      expect(errorOf(again).message).toBe(
        'This login link has already been used. Please open the portal from Holistic HUB again.',
      );
    });

    it('a view-only link opens a viewer session', async () => {
      const link = jsonOf(await mintAs(u.director, { user_id: u.educatorId }), LaunchLinkSchema);
      const session = jsonOf(await open(queryOf(link.url)), LaunchSessionSchema);
      expect(session.viewer).toBe(true);
      expect(decodeJwt(session.accessToken).viewer).toBe(true);
    });

    it('refuses an expired link (410)', async () => {
      const link = jsonOf(await mintAsHub({ user_id: u.directorId }), LaunchLinkSchema);
      clock = new Date(clock.getTime() + t.config.launch.linkTtlSeconds * 1000 + 1000);
      const response = await open(queryOf(link.url));
      expect(response.statusCode).toBe(410);
      expect(errorOf(response).message).toContain('has expired');
    });

    it.each([
      ['userId', 'someone-else'],
      ['counter', '999'],
      ['centerId', 'another-centre'],
      ['accessToken', 'guessed-token'],
    ])('refuses a link whose %s was changed (403)', async (field, value) => {
      const link = jsonOf(await mintAsHub({ user_id: u.directorId, center_id: u.paddington }), LaunchLinkSchema);
      const response = await open({ ...queryOf(link.url), [field]: value });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe('This login link is not valid.');
    });

    it('opens the encrypted variant, which carries only tokenHash, auth and authHash', async () => {
      const link = jsonOf(
        await mintAsHub({ user_id: u.directorId, variant: 'encrypted', target: '/qip/reports' }),
        LaunchLinkSchema,
      );
      const query = queryOf(link.url);
      expect(Object.keys(query).sort()).toEqual(['auth', 'authHash', 'target', 'tokenHash']);
      expect(link.url).not.toContain(u.directorId);
      const response = await open(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ userId: u.directorId, target: '/qip/reports' });
    });

    it.each(['tokenHash', 'auth', 'authHash'])(
      'refuses the encrypted variant when %s does not match (403)',
      async (field) => {
        const link = jsonOf(await mintAsHub({ user_id: u.directorId, variant: 'encrypted' }), LaunchLinkSchema);
        const query = queryOf(link.url);
        const tampered = { ...query, [field]: `${query[field]?.slice(0, -2)}xx` };
        const response = await open(tampered);
        expect(response.statusCode).toBe(403);
      },
    );

    it('answers an address without the fields of either variant with 400 naming them', async () => {
      const response = await open({ userId: u.directorId });
      expect(response.statusCode).toBe(400);
      const fields = errorOf(response).fields?.map((field) => field.field);
      expect(fields).toEqual(['body.accessToken', 'body.counter']);
    });
  });
});
