import { endpoints, RETRY_POLICIES, type ApiClient } from '@qip/shared-contracts';

export interface AreaCardData {
  id: number;
  name: string;
  title: string;
  completed: number;
}

export interface NqaCards {
  cards: AreaCardData[];
  totalProgress: number;
}

/** The seven quality areas with the centre's progress in each, and the total (retried as questions are). */
export async function loadNqaCards(api: ApiClient, centerId: string): Promise<NqaCards> {
  const [list, progress] = await Promise.all([
    api.call(endpoints.assessment.nqaList, undefined, { retry: RETRY_POLICIES.questions }),
    api.call(endpoints.progress.nqaProgress, { params: { centerId } }, { retry: RETRY_POLICIES.questions }),
  ]);
  const completedOf = new Map(progress.nqaItems.map((item) => [item.id, item.completed]));
  const cards = list.areas.map((area) => ({
    id: area.id,
    name: area.name,
    title: area.title,
    completed: completedOf.get(area.id) ?? 0,
  }));
  return { cards, totalProgress: progress.totalProgress };
}

/** How many reports the centre has generated. */
export async function countReports(api: ApiClient, centerId: string): Promise<number> {
  const reports = await api.call(endpoints.reports.list, { query: { center_id: centerId } });
  return reports.length;
}
