import type { EvidenceDocument } from '@qip/shared-contracts';
import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { searchLibrary } from '../api/evidenceApi';

const SEARCH_DELAY_MS = 300;

/** The service's evidence library, searched as the person types (after a short pause). */
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
  return { search, setSearch, items: useResource(load) };
}
