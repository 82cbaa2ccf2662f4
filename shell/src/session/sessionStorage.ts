import { SESSION_STORAGE_KEY, parseStoredSession, type StoredSession } from '@qip/shared-contracts';

/** Every key the portal keeps in the browser starts with this. */
const PORTAL_KEY_PREFIX = 'qip.';

/** The stored session, or null when there is none or it is not readable (then it is removed). */
export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = parseStoredSession(JSON.parse(raw));
    if (stored) return stored;
  } catch {
    // fall through: unreadable
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: StoredSession, storage: Storage = window.localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Forgets everything the portal stored: session, selected service, sign-up data. */
export function clearPortalStorage(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PORTAL_KEY_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
