import { demoAuthenticatedState, demoMentorState, demoService } from '@qip/shared-ui/testing';
import { decideRoute } from './decideRoute';

const signedIn = demoAuthenticatedState();
const signedOut = { status: 'anonymous' } as const;

describe('decideRoute (both specs, section 2)', () => {
  it('waits while the session is being restored', () => {
    expect(decideRoute('/qip/nqa', { status: 'loading' })).toEqual({ kind: 'loading' });
  });

  it.each([
    ['/', signedIn, '/qip'],
    ['/', signedOut, '/qip/auth'],
    ['/qip', signedIn, '/qip/nqa'],
    ['/qip/', signedIn, '/qip/nqa'],
    ['/qip', signedOut, '/qip/auth'],
    ['/qip/nqa', signedOut, '/qip/auth'],
    ['/qip/auth', signedIn, '/qip'],
    ['/qip/auth/signup', signedIn, '/qip'],
    ['/qip/something-unknown', signedIn, '/qip/nqa'],
    ['/qip/auth/nothing-here', signedOut, '/qip/auth'],
    ['/somewhere/else', signedIn, '/'],
  ])('%s redirects to the right place', (path, state, to) => {
    expect(decideRoute(path, state)).toEqual({ kind: 'redirect', to });
  });

  it('sends a user who has just logged out to the logged-out screen', () => {
    expect(decideRoute('/qip/nqa', { status: 'anonymous', reason: 'logged-out' })).toEqual({
      kind: 'redirect',
      to: '/qip/auth/login',
    });
    expect(decideRoute('/qip/nqa', { status: 'anonymous', reason: 'expired' })).toEqual({
      kind: 'redirect',
      to: '/qip/auth',
    });
  });

  it('takes a session a sign-up just started on to where the sign-up goes, not to /qip', () => {
    const signedUp = { ...signedIn, continueTo: '/qip/payment' };
    expect(decideRoute('/qip/auth/signup', signedUp)).toEqual({ kind: 'redirect', to: '/qip/payment' });
    expect(decideRoute('/qip/payment', signedUp)).toEqual({ kind: 'remote', chrome: 'public' });
  });

  it('shows the login page at /qip/auth and /qip/auth/login when signed out', () => {
    expect(decideRoute('/qip/auth', signedOut)).toEqual({ kind: 'login' });
    expect(decideRoute('/qip/auth/login', signedOut)).toEqual({ kind: 'login' });
  });

  it("shows a remote's page inside the portal frame when signed in", () => {
    expect(decideRoute('/qip/nqa', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/qip/nqa/service-details/3', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/viewer-42/qip/tasks', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
  });

  it('shows the onboarding of a service without the header and menu', () => {
    expect(decideRoute('/qip/legal-notice', signedIn)).toEqual({ kind: 'remote', chrome: 'public' });
    expect(decideRoute('/qip/onboarding/3', signedIn)).toEqual({ kind: 'remote', chrome: 'public' });
    // The payment screen hides the header menu and banner too (accounts-billing spec).
    expect(decideRoute('/qip/payment', signedIn)).toEqual({ kind: 'remote', chrome: 'public' });
  });

  it('shows the signed-out remotes (sign-up, free trial) without the frame', () => {
    expect(decideRoute('/qip/auth/free-trial', signedOut)).toEqual({ kind: 'remote', chrome: 'public' });
  });
});

describe('decideRoute: the launch screen and the guards', () => {
  it('shows the launch screen whoever is signed in', () => {
    expect(decideRoute('/hub-app-launch-redirect', signedOut)).toEqual({ kind: 'launch' });
    expect(decideRoute('/hub-app-launch-redirect', signedIn)).toEqual({ kind: 'launch' });
    expect(decideRoute('/viewer-7/hub-app-launch-redirect', signedIn)).toEqual({ kind: 'launch' });
  });

  it('applies the payment and trial guards to portal pages', () => {
    const failed = demoService({ redirectPaymentFailed: true, status: 'notoverdue', diffTime: 2 });
    const ended = demoService({ status: 'subscribe', diffTime: -1 });
    const endedForMember = demoService({ status: 'subscribe', diffTime: -1, role: 'member' });
    const state = (service: typeof failed) => demoAuthenticatedState({ services: [service], selectedService: service });
    expect(decideRoute('/qip/reports', state(failed))).toEqual({ kind: 'redirect', to: '/qip/update-payment-method' });
    expect(decideRoute('/qip/update-payment-method', state(failed))).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/qip/reports', state(ended))).toEqual({ kind: 'redirect', to: '/qip/pricing-plans' });
    expect(decideRoute('/qip/pricing-plans', state(ended))).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/qip/nqa', state(endedForMember))).toEqual({ kind: 'administrator-expired' });
  });
});

describe('decideRoute: a mentor (no service of their own)', () => {
  const mentor = demoMentorState();

  it('lands on the mentor page after signing in, and is sent back there from every service page', () => {
    expect(decideRoute('/qip/auth', mentor)).toEqual({ kind: 'redirect', to: '/qip' });
    for (const path of [
      '/qip',
      '/qip/nqa',
      '/qip/nqa/3',
      '/qip/reports',
      '/qip/pricing-plans',
      '/qip/unknown',
      '/qip/mentor/other',
    ]) {
      expect(decideRoute(path, mentor)).toEqual({ kind: 'redirect', to: '/qip/mentor' });
    }
  });

  it('shows the mentor page in the portal frame, with no service guard', () => {
    expect(decideRoute('/qip/mentor', mentor)).toEqual({ kind: 'remote', chrome: 'portal' });
  });

  it('shows a mentor their Messages inbox and its messages', () => {
    expect(decideRoute('/qip/messages', mentor)).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/qip/messages/m1', mentor)).toEqual({ kind: 'remote', chrome: 'portal' });
  });

  it('lets other users reach /qip/mentor, where the page itself tells them it is not for them', () => {
    expect(decideRoute('/qip/mentor', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
  });
});
