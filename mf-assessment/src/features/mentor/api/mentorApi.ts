import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type MentorFeedback,
  type MentorRequest,
  type MentorReviewInput,
} from '@qip/shared-contracts';

/** The open requests of the services that asked, oldest first, each with its review so far. */
export function loadMentorQueue(api: ApiClient): Promise<MentorRequest[]> {
  return api.call(endpoints.mentorFeedback.mentorQueue, undefined, { retry: RETRY_POLICIES.feedbacks });
}

/** How a review is written: kept as a draft, or published to the service. */
export type ReviewMode = 'draft' | 'publish';

export function saveReview(
  api: ApiClient,
  requestId: string,
  mode: ReviewMode,
  review: MentorReviewInput,
): Promise<MentorFeedback> {
  const endpoint = mode === 'draft' ? endpoints.mentorFeedback.saveDraft : endpoints.mentorFeedback.publish;
  return api.call(endpoint, { params: { id: requestId }, body: review });
}
