import { endpoints, type ApiClient, type PriceId } from '@qip/shared-contracts';

// Changing, cancelling and reactivating a service's subscription. Each call carries its own
// Idempotency-Key (the API client adds one), so a retried request never charges twice.

interface ServiceOfAccount {
  userId: string;
  centerId: string;
}

export function changePlan(api: ApiClient, { userId, centerId }: ServiceOfAccount, price: PriceId) {
  return api.call(endpoints.billing.changePlan, { body: { user_id: userId, center_id: centerId, price } });
}

export function cancelSubscription(api: ApiClient, { userId, centerId }: ServiceOfAccount) {
  return api.call(endpoints.billing.cancel, { body: { user_id: userId, center_id: centerId } });
}

export function reactivateSubscription(api: ApiClient, { userId, centerId }: ServiceOfAccount) {
  return api.call(endpoints.billing.reactivate, { body: { user_id: userId, center_id: centerId } });
}
