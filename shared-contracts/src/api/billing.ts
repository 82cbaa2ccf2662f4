import { z } from 'zod';
import { BILLING_CURRENCY, PRICE_IDS, TEST_CARD_TOKENS } from '../domain/billing';
import { isValidEmail, VALIDATION_MESSAGES } from '../domain/validation';
import { buildPath, defineEndpoint } from '../http/endpoint';
import { FileDownloadSchema, IdParamsSchema, IdSchema, OkSchema, requiredText } from './common';
import { SubscriptionProductSchema } from './subscription';

// The Billing calls of accounts-billing spec section 7, at their paths and with their field
// names, and the calls the billing screens need that the spec leaves unnamed. Every `{id}` of a
// path is a user id: the account billed is that user's. Only administrators of the account may
// act; members are refused (403).

/** The header subscribe, change plan, cancel and reactivate accept (see Endpoint.idempotent). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const BILLING_MESSAGES = {
  onlyCard: 'This is your only payment method. Add another card before deleting this one.',
  alreadySubscribed: 'This service already has a subscription.',
  everyServiceSubscribed: 'Every service of this account has a subscription.',
  noSubscription: 'This service has no subscription.',
  samePlan: 'This service is already on this plan.',
  sameInterval: 'Choose a price with the same billing period as the current plan.',
  subscriptionEnded: 'This subscription has ended. Please subscribe again.',
  notCancelling: 'This subscription is not cancelled.',
  noCard: 'Please add a payment method first.',
  keyReused: 'This Idempotency-Key was used with a different request.',
  keyInProgress: 'A request with this Idempotency-Key is still being processed.',
  localModeOnly: 'This call is only available in local test mode.',
} as const;

export const PriceIdSchema = z.enum(PRICE_IDS, { error: 'Choose one of the plan prices.' });
export const PlanIdSchema = z.enum(['portal', 'mentoring'], { error: 'Choose portal or mentoring.' });

const EmailSchema = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.emailMissing)
  .max(320)
  .refine(isValidEmail, VALIDATION_MESSAGES.email);

/** A price as the pricing cards show it (amount in cents, GST included). */
export const PlanPriceSchema = z.object({
  id: PriceIdSchema,
  plan: PlanIdSchema,
  variant: z.enum(['monthly', 'yearly']),
  name: z.string(),
  product_name: z.string(),
  amount: z.number().int(),
  interval: z.enum(['month', 'year']),
  currency: z.literal(BILLING_CURRENCY),
  minimum_commitment_months: z.number().int(),
});
export type PlanPriceDto = z.infer<typeof PlanPriceSchema>;

export const ProductsResponseSchema = z.object({
  plans: z.array(PlanPriceSchema),
  /** The account's subscriptions, one row per service (none for a trial account). */
  products: z.array(SubscriptionProductSchema),
});

/** A saved card, in the provider's shape (spec section 3: id, card.brand, card.last4, card.exp_month, card.exp_year). */
export const PaymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
  /** The card renewals and open invoices are charged to. */
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodsResponseSchema = z.object({ payment_methods: z.array(PaymentMethodSchema) });

