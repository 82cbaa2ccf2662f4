import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type Invoice,
  type PaymentMethod,
  type SubscriptionProduct,
} from '@qip/shared-contracts';

// The Billing calls of spec section 7 the account's billing screens share. Loads are retried
// as the account area's data fetches are (3 more tries, 3 s apart).

export function loadProducts(api: ApiClient, userId: string): Promise<SubscriptionProduct[]> {
  return api
    .call(endpoints.billing.products, { params: { id: userId } }, { retry: RETRY_POLICIES.accountData })
    .then((answer) => answer.products);
}

export function loadPaymentMethods(api: ApiClient, userId: string): Promise<PaymentMethod[]> {
  return api
    .call(endpoints.billing.paymentMethods, { params: { id: userId } }, { retry: RETRY_POLICIES.accountData })
    .then((answer) => answer.payment_methods);
}

export function loadInvoices(api: ApiClient, userId: string): Promise<Invoice[]> {
  return api
    .call(endpoints.billing.invoices, { params: { id: userId } }, { retry: RETRY_POLICIES.accountData })
    .then((answer) => answer.invoices);
}

/** The operator's support address, which the payment-failed text gives. */
export function loadSupportEmail(api: ApiClient): Promise<string> {
  return api
    .call(endpoints.config.portal, undefined, { retry: RETRY_POLICIES.accountData })
    .then((config) => config.supportEmail);
}
