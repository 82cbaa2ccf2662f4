import type { LawCompliance } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadLawCompliance } from '../api/lawsApi';

/** The centre's compliance with the laws and regulations of an area. */
export function useLawCompliance(centerId: string, areaId: number): Resource<LawCompliance> {
  const { api } = usePlatform();
  const load = useCallback(() => loadLawCompliance(api, centerId, areaId), [api, centerId, areaId]);
  return useResource(load);
}
