import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type Invoice,
  type PlanPrice,
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

export interface SubscribeRequest {
  email: string;
  plan: PlanPrice;
  /** The card to pay with; the account's default card when left out. */
  paymentMethodId?: string;
  /** The service to subscribe; the account's first service without a subscription when left out. */
  centerId?: string;
}

/** Subscribes a service to a plan; the first invoice is charged at once (a refused card: 402). */
export function subscribe(api: ApiClient, request: SubscribeRequest, idempotencyKey: string) {
  return api.call(
    endpoints.billing.subscribe,
    {
      body: {
        email: request.email,
        price: request.plan.id,
        plan: request.plan.plan,
        ...(request.paymentMethodId ? { payment_method_id: request.paymentMethodId } : {}),
        ...(request.centerId ? { center_id: request.centerId } : {}),
      },
    },
    { idempotencyKey },
  );
}
