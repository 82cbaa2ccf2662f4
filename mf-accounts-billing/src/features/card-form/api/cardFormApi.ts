import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type LocalCardPayload,
  type PaymentMethod,
} from '@qip/shared-contracts';

export type BillingConfig = Awaited<ReturnType<typeof loadBillingConfig>>;

/** Which provider takes cards ('local' test mode or 'stripe') and Stripe's publishable key. */
export function loadBillingConfig(api: ApiClient) {
  return api.call(endpoints.billing.config, undefined, { retry: RETRY_POLICIES.accountData });
}

/** Local test mode: a card from a test card's token (the number never leaves the browser). */
export function createLocalPaymentMethod(api: ApiClient, body: LocalCardPayload): Promise<PaymentMethod> {
  return api.call(endpoints.billing.createLocalPaymentMethod, { body });
}
