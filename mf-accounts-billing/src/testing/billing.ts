import { endpoints, type PaymentMethod, type SubscriptionProduct } from '@qip/shared-contracts';
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

const DAY = 24 * 60 * 60;
/** Now, in the unix seconds the provider's objects carry. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A unix time as the billing screens show it, DD/MM/YYYY in Sydney: worked out with Intl here,
 * independently of the portal's own formatter, so a test catches a wrong date.
 */
export const ddmmyyyy = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });

/** A service's subscription as GET /api/stripe/products answers it: by default Portal monthly, mid-period. */
export function subscriptionProduct(
  overrides: { center_id?: string; center_name?: string; product?: string } & Partial<
    SubscriptionProduct['subscription']
  > = {},
): SubscriptionProduct {
  const {
    center_id = 'center-paddington',
    center_name = 'Sunshine Paddington',
    product = 'QIP Portal',
    ...rest
  } = overrides;
  return {
    center_id,
    center_name,
    product,
    subscription: {
      id: `sub_${center_id}`,
      status: 'active',
      plan: { amount: 9700, interval: 'month' },
      current_period_start: nowSeconds() - 10 * DAY,
      current_period_end: nowSeconds() + 20 * DAY,
      canceled_at: null,
      cancel_at: null,
      price_id: 'portal_monthly',
      commitment_ends_at: null,
      ...rest,
    },
  };
}

export { DAY };
