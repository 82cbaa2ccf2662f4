import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type Task,
  type TaskCount,
  type TaskType,
} from '@qip/shared-contracts';

/** Most tasks one question's section lists at once. */
export const QUESTION_TASKS_LIMIT = 100;

/** One question's tasks of one kind, soonest due first (retried 5 times, 3 s apart, spec). */
export async function loadQuestionTasks(
  api: ApiClient,
  centerId: string,
  questionId: string,
  kind: TaskType,
): Promise<Task[]> {
  const page = await api.call(
    endpoints.tasks.list,
    { query: { center_id: centerId, question_id: questionId, type: kind, page_size: QUESTION_TASKS_LIMIT } },
    { retry: RETRY_POLICIES.tasks },
  );
  return page.tasks;
}

/** How many evidence and goal tasks each question of the service has. */
export function loadTaskCounts(api: ApiClient, centerId: string): Promise<TaskCount[]> {
  return api.call(endpoints.tasks.counts, { query: { center_id: centerId } }, { retry: RETRY_POLICIES.tasks });
}
