import { PATHS, stripBasePath } from './paths';

// The hub's launch link (accounts-billing spec: link-login screens): /hub-app-launch-redirect
// with the session in its query, in the plain or the encrypted variant.

export interface PlainLaunch {
  kind: 'plain';
  userId: string;
  centerId: string | null;
  stripeId: string | null;
  accessToken: string;
  counter: string;
  target: string | null;
}

export interface EncryptedLaunch {
  kind: 'encrypted';
  tokenHash: string;
  auth: string;
  authHash: string;
  target: string | null;
}

/** A launch address; 'incomplete' when a part the link must carry is missing. */
export type LaunchAddress = PlainLaunch | EncryptedLaunch | { kind: 'incomplete' };

/**
 * The portal address a link may lead to, or null: a path of this site ('/qip/tasks'), never
 * another site ('//evil.example', 'https://...') and never the launch screen itself. A viewer
 * base path is dropped; the session adds the right one.
 */
export function portalTargetOf(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\t\n\r]/.test(value) || value.includes('://'))
    return null;
  const target = stripBasePath(value);
  const pathname = target.split(/[?#]/)[0] ?? target;
  if (pathname === PATHS.hubLaunchRedirect || pathname.startsWith(`${PATHS.hubLaunchRedirect}/`)) return null;
  return target;
}

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

/** Reads a launch link's query (`?userId=...&accessToken=...` or `?tokenHash=...&auth=...`). */
export function parseLaunchAddress(search: string): LaunchAddress {
  const params = new URLSearchParams(search);
  const target = portalTargetOf(params.get('target'));
  const tokenHash = text(params, 'tokenHash');
  const auth = text(params, 'auth');
  const authHash = text(params, 'authHash');
  if (tokenHash || auth || authHash) {
    return tokenHash && auth && authHash
      ? { kind: 'encrypted', tokenHash, auth, authHash, target }
      : { kind: 'incomplete' };
  }
  const userId = text(params, 'userId');
  const accessToken = text(params, 'accessToken');
  const counter = text(params, 'counter');
  if (!userId || !accessToken || !counter) return { kind: 'incomplete' };
  return {
    kind: 'plain',
    userId,
    centerId: text(params, 'centerId'),
    stripeId: text(params, 'stripeId'),
    accessToken,
    counter,
    target,
  };
}

/** The query of a launch link, in the order the hub writes it. */
export function launchLinkSearch(launch: Omit<PlainLaunch, 'kind'> | Omit<EncryptedLaunch, 'kind'>): string {
  const params = new URLSearchParams();
  if ('auth' in launch) {
    params.set('tokenHash', launch.tokenHash);
    params.set('auth', launch.auth);
    params.set('authHash', launch.authHash);
  } else {
    params.set('userId', launch.userId);
    if (launch.centerId) params.set('centerId', launch.centerId);
    if (launch.stripeId) params.set('stripeId', launch.stripeId);
    params.set('accessToken', launch.accessToken);
    params.set('counter', launch.counter);
  }
  if (launch.target) params.set('target', launch.target);
  return `?${params.toString()}`;
}
