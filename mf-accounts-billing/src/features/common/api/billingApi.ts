import { endpoints, type ApiClient, type PlanPrice } from '@qip/shared-contracts';

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

/** The account's saved cards. */
export async function listPaymentMethods(api: ApiClient, userId: string) {
  return (await api.call(endpoints.billing.paymentMethods, { params: { id: userId } })).payment_methods;
}
