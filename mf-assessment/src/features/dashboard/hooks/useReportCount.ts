import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { countReports } from '../api/dashboardApi';

/** How many reports the centre has generated. */
export function useReportCount(centerId: string): Resource<number> {
  const { api } = usePlatform();
  const load = useCallback(() => countReports(api, centerId), [api, centerId]);
  return useResource(load);
}
