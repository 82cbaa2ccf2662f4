import { endpoints, type PaymentMethod } from '@qip/shared-contracts';
import { stubEndpoint } from '@qip/shared-ui/testing';

// The billing answers the accounts-billing remote's tests share.

export function localBillingConfig() {
  return stubEndpoint(endpoints.billing.config, () => ({
    mode: 'local' as const,
    publishable_key: null,
    test_clock: false,
    currency: 'aud' as const,
  }));
}

export function stripeBillingConfig() {
  return stubEndpoint(endpoints.billing.config, () => ({
    mode: 'stripe' as const,
    publishable_key: 'pk_test_portal',
    test_clock: false,
    currency: 'aud' as const,
  }));
}

export function paymentMethod(overrides: Partial<PaymentMethod> & { last4?: string } = {}): PaymentMethod {
  const { last4 = '4242', ...rest } = overrides;
  return {
    id: `pm_${last4}`,
    card: { brand: 'visa', last4, exp_month: 12, exp_year: 2030 },
    is_default: false,
    ...rest,
  };
}
