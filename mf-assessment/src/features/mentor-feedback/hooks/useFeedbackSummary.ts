import type { MentorFeedbackSummary } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadFeedbackSummary } from '../api/mentorFeedbackApi';

/** What the dashboard's mentor buttons depend on for the service. */
export function useFeedbackSummary(centerId: string): Resource<MentorFeedbackSummary> {
  const { api } = usePlatform();
  const load = useCallback(() => loadFeedbackSummary(api, centerId), [api, centerId]);
  return useResource(load);
}
