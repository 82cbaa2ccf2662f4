import type { SatEntry } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useMemo } from 'react';
import { chooseForSat, removeSatEntry, saveSatDescription } from '../api/satApi';

/** The SAT's writes; after each, every view of the centre's SAT reloads (bus 'data.changed'). */
export function useSatActions(centerId: string) {
  const { api, bus } = usePlatform();
  return useMemo(() => {
    const changed = () => bus.publish('data.changed', { entity: 'sat', centerId });
    return {
      choose: async (questionId: string, sat: 0 | 1) => {
        await chooseForSat(api, centerId, questionId, sat);
        changed();
      },
      save: async (entry: SatEntry, text: string, version: number): Promise<SatEntry> => {
        const saved = await saveSatDescription(api, entry, text, version);
        changed();
        return saved;
      },
      remove: async (entry: SatEntry) => {
        await removeSatEntry(api, entry);
        changed();
      },
    };
  }, [api, bus, centerId]);
}
