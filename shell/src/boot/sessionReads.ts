import {
  buildPath,
  requestEarly,
  SESSION_READ_PATHS,
  SESSION_STORAGE_KEY,
  type EarlyReply,
} from '@qip/shared-contracts/plain';
import { isTokenExpired, tokenSubject } from '../session/tokenExpiry';

export interface StoredReadFacts {
  accessToken: string;
  userId: string;
  /** The service this browser had selected, if any. */
  centerId: string | null;
}

/**
 * The stored, unexpired session's token, user and service, read without its schema (the session
 * checks it again); null without one.
 */
export function storedReadFacts(storage: Storage, now = Date.now()): StoredReadFacts | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { accessToken, userId, centerId } = stored as Record<string, unknown>;
    if (typeof accessToken !== 'string' || typeof userId !== 'string' || isTokenExpired(accessToken, now)) return null;
    return { accessToken, userId, centerId: typeof centerId === 'string' ? centerId : null };
  } catch {
    return null;
  }
}

/**
 * For a stored, unexpired session: asks for the user and their services at once, while the
 * portal's script is still arriving, instead of one after the other once it has run. The API
 * client takes these replies (EarlyReply); nothing else reads them. The page's own first reads
 * follow from a chunk of their own (boot/pageReads.ts), which the login page does not load.
 */
export function startSessionReads(
  storage: Storage = window.localStorage,
  now = Date.now(),
  send: typeof fetch = (...args) => fetch(...args),
): EarlyReply[] {
  const stored = storedReadFacts(storage, now);
  return stored ? sessionReadsOf(stored.accessToken, stored.userId, send) : [];
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
