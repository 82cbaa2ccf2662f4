import { endpoints } from '@qip/shared-contracts';
import { useBusEvent, usePlatform } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the header asks for the unread count while signed in. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The signed-in user's unread messages for the header: fetched at once, again when an area
 * publishes 'messages.changed' (a message read, deleted or sent) and every minute. Null until
 * known or when it cannot be had (a viewer's read-only session is refused the spec's POST call).
 */
export function useUnreadMessages(userId: string, enabled: boolean): number | null {
  const { api } = usePlatform();
  const [unread, setUnread] = useState<number | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (!enabled) return;
    const request = ++latest.current;
    try {
      const counts = await api.call(endpoints.messages.counts, { body: { user_id: userId } });
      if (request === latest.current) setUnread(counts.unreadCount);
    } catch (error) {
      // The link still opens the inbox; the badge waits for the next refresh.
      console.error('The unread message count could not be loaded', error);
    }
  }, [api, userId, enabled]);

  useEffect(() => {
    setUnread(null);
    void load();
    if (!enabled) return undefined;
    const timer = window.setInterval(() => void load(), UNREAD_REFRESH_MS);
    return () => {
      latest.current += 1;
      window.clearInterval(timer);
    };
  }, [load, enabled]);

  useBusEvent('messages.changed', () => void load());
  return unread;
}
