import { endpoints, RETRY_POLICIES, type AccountServices, type ApiClient } from '@qip/shared-contracts';

/** The caller's services as the list's cards. */
export function loadServices(api: ApiClient): Promise<AccountServices> {
  return api.call(endpoints.services.list, undefined, { retry: RETRY_POLICIES.accountData });
}

/** Removes a service for good (administrators; refused while its subscription runs). */
export async function removeService(api: ApiClient, centerId: string): Promise<void> {
  await api.call(endpoints.services.remove, { params: { id: centerId } });
}
