import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type CenterUser,
  type Task,
  type TaskCreate,
  type TaskUpdate,
} from '@qip/shared-contracts';

// The task calls both the assessment (question tasks) and the tasks dashboard make.

/** The users of a service, who a task can be given to (retried 3 times, spec). */
export function loadCenterUsers(api: ApiClient, centerId: string): Promise<CenterUser[]> {
  return api.call(endpoints.tasks.centerUsers, { params: { id: centerId } }, { retry: RETRY_POLICIES.users });
}

export function createTask(api: ApiClient, body: TaskCreate): Promise<Task> {
  return api.call(endpoints.tasks.create, { body });
}

export function updateTask(api: ApiClient, id: string, body: TaskUpdate): Promise<Task> {
  return api.call(endpoints.tasks.update, { params: { id }, body });
}

export async function removeTask(api: ApiClient, id: string): Promise<void> {
  await api.call(endpoints.tasks.remove, { params: { id } });
}
