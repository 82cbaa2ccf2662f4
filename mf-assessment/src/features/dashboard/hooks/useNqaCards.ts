import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadNqaCards, type NqaCards } from '../api/dashboardApi';

/** The seven quality-area cards of the centre, loaded once and reloaded on Retry. */
export function useNqaCards(centerId: string): Resource<NqaCards> {
  const { api } = usePlatform();
  const load = useCallback(() => loadNqaCards(api, centerId), [api, centerId]);
  return useResource(load);
}
