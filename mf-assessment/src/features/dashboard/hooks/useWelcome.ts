import { useCallback, useState } from 'react';

const storageKey = (userId: string) => `qip.welcome.seen.${userId}`;

function readSeen(userId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Whether the welcome shows: on a user's first visit, and again when asked for. */
export function useWelcome(userId: string) {
  const [open, setOpen] = useState(() => !readSeen(userId));
  const close = useCallback(() => {
    try {
      window.localStorage.setItem(storageKey(userId), '1');
    } catch {
      // Private browsing: the welcome simply shows again next time.
    }
    setOpen(false);
  }, [userId]);
  return { open, show: () => setOpen(true), close };
}
