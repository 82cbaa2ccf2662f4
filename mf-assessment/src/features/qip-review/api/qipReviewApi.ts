import { endpoints, type ApiClient, type QipReview, type QipReviewSummary } from '@qip/shared-contracts';

/** The service's QIP reviews, newest first, and whether the caller may record one. */
export function loadQipReviews(api: ApiClient, centerId: string): Promise<QipReviewSummary> {
  return api.call(endpoints.qipReview.summary, { query: { center_id: centerId } });
}

/** Records today's review of the service's QIP, by the caller. */
export function markQipReviewed(api: ApiClient, centerId: string, note: string): Promise<QipReview> {
  return api.call(endpoints.qipReview.mark, { body: { center_id: centerId, note } });
}
