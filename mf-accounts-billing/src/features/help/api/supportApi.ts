import { endpoints, type ApiClient, type SupportRequest, type SupportRequestReceipt } from '@qip/shared-contracts';

/** Sends a support request; the answer carries its reference ('QIP-000123'). */
export function sendSupportRequest(api: ApiClient, request: SupportRequest): Promise<SupportRequestReceipt> {
  return api.call(endpoints.support.create, { body: request });
}
