import { welcomeSeenStorageKey } from '@qip/shared-contracts';
import { useCallback, useEffect, useState } from 'react';

function readSeen(userId: string): boolean {
  try {
    return window.localStorage.getItem(welcomeSeenStorageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Calls `callback` once the browser has painted the current frame (a frame, then a task). */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Whether the welcome shows: on a user's first visit, and again when asked for. On the first visit
 * it opens once the dashboard is `ready` (its cards loaded or failed) and painted: the dialog's
 * mount (focus trap, hiding the page from screen readers) then does not hold the cards back, and
 * the person sees the page the welcome describes behind it.
 */
export function useWelcome(userId: string, ready: boolean) {
  // Opened by itself once only: a reload of the cards does not bring it back.
  const [waiting, setWaiting] = useState(() => !readSeen(userId));
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!ready || !waiting) return undefined;
    return afterNextPaint(() => {
      setWaiting(false);
      setOpen(true);
    });
  }, [ready, waiting]);
  const close = useCallback(() => {
    try {
      window.localStorage.setItem(welcomeSeenStorageKey(userId), '1');
    } catch {
      // Private browsing: the welcome simply shows again next time.
    }
    setOpen(false);
  }, [userId]);
  return { open, show: () => setOpen(true), close };
}
