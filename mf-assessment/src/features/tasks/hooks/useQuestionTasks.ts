import type { Task, TaskType } from '@qip/shared-contracts';
import { useBusEvent, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadQuestionTasks } from '../api/questionTasksApi';

/** One question's tasks of one kind; reloaded when tasks of the service change anywhere. */
export function useQuestionTasks(centerId: string, questionId: string, kind: TaskType): Resource<Task[]> {
  const { api } = usePlatform();
  const load = useCallback(() => loadQuestionTasks(api, centerId, questionId, kind), [api, centerId, questionId, kind]);
  const tasks = useResource(load);
  useBusEvent('data.changed', (change) => {
    if (change.entity === 'tasks' && change.centerId === centerId) void tasks.reload();
  });
  return tasks;
}
