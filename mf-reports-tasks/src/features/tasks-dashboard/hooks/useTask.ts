import type { Task } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadTask } from '../api/tasksDashboardApi';

/** One task, for its modal. */
export function useTask(id: string): Resource<Task> {
  const { api } = usePlatform();
  const load = useCallback(() => loadTask(api, id), [api, id]);
  return useResource(load);
}
