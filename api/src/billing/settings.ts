// The billing settings of the API's environment: Stripe when its three keys are set, otherwise
// the local test-mode provider.

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (STRIPE_API_BASE): a local fake or stripe-mock in tests. */
  apiHost: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

/** The supplier a tax invoice names (SUPPLIER_NAME, SUPPLIER_ABN, SUPPLIER_ADDRESS). */
export interface SupplierSettings {
  name: string;
  /** 11 digits, spaced as the ATO writes them: '51 824 753 556'. */
  abn: string;
  address: string;
}

/**
 * The defaults: the ATO's published example ABN, which is no real business's (set the real one in
 * production), and the portal's company name.
 */
export const DEFAULT_SUPPLIER: SupplierSettings = {
  name: 'Holistic QIP Pty Ltd',
  abn: '51 824 753 556',
  address: 'Sydney NSW 2000, Australia',
};

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ABN spaced as the ATO writes it, or null when it is not a valid ABN (its check digits fail). */
export function normalisedAbn(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return null;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * (ABN_WEIGHTS[index] ?? 0),
    0,
  );
  if (sum % 89 !== 0) return null;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

function loadSupplier(env: NodeJS.ProcessEnv): SupplierSettings {
  const abn = normalisedAbn(env.SUPPLIER_ABN || DEFAULT_SUPPLIER.abn);
  if (!abn) throw new Error(`SUPPLIER_ABN must be a valid ABN (11 digits), got "${env.SUPPLIER_ABN}"`);
  return {
    name: env.SUPPLIER_NAME?.trim() || DEFAULT_SUPPLIER.name,
    abn,
    address: env.SUPPLIER_ADDRESS?.trim() || DEFAULT_SUPPLIER.address,
  };
}

export interface BillingSettings {
  /** Null: the local test-mode provider. */
  stripe: StripeSettings | null;
  /**
   * LOCAL_BILLING_TEST_CLOCK=1: administrators may move the local provider's test clock too (a
   * demo or an end-to-end run); the hub client always may. Never has an effect with Stripe.
   */
  testClockForAdministrators: boolean;
  /** Who the tax invoices are from. */
  supplier: SupplierSettings;
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
    supplier: loadSupplier(env),
  };
}
