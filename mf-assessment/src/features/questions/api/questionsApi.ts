import { endpoints, RETRY_POLICIES, type ApiClient, type ComplyInput, type Question } from '@qip/shared-contracts';

/**
 * Every question of an element for the centre, in all three categories (the tabs filter them
 * without another call). Retried 5 times, 3 seconds apart, before the failure shows (spec).
 */
export function loadElementQuestions(api: ApiClient, centerId: string, elementId: string): Promise<Question[]> {
  return api.call(
    endpoints.assessment.questions,
    { query: { center_id: centerId, category_id: elementId } },
    { retry: RETRY_POLICIES.questions },
  );
}

/** Saves an answer, notes or goal texts of one question. */
export function comply(api: ApiClient, body: ComplyInput): Promise<Question> {
  return api.call(endpoints.assessment.comply, { body });
}
