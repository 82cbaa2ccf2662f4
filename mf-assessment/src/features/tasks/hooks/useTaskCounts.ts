import type { TaskCount } from '@qip/shared-contracts';
import { useBusEvent, usePlatform, useResource } from '@qip/shared-ui';
import { useCallback, useMemo } from 'react';
import { loadTaskCounts } from '../api/questionTasksApi';

const NONE: Omit<TaskCount, 'questionId'> = { evidence: 0, goal: 0 };

/**
 * The task counts of the service's questions, refreshed without a reload whenever tasks change
 * (the bus's `data.changed`, published by whoever changed them). `countOf` answers 0s until loaded.
 */
export function useTaskCounts(centerId: string): (questionId: string) => Omit<TaskCount, 'questionId'> {
  const { api } = usePlatform();
  const load = useCallback(() => loadTaskCounts(api, centerId), [api, centerId]);
  const counts = useResource(load);
  useBusEvent('data.changed', (change) => {
    if (change.entity === 'tasks' && change.centerId === centerId) void counts.reload();
  });
  const byQuestion = useMemo(
    () => new Map((counts.data ?? []).map((count) => [count.questionId, count])),
    [counts.data],
  );
  return useCallback((questionId: string) => byQuestion.get(questionId) ?? NONE, [byQuestion]);
}
