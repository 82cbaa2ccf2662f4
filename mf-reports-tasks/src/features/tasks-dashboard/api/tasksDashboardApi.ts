import { endpoints, RETRY_POLICIES, type ApiClient, type Task, type TaskPage } from '@qip/shared-contracts';
import type { TaskFilters } from '../hooks/useTaskFilters';

/** One page of the service's tasks under the filters (retried 5 times, 3 s apart, spec). */
export function loadTaskPage(api: ApiClient, centerId: string, filters: TaskFilters): Promise<TaskPage> {
  return api.call(
    endpoints.tasks.list,
    {
      query: {
        center_id: centerId,
        page: filters.page,
        ...(filters.areas.length > 0 ? { nqa_areas: filters.areas.join(',') } : {}),
        ...(filters.assignee ? { assignee_name: filters.assignee } : {}),
        ...(filters.from ? { date_from: filters.from } : {}),
        ...(filters.to ? { date_to: filters.to } : {}),
        ...(filters.overdue ? { overdue: '1' } : {}),
      },
    },
    { retry: RETRY_POLICIES.tasks },
  );
}

/** One task with its task info (the task modal, opened from the list or a mail's link). */
export function loadTask(api: ApiClient, id: string): Promise<Task> {
  return api.call(endpoints.tasks.byId, { params: { id } }, { retry: RETRY_POLICIES.tasks });
}
