import type { MentorFeedback, MentorRequest } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadMentorQueue } from '../api/mentorApi';

export interface MentorQueue {
  requests: Resource<MentorRequest[]>;
  /** Shows a review just saved on its request, without asking the API again. */
  showReview: (review: MentorFeedback) => void;
}

/**
 * The mentor's queue. A request published during the visit stays in it, marked published, so
 * the mentor sees what they did; the next visit no longer lists it.
 */
export function useMentorQueue(): MentorQueue {
  const { api } = usePlatform();
  const load = useCallback(() => loadMentorQueue(api), [api]);
  const requests = useResource(load);
  const { data, replace } = requests;
  const showReview = useCallback(
    (review: MentorFeedback) => {
      if (!data) return;
      replace(data.map((request) => (request.id === review.request_id ? { ...request, review } : request)));
    },
    [data, replace],
  );
  return { requests, showReview };
}
