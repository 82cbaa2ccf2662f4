import type { MentorFeedback } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadPublishedFeedback } from '../api/mentorFeedbackApi';

const reviewedAt = (review: MentorFeedback) => review.date_reviewed ?? review.date;
const byDateReviewed = (a: MentorFeedback, b: MentorFeedback) => reviewedAt(a).localeCompare(reviewedAt(b));

/** The service's published reviews, oldest first: the steps of its feedback history. */
export function usePublishedFeedback(centerId: string): Resource<MentorFeedback[]> {
  const { api } = usePlatform();
  const load = useCallback(
    async () => (await loadPublishedFeedback(api, centerId)).sort(byDateReviewed),
    [api, centerId],
  );
  return useResource(load);
}
