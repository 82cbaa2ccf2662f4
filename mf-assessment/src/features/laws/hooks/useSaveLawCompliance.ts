import type { LawCompliance } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { saveLawCompliance, type LawComplianceChanges } from '../api/lawsApi';

/** Saves an area's compliance record, then tells the rest of the portal it changed. */
export function useSaveLawCompliance() {
  const { api, bus } = usePlatform();
  return useCallback(
    async (compliance: LawCompliance, changes: LawComplianceChanges): Promise<LawCompliance> => {
      const saved = await saveLawCompliance(api, compliance, changes);
      bus.publish('data.changed', { entity: 'laws', centerId: compliance.center_id });
      return saved;
    },
    [api, bus],
  );
}
