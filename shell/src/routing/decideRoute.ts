import { PATHS, isAtOrBelow, isMentor, pagePathOf, remoteForPath, type PortalState } from '@qip/shared-contracts';
import { serviceGuard } from './serviceGuard';

/** What the shell shows at an address. */
export type ShellRoute =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'login' }
  /** The hub's launch link: sign in from the address and go on. */
  | { kind: 'launch' }
  /** A member whose administrator's trial has ended: told so, and Ok logs out. */
  | { kind: 'administrator-expired' }
  /** A remote's page: inside the portal's header and navigation, or on its own (signed out). */
  | { kind: 'remote'; chrome: 'portal' | 'public' };

/**
 * Signed-in pages shown without the header and menu (assessment spec: onboarding;
 * accounts-billing spec: the payment screen hides the header menu and banner).
 */
const FOCUSED_PATHS = [PATHS.legalNotice, PATHS.onboarding, PATHS.payment];

/** The signed-out area: login, sign-up, free trial, password reset. */
export function isPublicPath(path: string): boolean {
  return isAtOrBelow(path, PATHS.login);
}

/**
 * The routing rules of both specs (section 2): / goes to /qip when signed in, else /qip/auth;
 * /qip/auth goes to /qip when signed in; /qip lands on /qip/nqa; the signed-in area needs a
 * session and passes the payment and trial guards; any address no app owns goes to /qip/nqa
 * (signed in) or / (anywhere else); /hub-app-launch-redirect is the launch screen. A mentor
 * lands on /qip/mentor and is sent back there from every service page.
 */
export function decideRoute(pathname: string, state: PortalState): ShellRoute {
  if (state.status === 'loading') return { kind: 'loading' };
  const signedIn = state.status === 'authenticated';
  const path = pagePathOf(pathname);

  // Whoever is signed in, a launch link signs in the user it names.
  if (path === PATHS.hubLaunchRedirect) return { kind: 'launch' };

  if (path === PATHS.root) return { kind: 'redirect', to: signedIn ? PATHS.qip : PATHS.login };

  if (isPublicPath(path)) {
    // A sign-up's new session goes on where the sign-up said (payment, the legal notice).
    if (signedIn) return { kind: 'redirect', to: state.continueTo ?? PATHS.qip };
    if (path === PATHS.login || path === PATHS.loggedOut) return { kind: 'login' };
    return remoteForPath(path) ? { kind: 'remote', chrome: 'public' } : { kind: 'redirect', to: PATHS.login };
  }

  const remote = remoteForPath(path);
  if (isAtOrBelow(path, PATHS.qip) || remote) {
    if (!signedIn) {
      // Just logged out: the logged-out confirmation screen; otherwise the login screen.
      const loggedOut = state.status === 'anonymous' && state.reason === 'logged-out';
      return { kind: 'redirect', to: loggedOut ? PATHS.loggedOut : PATHS.login };
    }
    // A mentor has no service: the mentor's page (and their Messages inbox) is their whole portal.
    if (isMentor(state.user)) {
      const theirs = path === PATHS.mentor || isAtOrBelow(path, PATHS.messages);
      return theirs ? { kind: 'remote', chrome: 'portal' } : { kind: 'redirect', to: PATHS.mentor };
    }
    if (path === PATHS.qip || !remote) return { kind: 'redirect', to: PATHS.nqa };
    const guard = serviceGuard(path, state);
    if (guard.kind !== 'none') return guard;
    // Onboarding is a focused flow: the spec hides the header there.
    const focused = FOCUSED_PATHS.some((focusedPath) => isAtOrBelow(path, focusedPath));
    return { kind: 'remote', chrome: focused ? 'public' : 'portal' };
  }

  return { kind: 'redirect', to: PATHS.root };
}
