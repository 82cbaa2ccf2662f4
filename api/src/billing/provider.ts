import type { BillingInterval, PriceId, ProviderSubscriptionStatus, TestCardToken } from '@qip/shared-contracts';
import { HttpError } from '../http/httpError';

// The one billing interface of the API. Two implementations: Stripe (stripe/) when its keys are
// set, otherwise the local test-mode provider (local/), which keeps Stripe's objects in the
// database and behaves as Stripe's test mode does. Routes only ever see this interface.

export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderPaymentMethod {
  id: string;
  /** Null while attached to no customer. */
  customerId: string | null;
  card: ProviderCard;
}

/** A subscription as the portal stores it (see subscriptionSync.repository.ts). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The service it pays for (metadata center_id); null for one made outside the portal. */
  centerId: string | null;
  /** The portal's price id (Stripe: the price's lookup_key); null for an unknown price. */
  priceId: PriceId | null;
  productName: string;
  amountCents: number;
  interval: BillingInterval;
  status: ProviderSubscriptionStatus;
  startedAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** When a requested cancellation takes effect; null when none is pending. */
  cancelAt: Date | null;
  /** When the cancellation was asked for (Stripe's canceled_at). */
  canceledAt: Date | null;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  status: 'paid' | 'open' | 'void';
  customerId: string;
  subscriptionId: string | null;
  amountCents: number;
  created: Date;
  periodStart: Date;
  periodEnd: Date;
}

/** An event of the provider, as the one event handler (events.ts) applies it. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The subscription the event concerns, re-read from the provider when applied. */
  subscriptionId: string | null;
  /** The invoice an invoice event concerns (invoice.payment_failed); null for other events. */
  invoiceId: string | null;
}

/** What each call that may change money takes: the caller's key, so a repeat acts once. */
export interface Idempotent {
  idempotencyKey: string | null;
}

/** What one run of the local provider's due work did. */
export interface DueRun {
  now: Date;
  renewed: number;
  failed: number;
  canceled: number;
}

/** The card tests of local test mode (the browser sends a test card's token, never its number). */
export interface LocalTestMode {
  createPaymentMethod(input: {
    token: TestCardToken;
    expMonth: number;
    expYear: number;
    billingName: string;
    createdBy: string;
  }): Promise<ProviderPaymentMethod>;
  /** Whether the user may attach the card: it is theirs, or already the customer's. */
  mayAttach(paymentMethodId: string, userId: string, customerId: string): Promise<boolean>;
  /** Moves the provider's clock on and runs what falls due: renewals, failed renewals, cancellations. */
  advanceClock(days: number): Promise<DueRun>;
  /** Runs what has fallen due as real time passed, as Stripe's test mode does on its own. */
  runDue(): Promise<DueRun>;
}

export interface BillingProvider {
  readonly mode: 'stripe' | 'local';
  /** Stripe's publishable key for the browser; null in local mode. */
  readonly publishableKey: string | null;
  /** Present only in local test mode. */
  readonly testMode: LocalTestMode | null;
  /**
   * Stripe only: the event of a webhook request, from its raw body and Stripe-Signature header;
   * throws when the signature is not Stripe's (or too old). Null in local mode (its events come
   * straight to the handler).
   */
  readonly verifyWebhook: ((rawBody: Buffer, signature: string) => BillingEvent) | null;
  /** The provider's time: now, or, in local test mode, now moved on by the test clock. */
  now(): Promise<Date>;

  createCustomer(input: { email: string; name: string; accountId: string }): Promise<string>;
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod | null>;
  listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  defaultPaymentMethodId(customerId: string): Promise<string | null>;
  /** Attaches the card (a declined card is refused: CardError) and makes it the customer's default. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod>;
  /** Detaches the card; another card becomes the default when it was. */
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /** Subscribes and charges the first invoice at once; a failed charge creates nothing (CardError). */
  createSubscription(
    input: { customerId: string; priceId: PriceId; centerId: string; paymentMethodId: string } & Idempotent,
  ): Promise<ProviderSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Changes the price; the prorated difference goes on the next invoice. */
  changePrice(input: { subscriptionId: string; priceId: PriceId } & Idempotent): Promise<ProviderSubscription>;
  /** Ends the subscription at `at` (the period's end, or later for a minimum commitment). */
  cancelAt(input: { subscriptionId: string; at: Date } & Idempotent): Promise<ProviderSubscription>;
  /** Undoes a pending cancellation. */
  reactivate(input: { subscriptionId: string } & Idempotent): Promise<ProviderSubscription>;
  /** Pays the customer's open invoices with the card; answers how many were paid. */
  payOpenInvoices(input: { customerId: string; paymentMethodId: string }): Promise<number>;
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /** One invoice, or null when the provider has none of that id. */
  retrieveInvoice(id: string): Promise<ProviderInvoice | null>;
}

/** A card the provider refused: 402 with its message, in Stripe's words. */
export class CardError extends HttpError {
  constructor(message: string) {
    super(402, message, [{ field: 'payment_method_id', message }]);
    this.name = 'CardError';
  }
}
