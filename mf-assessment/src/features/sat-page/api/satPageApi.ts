import { endpoints, RETRY_POLICIES, type ApiClient, type NqaList } from '@qip/shared-contracts';

/** The seven quality areas (names and titles for the SAT page's tiles), retried as questions are. */
export function loadQualityAreas(api: ApiClient): Promise<NqaList> {
  return api.call(endpoints.assessment.nqaList, undefined, { retry: RETRY_POLICIES.questions });
}
