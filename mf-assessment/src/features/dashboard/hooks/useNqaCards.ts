import { useColleagueChanges, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadNqaCards, type NqaCards } from '../api/dashboardApi';

const CHANGES = ['questions'] as const;

/**
 * The seven quality-area cards of the centre, loaded once and reloaded on Retry, or when a
 * colleague changes an answer.
 */
export function useNqaCards(centerId: string): Resource<NqaCards> {
  const { api } = usePlatform();
  const load = useCallback(() => loadNqaCards(api, centerId), [api, centerId]);
  const resource = useResource(load);
  useColleagueChanges(CHANGES, centerId, resource.reload);
  return resource;
}
