import {
  buildPath,
  pageFirstReads,
  requestEarly,
  sendFirstReads,
  stripBasePath,
  SESSION_READ_PATHS,
  SESSION_STORAGE_KEY,
  type EarlyReply,
} from '@qip/shared-contracts/plain';
import { isTokenExpired, tokenSubject } from '../session/tokenExpiry';

interface StoredReadFacts {
  accessToken: string;
  userId: string;
  /** The service this browser had selected, if any. */
  centerId: string | null;
}

/** The stored session's token, user and service, read without its schema (the session checks it again). */
function storedReadFacts(storage: Storage): StoredReadFacts | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { accessToken, userId, centerId } = stored as Record<string, unknown>;
    if (typeof accessToken !== 'string' || typeof userId !== 'string') return null;
    return { accessToken, userId, centerId: typeof centerId === 'string' ? centerId : null };
  } catch {
    return null;
  }
}

/**
 * For a stored, unexpired session: asks for the user and their services at once, while the
 * portal's script is still arriving, instead of one after the other once it has run; and the
 * first reads of the page at the address for the service this browser had selected
 * (pageFirstReads), which would otherwise wait for the portal to run and the page to mount. The
 * API client takes these replies (EarlyReply); nothing else reads them. Should the session end
 * elsewhere (the routing rules send the person on, another service is selected), the page's reads
 * go unused and the page asks itself.
 */
export function startSessionReads(
  storage: Storage = window.localStorage,
  now = Date.now(),
  send: typeof fetch = (...args) => fetch(...args),
  address: Pick<Location, 'pathname' | 'search'> = window.location,
): EarlyReply[] {
  const stored = storedReadFacts(storage);
  if (!stored || isTokenExpired(stored.accessToken, now)) return [];
  const replies = sessionReadsOf(stored.accessToken, stored.userId, send);
  if (stored.centerId) {
    const reads = pageFirstReads(stripBasePath(address.pathname).replace(/\/+$/, '') || '/', {
      centerId: stored.centerId,
      search: address.search,
    });
    sendFirstReads(reads, stored.accessToken, replies, send);
  }
  return replies;
}

/**
 * For the token the login screen has just been given: the same two reads, while the portal's
 * script is still being evaluated (the user's id is the token's subject).
 */
export function startSessionReadsForToken(
  accessToken: string,
  send: typeof fetch = (...args) => fetch(...args),
): EarlyReply[] {
  const userId = tokenSubject(accessToken);
  return userId ? sessionReadsOf(accessToken, userId, send) : [];
}

function sessionReadsOf(accessToken: string, userId: string, send: typeof fetch): EarlyReply[] {
  return [
    requestEarly(SESSION_READ_PATHS.user, accessToken, send),
    requestEarly(buildPath(SESSION_READ_PATHS.services, { id: userId }), accessToken, send),
  ];
}
