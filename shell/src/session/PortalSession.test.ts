import { endpoints, SESSION_STORAGE_KEY, SIGN_IN_MESSAGES, type UserCenter } from '@qip/shared-contracts';
import { demoService, demoUser, httpError, stubEndpoint } from '@qip/shared-ui/testing';
import { AxiosError } from 'axios';
import { waitFor } from '@testing-library/react';
import { createShellHarness, fakeToken, tokenResponse } from '../testing/renderShell';
import { LoginError } from '../auth/signIn';
import { LaunchError } from './PortalSession';
import { readStoredSession } from './sessionStorage';

const services: UserCenter[] = [
  demoService({ id: 'newtown', name: 'Sunshine Newtown', diffTime: 20 }),
  demoService({ id: 'paddington', name: 'Sunshine Paddington', diffTime: 20 }),
  demoService({ id: 'balmain', name: 'Sunshine Balmain', status: 'subscribe', diffTime: -5 }),
];

function apiFor(user = demoUser, token = fakeToken(3600)) {
  return [
    stubEndpoint(endpoints.auth.token, () => tokenResponse(token)),
    stubEndpoint(endpoints.users.me, () => user),
    stubEndpoint(endpoints.subscriptions.userCentersSubscription, () => ({
      user_centers: services,
      user_details: user,
      products: [],
    })),
  ];
}

beforeEach(() => window.localStorage.clear());

