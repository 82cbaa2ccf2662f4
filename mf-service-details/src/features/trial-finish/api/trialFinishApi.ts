import { endpoints, type ApiClient, type ServiceDetails } from '@qip/shared-contracts';

/** Saves the primary service type and the name chosen at the end of a free trial. */
export function saveTypeAndName(
  api: ApiClient,
  centerId: string,
  choice: { serviceCatId: number; name: string },
): Promise<ServiceDetails> {
  return api.call(endpoints.serviceDetails.save, { params: { id: centerId }, body: choice });
}
