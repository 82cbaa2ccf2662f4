import type { NqaList } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadQualityAreas } from '../api/satPageApi';

/** The seven quality areas of the National Quality Standard. */
export function useQualityAreas(): Resource<NqaList> {
  const { api } = usePlatform();
  const load = useCallback(() => loadQualityAreas(api), [api]);
  return useResource(load);
}
