import type { LawCompliance } from '@qip/shared-contracts';
import { useColleagueChanges, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadLawCompliance } from '../api/lawsApi';

const CHANGES = ['laws'] as const;

/**
 * The centre's compliance with the laws and regulations of an area; reloaded when a colleague
 * changes it (an open form keeps what its user chose).
 */
export function useLawCompliance(centerId: string, areaId: number): Resource<LawCompliance> {
  const { api } = usePlatform();
  const load = useCallback(() => loadLawCompliance(api, centerId, areaId), [api, centerId, areaId]);
  const resource = useResource(load);
  useColleagueChanges(CHANGES, centerId, resource.reload);
  return resource;
}
