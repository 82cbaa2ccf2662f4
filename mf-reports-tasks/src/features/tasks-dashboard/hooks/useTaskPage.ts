import { parseNqaAreas, type TaskPage } from '@qip/shared-contracts';
import { useBusEvent, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadTaskPage } from '../api/tasksDashboardApi';
import type { TaskFilters } from './useTaskFilters';

/** The page of tasks the filters ask for; reloaded when tasks of the service change anywhere. */
export function useTaskPage(centerId: string, filters: TaskFilters): Resource<TaskPage> {
  const { api } = usePlatform();
  const { from, to, assignee, overdue, page } = filters;
  // The areas as text: a new array of the same areas is the same filter.
  const areaList = filters.areas.join(',');
  const load = useCallback(
    () => loadTaskPage(api, centerId, { areas: parseNqaAreas(areaList) ?? [], from, to, assignee, overdue, page }),
    [api, centerId, areaList, from, to, assignee, overdue, page],
  );
  const tasks = useResource(load);
  useBusEvent('data.changed', (change) => {
    if (change.entity === 'tasks' && change.centerId === centerId) void tasks.reload();
  });
  return tasks;
}
