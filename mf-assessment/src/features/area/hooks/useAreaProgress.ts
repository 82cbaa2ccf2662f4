import type { AreaProgressTree } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadAreaProgress } from '../api/areaApi';

/** A quality area's levels and sub-levels with the centre's progress in each. */
export function useAreaProgress(areaId: number, centerId: string): Resource<AreaProgressTree> {
  const { api } = usePlatform();
  const load = useCallback(() => loadAreaProgress(api, areaId, centerId), [api, areaId, centerId]);
  return useResource(load);
}
