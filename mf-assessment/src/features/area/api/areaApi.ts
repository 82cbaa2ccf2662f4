import { endpoints, type ApiClient, type AreaProgressTree } from '@qip/shared-contracts';

/** A quality area's levels and sub-levels with the centre's progress in each. */
export function loadAreaProgress(api: ApiClient, areaId: number, centerId: string): Promise<AreaProgressTree> {
  return api.call(endpoints.assessment.categoryProgress, { params: { id: areaId }, query: { center_id: centerId } });
}
