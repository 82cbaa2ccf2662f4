import { demoAuthenticatedState } from '@qip/shared-ui/testing';
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

  it('shows the login page at /qip/auth and /qip/auth/login when signed out', () => {
    expect(decideRoute('/qip/auth', signedOut)).toEqual({ kind: 'login' });
    expect(decideRoute('/qip/auth/login', signedOut)).toEqual({ kind: 'login' });
  });

  it("shows a remote's page inside the portal frame when signed in", () => {
    expect(decideRoute('/qip/nqa', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/qip/nqa/service-details/3', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
    expect(decideRoute('/viewer-42/qip/tasks', signedIn)).toEqual({ kind: 'remote', chrome: 'portal' });
  });

  it('shows the signed-out remotes (sign-up, free trial) without the frame', () => {
    expect(decideRoute('/qip/auth/free-trial', signedOut)).toEqual({ kind: 'remote', chrome: 'public' });
  });
});
