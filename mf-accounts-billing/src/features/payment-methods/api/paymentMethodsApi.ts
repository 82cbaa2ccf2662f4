import { endpoints, type ApiClient } from '@qip/shared-contracts';

/** Attaches the card and makes it the default; open invoices of failed payments are paid with it. */
export function attachPaymentMethod(api: ApiClient, userId: string, paymentMethodId: string) {
  return api.call(endpoints.billing.addPaymentMethod, {
    body: { user_id: userId, payment_method_id: paymentMethodId },
  });
}

export async function detachPaymentMethod(api: ApiClient, paymentMethodId: string): Promise<void> {
  await api.call(endpoints.billing.detachPaymentMethod, { body: { payment_method_id: paymentMethodId } });
}
