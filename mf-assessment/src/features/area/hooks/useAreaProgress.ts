import type { AreaProgressTree } from '@qip/shared-contracts';
import { useColleagueChanges, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadAreaProgress } from '../api/areaApi';

const CHANGES = ['questions'] as const;

/**
 * A quality area's levels and sub-levels with the centre's progress in each; reloaded when a
 * colleague changes an answer.
 */
export function useAreaProgress(areaId: number, centerId: string): Resource<AreaProgressTree> {
  const { api } = usePlatform();
  const load = useCallback(() => loadAreaProgress(api, areaId, centerId), [api, areaId, centerId]);
  const resource = useResource(load);
  useColleagueChanges(CHANGES, centerId, resource.reload);
  return resource;
}
