import { satAreaCounts } from '@qip/shared-contracts';
import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadSatEntries } from '../api/reportsApi';

/** Per quality area, how many strengths are chosen for the SAT of the number expected. */
export function useSatCounts(centerId: string) {
  const { api } = usePlatform();
  const load = useCallback(
    async () => satAreaCounts((await loadSatEntries(api, centerId)).map((entry) => entry.area_id)),
    [api, centerId],
  );
  return useResource(load);
}
