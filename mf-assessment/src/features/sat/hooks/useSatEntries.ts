import type { SatEntry } from '@qip/shared-contracts';
import { useBusEvent, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadSat } from '../api/satApi';

/**
 * The centre's SAT, reloaded whenever the SAT or the answers change anywhere in the portal (an
 * answer other than Yes takes a question out of the SAT on the server).
 */
export function useSatEntries(centerId: string): Resource<SatEntry[]> {
  const { api } = usePlatform();
  const load = useCallback(() => loadSat(api, centerId), [api, centerId]);
  const entries = useResource(load);
  const { reload } = entries;
  useBusEvent('data.changed', (change) => {
    if ((change.entity === 'sat' || change.entity === 'questions') && change.centerId === centerId) void reload();
  });
  return entries;
}
