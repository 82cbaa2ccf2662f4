import type { EvidenceDocument } from '@qip/shared-contracts';
import { useColleagueChanges, usePlatform, useResource } from '@qip/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { searchLibrary } from '../api/evidenceApi';

const SEARCH_DELAY_MS = 300;
const EVIDENCE = ['evidence'] as const;

/**
 * The service's evidence library, searched as the person types (after a short pause); reloaded
 * when a colleague changes the service's evidence.
 */
export function useEvidenceLibrary(centerId: string) {
  const { api } = usePlatform();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const load = useCallback(
    (): Promise<EvidenceDocument[]> => searchLibrary(api, centerId, query),
    [api, centerId, query],
  );
  const items = useResource(load);
  useColleagueChanges(EVIDENCE, centerId, items.reload);
  return { search, setSearch, items };
}
