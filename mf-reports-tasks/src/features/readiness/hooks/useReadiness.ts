import type { Readiness } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadReadiness } from '../api/readinessApi';

/** The readiness view's data for the service. */
export function useReadiness(centerId: string): Resource<Readiness> {
  const { api } = usePlatform();
  const load = useCallback(() => loadReadiness(api, centerId), [api, centerId]);
  return useResource(load);
}