describe('PortalSession', () => {
  it('signs in: stores the session and selects the first usable service', async () => {
    const { session, api } = createShellHarness(apiFor());
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: true });

    expect(api.calls[0]).toEqual({
      endpoint: endpoints.auth.token,
      input: {
        body: {
          grant_type: 'password',
          username: 'director@sunshine.test',
          password: 'sunshine-demo',
          client_id: 'qip-portal',
          remember_me: 1,
        },
      },
    });
    const state = session.getState();
    expect(state.status).toBe('authenticated');
    expect(state.status === 'authenticated' && state.selectedService?.id).toBe('newtown');
    expect(readStoredSession()).toMatchObject({
      userId: demoUser.id,
      centerId: 'newtown',
      stripeId: 'cus_demo_sunshine',
      viewer: false,
    });
    expect(session.accessToken()).toBe(readStoredSession()?.accessToken);
  });

  it('keeps the remembered service when it is still usable', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        accessToken: fakeToken(60),
        userId: 'x',
        centerId: 'paddington',
        stripeId: null,
        viewer: false,
      }),
    );
    const { session } = createShellHarness(apiFor());
    await session.restore();
    const state = session.getState();
    expect(state.status === 'authenticated' && state.selectedService?.id).toBe('paddington');
  });

  /** The token endpoint refusing as the API does: an OAuth error with the portal's message. */
  const refusedWith = (message: string) =>
    stubEndpoint(endpoints.auth.token, () => {
      throw httpError(401, { statusCode: 401, error: 'invalid_grant', error_description: message, message });
    });

  it("is refused on a 401 in the API's words, and stores nothing", async () => {
    const { session } = createShellHarness([refusedWith(SIGN_IN_MESSAGES.wrongCredentials)]);
    await expect(session.login({ email: 'a@b.co', password: 'x', rememberMe: false })).rejects.toMatchObject({
      reason: 'refused',
      detail: 'The email or password is incorrect. Please check them and try again.',
    });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(session.accessToken()).toBeNull();
  });

  it('is refused on a 401 without words of the API too (the page then says the details are wrong)', async () => {
    const { session } = createShellHarness([
      stubEndpoint(endpoints.auth.token, () => {
        throw httpError(401);
      }),
    ]);
    await expect(session.login({ email: 'a@b.co', password: 'x', rememberMe: false })).rejects.toEqual(
      new LoginError('refused'),
    );
  });

  it("passes on the API's refusal of a SUPER_ADMIN, and asks nothing more", async () => {
    const { session, api } = createShellHarness([refusedWith(SIGN_IN_MESSAGES.hubAccount)]);
    await expect(
      session.login({ email: 'super@qip.test', password: 'super-demo', rememberMe: false }),
    ).rejects.toMatchObject({
      reason: 'refused',
      detail: 'This account is for the management hub and cannot sign in to the QIP Portal.',
    });
    expect(api.calls).toHaveLength(1);
    expect(session.accessToken()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("says how long to wait after too many attempts: the API's words, else from Retry-After", async () => {
    const message = 'Too many attempts. Please wait 15 minutes before trying again.';
    const limited = createShellHarness([
      stubEndpoint(endpoints.auth.token, () => {
        throw httpError(429, { statusCode: 429, error: 'Too Many Requests', message }, { 'retry-after': '900' });
      }),
    ]);
    await expect(limited.session.login({ email: 'a@b.co', password: 'x', rememberMe: false })).rejects.toMatchObject({
      reason: 'too-many-attempts',
      detail: message,
    });

    const bare = createShellHarness([
      stubEndpoint(endpoints.auth.token, () => {
        throw httpError(429, 'Too Many Requests', { 'retry-after': '120' });
      }),
    ]);
    await expect(bare.session.login({ email: 'a@b.co', password: 'x', rememberMe: false })).rejects.toMatchObject({
      reason: 'too-many-attempts',
      detail: 'Too many attempts. Please wait 2 minutes before trying again.',
    });
  });

  it('says the portal is unreachable when the network fails', async () => {
    const { session } = createShellHarness([
      stubEndpoint(endpoints.auth.token, () => {
        throw new AxiosError('Network Error', 'ERR_NETWORK');
      }),
    ]);
    await expect(session.login({ email: 'a@b.co', password: 'x', rememberMe: false })).rejects.toEqual(
      new LoginError('unreachable'),
    );
  });

  it('restores a stored session at start, and drops an expired one', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ accessToken: fakeToken(-5), userId: 'x', centerId: null, stripeId: null, viewer: false }),
    );
    window.localStorage.setItem('qip.signup', '{}');
    const { session, api } = createShellHarness(apiFor());
    await session.restore();
    expect(session.getState()).toEqual({ status: 'anonymous' });
    expect(api.calls).toEqual([]);
    expect(window.localStorage.length).toBe(0);
  });

  it('ignores an unreadable stored session', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    const { session } = createShellHarness(apiFor());
    await session.restore();
    expect(session.getState()).toEqual({ status: 'anonymous' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logs out when the token expires, at the next check', async () => {
    let now = Date.now();
    const { session } = createShellHarness(apiFor(demoUser, fakeToken(10, now)));
    Object.assign(session, { now: () => now });
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: false });

    session.checkExpiry();
    expect(session.getState().status).toBe('authenticated');
    now += 11_000;
    session.checkExpiry();
    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'expired' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout forgets everything the portal stored and tells the remotes', async () => {
    const { session, platform } = createShellHarness(apiFor());
    const events: unknown[] = [];
    platform.bus.all$.subscribe((event) => events.push(event));
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: false });
    window.localStorage.setItem('qip.signup', '{"plan":"portal"}');
    window.localStorage.setItem('other-app', 'kept');

    session.logout();

    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'logged-out' });
    expect(window.localStorage.getItem('qip.signup')).toBeNull();
    expect(window.localStorage.getItem('other-app')).toBe('kept');
    expect(events).toContainEqual({ type: 'session.changed', payload: { userId: null } });
  });

  it('logs out when a remote asks on the bus (the payment screen’s Log out)', async () => {
    const { session, platform } = createShellHarness(apiFor());
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: false });

    window.sessionStorage.setItem('qip.chosen-plan', 'portal_monthly');
    platform.bus.publish('session.end', {});

    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'logged-out' });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The plan chosen before signing up is sign-up data too: the next person starts afresh.
    expect(window.sessionStorage.getItem('qip.chosen-plan')).toBeNull();
  });

  it('starts the session a sign-up hands over on the bus, with the new service selected', async () => {
    const { session, platform } = createShellHarness(apiFor());
    const token = fakeToken(3600);
    platform.bus.publish('session.start', { accessToken: token, centerId: 'paddington', continueTo: '/qip/payment' });

    await waitFor(() => expect(session.getState().status).toBe('authenticated'));
    const state = session.getState();
    expect(state.status === 'authenticated' && state.selectedService?.id).toBe('paddington');
    expect(state.status === 'authenticated' && state.continueTo).toBe('/qip/payment');
    expect(session.accessToken()).toBe(token);
    expect(readStoredSession()).toMatchObject({ accessToken: token, userId: demoUser.id, centerId: 'paddington' });
  });

  it('reloads the services when billing changed the account, so a service paid for again is usable', async () => {
    const failed = demoService({
      id: 'marrickville',
      name: 'Sunshine Marrickville',
      status: 'notoverdue',
      diffTime: -3,
    });
    let current: UserCenter[] = [failed];
    const { session, platform } = createShellHarness([
      stubEndpoint(endpoints.auth.token, () => tokenResponse(fakeToken(3600))),
      stubEndpoint(endpoints.users.me, () => demoUser),
      stubEndpoint(endpoints.subscriptions.userCentersSubscription, () => ({
        user_centers: current,
        user_details: demoUser,
        products: [],
      })),
    ]);
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: false });

    current = [{ ...failed, status: 'active', diffTime: 30 }];
    platform.bus.publish('account.changed', { centerId: 'marrickville' });

    await waitFor(() => {
      const state = session.getState();
      expect(state.status === 'authenticated' && state.selectedService?.status).toBe('active');
    });
  });

  it('remembers the selected service and announces it', async () => {
    const { session, platform } = createShellHarness(apiFor());
    const selected: unknown[] = [];
    platform.bus.on('service.selected').subscribe((payload) => selected.push(payload));
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: false });
    session.selectService('paddington');
    expect(readStoredSession()?.centerId).toBe('paddington');
    expect(selected).toEqual([{ centerId: 'paddington' }]);
  });
});

describe('PortalSession.launch', () => {
  const address = {
    kind: 'plain' as const,
    userId: 'user-director',
    centerId: null,
    stripeId: null,
    accessToken: 'one-time',
    counter: '1',
    target: null,
  };

  it('opens the link without the token of the session it replaces, and keeps that token if it fails', async () => {
    const sentWith: Array<string | null> = [];
    const { session } = createShellHarness([
      ...apiFor(),
      stubEndpoint(endpoints.launch.openSession, () => {
        sentWith.push(session.accessToken());
        throw httpError(410, { statusCode: 410, error: 'Gone', message: 'This login link has already been used.' });
      }),
    ]);
    await session.login({ email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: false });
    const before = session.accessToken();
    await expect(session.launch(address)).rejects.toEqual(
      new LaunchError('expired', 'This login link has already been used.'),
    );
    expect(sentWith).toEqual([null]);
    expect(session.accessToken()).toBe(before);
  });
});
