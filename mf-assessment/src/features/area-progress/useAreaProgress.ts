import { endpoints, type AreaProgressTree } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';

/** A quality area's levels and sub-levels with the centre's progress in each. */
export function useAreaProgress(areaId: number, centerId: string): Resource<AreaProgressTree> {
  const { api } = usePlatform();
  const load = useCallback(
    () => api.call(endpoints.assessment.categoryProgress, { params: { id: areaId }, query: { center_id: centerId } }),
    [api, areaId, centerId],
  );
  return useResource(load);
}
