import {
  buildPath,
  requestEarly,
  SESSION_READ_PATHS,
  SESSION_STORAGE_KEY,
  type EarlyReply,
} from '@qip/shared-contracts/plain';
import { isTokenExpired, tokenSubject } from '../session/tokenExpiry';

/** The stored session's token and user id, read without its schema (the session checks it again). */
function storedTokenAndUser(storage: Storage): { accessToken: string; userId: string } | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { accessToken, userId } = stored as Record<string, unknown>;
    return typeof accessToken === 'string' && typeof userId === 'string' ? { accessToken, userId } : null;
  } catch {
    return null;
  }
}

/**
 * For a stored, unexpired session: asks for the user and their services at once, while the
 * portal's script is still arriving, instead of one after the other once it has run. The API
 * client takes these replies (EarlyReply); nothing else reads them.
 */
export function startSessionReads(
  storage: Storage = window.localStorage,
  now = Date.now(),
  send: typeof fetch = (...args) => fetch(...args),
): EarlyReply[] {
  const stored = storedTokenAndUser(storage);
  if (!stored || isTokenExpired(stored.accessToken, now)) return [];
  return sessionReadsOf(stored.accessToken, stored.userId, send);
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
