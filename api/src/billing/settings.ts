// The billing settings of the API's environment: Stripe when its three keys are set, otherwise
// the local test-mode provider.

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (STRIPE_API_BASE): a local fake or stripe-mock in tests. */
  apiHost: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

export interface BillingSettings {
  /** Null: the local test-mode provider. */
  stripe: StripeSettings | null;
  /**
   * LOCAL_BILLING_TEST_CLOCK=1: administrators may move the local provider's test clock too (a
   * demo or an end-to-end run); the hub client always may. Never has an effect with Stripe.
   */
  testClockForAdministrators: boolean;
}

function apiHostOf(base: string | undefined): StripeSettings['apiHost'] {
  if (!base) return null;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export function loadBillingSettings(env: NodeJS.ProcessEnv): BillingSettings {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  const keyed = [secretKey, publishableKey, webhookSecret].filter(Boolean).length;
  if (keyed > 0 && keyed < 3) {
    throw new Error('Set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none of them');
  }
  return {
    stripe:
      secretKey && publishableKey && webhookSecret
        ? { secretKey, publishableKey, webhookSecret, apiHost: apiHostOf(env.STRIPE_API_BASE) }
        : null,
    testClockForAdministrators: ['1', 'true', 'yes', 'on'].includes((env.LOCAL_BILLING_TEST_CLOCK ?? '').toLowerCase()),
  };
}
