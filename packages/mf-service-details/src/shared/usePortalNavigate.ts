import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';

/**
 * Goes to an address another part of the portal owns: the shell navigates (bus 'navigate'),
 * so every app sees the change.
 */
export function usePortalNavigate(): (to: string) => void {
  const { bus } = usePlatform();
  return useCallback((to: string) => bus.publish('navigate', { to }), [bus]);
}