/** A tax invoice's facts (spec section 3: center, date, invoice with id, number, invoice_pdf). */
export const InvoiceSchema = z.object({
  center: z.string(),
  center_id: IdSchema.nullable(),
  /** Unix seconds. */
  date: z.number().int(),
  invoice: z.object({
    id: z.string(),
    number: z.string(),
    status: z.enum(['paid', 'open', 'void']),
    product: z.string(),
    /** Cents, GST included. */
    total: z.number().int(),
    /** Cents: one eleventh of the total (gstOfTotal). */
    gst: z.number().int(),
    currency: z.literal(BILLING_CURRENCY),
    period_start: z.number().int(),
    period_end: z.number().int(),
    /**
     * The tax invoice's PDF (invoicePdfPath): GET it with the bearer token, as an administrator of
     * the account (useProtectedFileUrl). Null for an invoice that has none.
     */
    invoice_pdf: z.string().nullable(),
  }),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** The route of an invoice's tax-invoice PDF (not a JSON endpoint: the API serves the file). */
export const INVOICE_PDF_ROUTE = '/api/billing/invoice/:invoiceId/pdf';

/** The address of an invoice's tax-invoice PDF (administrators of its account, signed in). */
export function invoicePdfPath(invoiceId: string): string {
  return buildPath(INVOICE_PDF_ROUTE, { invoiceId });
}

export const InvoicesResponseSchema = z.object({ invoices: z.array(InvoiceSchema) });

export const SubscriptionChangeResponseSchema = z.object({ subscription: SubscriptionProductSchema });

export const CancelResponseSchema = z.object({
  subscription: SubscriptionProductSchema,
  /** Unix seconds: the service stays active until then (the period's end, or the 6-month minimum's). */
  ends_at: z.number().int(),
});

export const SubscribeBodySchema = z.object({
  email: EmailSchema,
  /** One of the plan prices (PRICE_IDS). */
  price: PriceIdSchema,
  plan: PlanIdSchema,
  /** The card to pay with; the account's default card when left out. */
  payment_method_id: IdSchema.optional(),
  /** The service to subscribe; left out, the account's first service without a subscription. */
  center_id: IdSchema.optional(),
});

const UserCenterBodySchema = z.object({ user_id: IdSchema, center_id: IdSchema });

const CardYearSchema = z.number({ error: 'Your card’s expiration year is invalid.' }).int().min(2000).max(2100);
const CardMonthSchema = z.number({ error: 'Your card’s expiration month is invalid.' }).int().min(1).max(12);

/**
 * A card in local test mode: the browser sends the test token of the number typed
 * (testCardOfNumber), never the number; the API keeps brand, last4 and expiry.
 */
export const LocalPaymentMethodBodySchema = z.object({
  token: z.enum(TEST_CARD_TOKENS, { error: 'Use one of the test card numbers.' }),
  exp_month: CardMonthSchema,
  exp_year: CardYearSchema,
  billing_name: requiredText(200),
});

export const BillingConfigSchema = z.object({
  /** 'stripe' with keys configured; 'local' is the built-in test mode. */
  mode: z.enum(['stripe', 'local']),
  /** The key Stripe.js is loaded with; null in local mode. */
  publishable_key: z.string().nullable(),
  /** Whether the test clock may be moved (local mode only). */
  test_clock: z.boolean(),
  currency: z.literal(BILLING_CURRENCY),
});

export const TestClockResponseSchema = z.object({
  /** The provider's time after the move (ISO). */
  now: z.string(),
  renewed: z.number().int(),
  failed: z.number().int(),
  canceled: z.number().int(),
});

const UserIdTenancy = { owned: [{ in: 'params', field: 'id', kind: 'user' }], role: 'admin' } as const;
/** An administrator acting on one of their services, both named in the body. */
const AdminOfBodyCenterTenancy = {
  owned: [
    { in: 'body', field: 'user_id', kind: 'user' },
    { in: 'body', field: 'center_id', kind: 'center' },
  ],
  role: 'admin',
} as const;

export const billingEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    path: '/api/billing/config',
    access: 'public',
    summary: "The billing mode and Stripe's publishable key, for the card form",
    tags: ['billing'],
    response: BillingConfigSchema,
    tenancy: { none: "the deployment's billing settings" },
  }),
  products: defineEndpoint({
    method: 'GET',
    path: '/api/stripe/products/:id',
    access: 'user',
    summary: "The plans and prices, and the subscriptions of the user's account",
    tags: ['billing'],
    params: IdParamsSchema,
    response: ProductsResponseSchema,
    tenancy: UserIdTenancy,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/subscribe',
    access: 'user',
    summary: 'Subscribe a service to a plan, paying with a card (the first invoice is charged at once)',
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: SubscribeBodySchema,
    response: SubscriptionChangeResponseSchema,
    successStatus: 201,
    idempotent: true,
    rateLimit: 'payments',
    tenancy: {
      owned: [
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'payment_method_id', kind: 'paymentMethod' },
      ],
      role: 'admin',
      ownerRefusal: { status: 409, because: "the owner's service (Sunshine Paddington) already has a subscription" },
    },
    example: { body: { email: 'director@example.com', price: 'portal_monthly', plan: 'portal' } },
  }),
  changePlan: defineEndpoint({
    method: 'POST',
    path: '/api/changeplan',
    access: 'user',
    summary: "Upgrade or downgrade a service's plan; the difference is prorated onto the next invoice",
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: UserCenterBodySchema.extend({ price: PriceIdSchema }),
    response: SubscriptionChangeResponseSchema,
    idempotent: true,
    tenancy: AdminOfBodyCenterTenancy,
    example: { body: { price: 'portal_monthly' } },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/cancelsubscription',
    access: 'user',
    summary: "Cancel a service's subscription at the end of its period (or of a monthly plan's 6-month minimum)",
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: UserCenterBodySchema,
    response: CancelResponseSchema,
    idempotent: true,
    tenancy: AdminOfBodyCenterTenancy,
  }),
  reactivate: defineEndpoint({
    method: 'POST',
    path: '/api/reactivatesubscription',
    access: 'user',
    summary: 'Undo a cancellation that has not taken effect yet',
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: UserCenterBodySchema,
    response: SubscriptionChangeResponseSchema,
    idempotent: true,
    tenancy: AdminOfBodyCenterTenancy,
  }),
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/api/stripe/paymentmethod/:id',
    access: 'user',
    summary: "The saved cards of the user's account",
    tags: ['billing'],
    params: IdParamsSchema,
    response: PaymentMethodsResponseSchema,
    tenancy: UserIdTenancy,
  }),
  addPaymentMethod: defineEndpoint({
    method: 'PUT',
    path: '/api/stripe/paymentmethod',
    access: 'user',
    summary:
      'Attach a card to the account and make it the default; open invoices of failed payments are paid with it at once',
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: z.object({ user_id: IdSchema, payment_method_id: IdSchema }),
    response: z.object({ payment_method: PaymentMethodSchema, paid_invoices: z.number().int() }),
    rateLimit: 'payments',
    tenancy: {
      owned: [
        { in: 'body', field: 'user_id', kind: 'user' },
        { in: 'body', field: 'payment_method_id', kind: 'paymentMethod' },
      ],
      role: 'admin',
    },
  }),
  detachPaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/api/stripe/paymentmethod/detach',
    access: 'user',
    summary: 'Delete a saved card (refused when it is the only one)',
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: z.object({ payment_method_id: IdSchema }),
    response: OkSchema,
    tenancy: { owned: [{ in: 'body', field: 'payment_method_id', kind: 'paymentMethod' }], role: 'admin' },
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/api/stripe/invoices/:id',
    access: 'user',
    summary: "The invoices of the user's account, newest first",
    tags: ['billing'],
    params: IdParamsSchema,
    response: InvoicesResponseSchema,
    tenancy: UserIdTenancy,
  }),
  invoiceDownload: defineEndpoint({
    method: 'GET',
    path: '/api/stripe/invoices/:id/download/:invoiceId',
    access: 'user',
    summary: "One invoice's tax-invoice PDF: its file name and where to fetch it (administrators of the account)",
    tags: ['billing'],
    params: z.object({ id: IdSchema, invoiceId: IdSchema }),
    response: FileDownloadSchema,
    tenancy: {
      owned: [
        { in: 'params', field: 'id', kind: 'user' },
        { in: 'params', field: 'invoiceId', kind: 'invoice' },
      ],
      role: 'admin',
    },
  }),
  createLocalPaymentMethod: defineEndpoint({
    method: 'POST',
    path: '/api/billing/local/paymentmethod',
    access: 'user',
    summary: "Local test mode: create a card from a Stripe test card's token (Stripe.js does this with Stripe)",
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: LocalPaymentMethodBodySchema,
    response: PaymentMethodSchema,
    successStatus: 201,
    rateLimit: 'payments',
    tenancy: { none: 'a new card attached to no account yet' },
    example: { body: { exp_year: 2099 } },
  }),
  advanceTestClock: defineEndpoint({
    method: 'POST',
    path: '/api/billing/test-clock/advance',
    access: 'public',
    summary:
      "Local test mode: move the provider's clock on (renewals, failed renewals, cancellations); the hub client, or an administrator when LOCAL_BILLING_TEST_CLOCK=1",
    tags: ['billing'],
    live: { none: 'billing, not the QIP a service shows' },
    body: z.object({ days: z.number().int().min(1, 'Must be at least 1.').max(800, 'Must be at most 800.') }),
    response: TestClockResponseSchema,
    tenancy: { none: "the local provider's clock, shared by every account (test mode only)" },
  }),
};
