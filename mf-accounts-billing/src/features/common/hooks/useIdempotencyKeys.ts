import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per request the user asked for: pressing again with the same details (a
 * double click, a retry after a lost answer) sends the same key, so the API charges once; a
 * request with other details (another card) gets a new key.
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  return useCallback((request: object): string => {
    const identity = JSON.stringify(request);
    let key = keys.current.get(identity);
    if (!key) {
      key = globalThis.crypto.randomUUID();
      keys.current.set(identity, key);
    }
    return key;
  }, []);
}
