import type { CenterUser } from '@qip/shared-contracts';
import { useCallback } from 'react';
import { usePlatform } from '../platform/PlatformContext';
import { useResource, type Resource } from '../platform/useResource';
import { loadCenterUsers } from './tasksApi';

/** The users a task of the service can be given to. */
export function useCenterUsers(centerId: string): Resource<CenterUser[]> {
  const { api } = usePlatform();
  const load = useCallback(() => loadCenterUsers(api, centerId), [api, centerId]);
  return useResource(load);
}
