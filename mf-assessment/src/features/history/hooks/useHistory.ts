import type { HistoryPage } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadHistory } from '../api/historyApi';

/** One page of a question's history for the centre. */
export function useHistory(centerId: string, questionId: string, page: number): Resource<HistoryPage> {
  const { api } = usePlatform();
  const load = useCallback(() => loadHistory(api, centerId, questionId, page), [api, centerId, questionId, page]);
  return useResource(load);
}
