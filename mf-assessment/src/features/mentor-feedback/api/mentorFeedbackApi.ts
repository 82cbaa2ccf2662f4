import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type FeedbackRequest,
  type FeedbackRequestInput,
  type MentorFeedback,
  type MentorFeedbackSummary,
} from '@qip/shared-contracts';

/** Whether the dashboard shows 'Request mentor feedback' and 'View feedback' for the service. */
export function loadFeedbackSummary(api: ApiClient, centerId: string): Promise<MentorFeedbackSummary> {
  return api.call(endpoints.mentorFeedback.summary, { query: { center_id: centerId } });
}

/** Asks the mentors for feedback on some quality areas. */
export function requestFeedback(api: ApiClient, input: FeedbackRequestInput): Promise<FeedbackRequest> {
  return api.call(endpoints.mentorFeedback.request, { body: input });
}

/** The service's published reviews, newest first (retried as the spec retries feedbacks). */
export function loadPublishedFeedback(api: ApiClient, centerId: string): Promise<MentorFeedback[]> {
  return api.call(
    endpoints.mentorFeedback.list,
    { query: { center_id: centerId } },
    { retry: RETRY_POLICIES.feedbacks },
  );
}
