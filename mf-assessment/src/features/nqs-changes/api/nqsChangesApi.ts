import { endpoints, type ApiClient, type NqsChanges, type NqsElementChange } from '@qip/shared-contracts';

/** The elements the NQS in force changed, with the centre's state for each. */
export function loadNqsChanges(api: ApiClient, centerId: string): Promise<NqsChanges> {
  return api.call(endpoints.nqsChanges.list, { query: { center_id: centerId } });
}

/** Marks a changed element reviewed for the centre, which clears its flag. */
export function reviewNqsChange(api: ApiClient, centerId: string, categoryId: string): Promise<NqsElementChange> {
  return api.call(endpoints.nqsChanges.review, { body: { center_id: centerId, category_id: categoryId } });
}
