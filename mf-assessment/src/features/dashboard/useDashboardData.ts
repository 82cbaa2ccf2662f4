import { endpoints, RETRY_POLICIES, type NqaList, type NqaProgress } from '@qip/shared-contracts';
import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';

export interface AreaCardData {
  id: number;
  name: string;
  title: string;
  completed: number;
}

/** The seven quality areas with the centre's progress in each, and the total. */
export function useNqaCards(centerId: string) {
  const { api } = usePlatform();
  const load = useCallback(async () => {
    const [list, progress]: [NqaList, NqaProgress] = await Promise.all([
      api.call(endpoints.assessment.nqaList, undefined, { retry: RETRY_POLICIES.questions }),
      api.call(endpoints.progress.nqaProgress, { params: { centerId } }, { retry: RETRY_POLICIES.questions }),
    ]);
    const completedOf = new Map(progress.nqaItems.map((item) => [item.id, item.completed]));
    const cards: AreaCardData[] = list.areas.map((area) => ({
      id: area.id,
      name: area.name,
      title: area.title,
      completed: completedOf.get(area.id) ?? 0,
    }));
    return { cards, totalProgress: progress.totalProgress };
  }, [api, centerId]);
  return useResource(load);
}

/** How many reports the centre has generated. */
export function useReportCount(centerId: string) {
  const { api } = usePlatform();
  const load = useCallback(
    async () => (await api.call(endpoints.reports.list, { query: { center_id: centerId } })).length,
    [api, centerId],
  );
  return useResource(load);
}
