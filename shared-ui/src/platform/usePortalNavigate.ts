import { usePlatform } from './PlatformContext';
import { useCallback, type MouseEvent } from 'react';

/**
 * Goes to an address another part of the portal owns: the shell navigates (bus 'navigate'),
 * so every app sees the change. Returns a click handler for links that keeps their href.
 */
export function usePortalNavigate() {
  const { bus } = usePlatform();
  const go = useCallback((to: string) => bus.publish('navigate', { to }), [bus]);
  const onLinkClick = useCallback(
    (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      go(to);
    },
    [go],
  );
  return { go, onLinkClick };
}
