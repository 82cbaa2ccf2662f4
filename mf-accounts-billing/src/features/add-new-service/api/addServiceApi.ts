import { endpoints, type ApiClient } from '@qip/shared-contracts';

/** Adds a service to the administrator's account; answers its id. */
export async function createService(
  api: ApiClient,
  userId: string,
  service: { name: string; approvalNumber: string; serviceCatId: number },
): Promise<string> {
  const answer = await api.call(endpoints.accounts.createCenter, {
    body: {
      user_id: userId,
      user_type: 'ADMIN',
      name: service.name,
      approval_number: service.approvalNumber,
      service_cat_id: service.serviceCatId,
    },
  });
  return answer.id;
}
