import { endpoints, type LawCompliance } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';

/** The centre's compliance with the laws and regulations of an area. */
export function useLawCompliance(centerId: string, areaId: number): Resource<LawCompliance> {
  const { api } = usePlatform();
  const load = useCallback(
    () => api.call(endpoints.lawsRegulations.results, { params: { center: centerId, nqa: areaId } }),
    [api, centerId, areaId],
  );
  return useResource(load);
}

/** Saves results and the note: updates the record when there is one, else creates it. */
export function useSaveLawCompliance() {
  const { api, bus } = usePlatform();
  return useCallback(
    async (
      compliance: LawCompliance,
      changes: { lar_result: Array<{ lar_id: string; result: 1 | 2 | 3 }>; note: string },
    ): Promise<LawCompliance> => {
      const saved = compliance.id
        ? await api.call(endpoints.lawsRegulations.update, { params: { id: compliance.id }, body: changes })
        : await api.call(endpoints.lawsRegulations.create, {
            body: { center_id: compliance.center_id, nqa_id: compliance.nqa, ...changes },
          });
      bus.publish('data.changed', { entity: 'laws', centerId: compliance.center_id });
      return saved;
    },
    [api, bus],
  );
}
