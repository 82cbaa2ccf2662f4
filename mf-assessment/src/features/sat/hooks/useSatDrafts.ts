import type { SatEntry } from '@qip/shared-contracts';
import { useCallback, useState } from 'react';

/**
 * The descriptions as typed, by SAT entry, so a list can judge them all (the over-the-limit
 * notice) before they are saved; an entry not typed in shows its saved description.
 */
export function useSatDrafts() {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const textOf = useCallback((entry: SatEntry) => drafts[entry.id] ?? entry.sat_description, [drafts]);
  const setText = useCallback(
    (entry: SatEntry, text: string) => setDrafts((current) => ({ ...current, [entry.id]: text })),
    [],
  );
  return { textOf, setText };
}
