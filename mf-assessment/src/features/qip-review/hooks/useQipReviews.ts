import type { QipReviewSummary } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadQipReviews } from '../api/qipReviewApi';

/** The dashboard's review card data for the service. */
export function useQipReviews(centerId: string): Resource<QipReviewSummary> {
  const { api } = usePlatform();
  const load = useCallback(() => loadQipReviews(api, centerId), [api, centerId]);
  return useResource(load);
}
