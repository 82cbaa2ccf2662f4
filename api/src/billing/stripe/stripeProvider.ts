import { priceById, type PriceId } from '@qip/shared-contracts';
import Stripe from 'stripe';
import { notFound } from '../../http/httpError';
import { CardError, type BillingProvider } from '../provider';
import type { StripeSettings } from '../settings';
import { toBillingEvent, toInvoice, toPaymentMethod, toSubscription } from './stripeMapping';

/** The SDK client: Stripe's API, or the host given (the tests' local fake of Stripe). */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    ...(settings.apiHost
      ? { host: settings.apiHost.host, port: settings.apiHost.port, protocol: settings.apiHost.protocol }
      : {}),
  });
}

/** A Stripe card error as the portal's 402 with Stripe's message; other errors as they are. */
async function cardErrorsAsCardError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new CardError(error.message);
    throw error;
  }
}

const idempotency = (key: string | null, operation: string) =>
  key ? { idempotencyKey: `${operation}:${key}` } : undefined;

/** The billing interface over Stripe's API (the stripe Node SDK). */
export function createStripeProvider(
  settings: StripeSettings,
  stripe: Stripe = stripeClient(settings),
): BillingProvider {
  /** Stripe's price for one of the portal's: the active price whose lookup_key is the portal's price id. */
  async function stripePrice(priceId: PriceId): Promise<string> {
    const prices = await stripe.prices.list({ lookup_keys: [priceId], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw notFound(`No Stripe price has the lookup key ${priceId}.`);
    return price.id;
  }

  async function subscription(id: string) {
    return stripe.subscriptions.retrieve(id);
  }

  const provider: BillingProvider = {
    mode: 'stripe',
    publishableKey: settings.publishableKey,
    testMode: null,
    now: () => Promise.resolve(new Date()),
    verifyWebhook: (rawBody, signature) =>
      toBillingEvent(stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret)),

    async createCustomer({ email, name, accountId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { account_id: accountId } });
      return customer.id;
    },

    async retrievePaymentMethod(id) {
      try {
        return toPaymentMethod(await stripe.paymentMethods.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async listPaymentMethods(customerId) {
      const methods = await stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 });
      return methods.data.map(toPaymentMethod);
    },

    async defaultPaymentMethodId(customerId) {
      const customer = await stripe.customers.retrieve(customerId);
      if (customer.deleted) return null;
      const chosen = customer.invoice_settings.default_payment_method;
      if (!chosen) return null;
      return typeof chosen === 'string' ? chosen : chosen.id;
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      return cardErrorsAsCardError(async () => {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
        return toPaymentMethod(method);
      });
    },

    async detachPaymentMethod(customerId, paymentMethodId) {
      const wasDefault = (await provider.defaultPaymentMethodId(customerId)) === paymentMethodId;
      await stripe.paymentMethods.detach(paymentMethodId);
      if (!wasDefault) return;
      const next = (await provider.listPaymentMethods(customerId)).at(-1);
      if (next) await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: next.id } });
    },

    async createSubscription({ customerId, priceId, centerId, paymentMethodId, idempotencyKey }) {
      const price = await stripePrice(priceId);
      return cardErrorsAsCardError(async () =>
        toSubscription(
          await stripe.subscriptions.create(
            {
              customer: customerId,
              items: [{ price }],
              default_payment_method: paymentMethodId,
              // A refused first payment creates nothing (402 with the card's message).
              payment_behavior: 'error_if_incomplete',
              metadata: { center_id: centerId },
            },
            idempotency(idempotencyKey, 'subscribe'),
          ),
        ),
      );
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await subscription(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async changePrice({ subscriptionId, priceId, idempotencyKey }) {
      const current = await subscription(subscriptionId);
      const item = current.items.data[0];
      if (!item || !priceById(priceId)) throw notFound('There is no such price.');
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        { items: [{ id: item.id, price: await stripePrice(priceId) }], proration_behavior: 'create_prorations' },
        idempotency(idempotencyKey, 'changeplan'),
      );
      return toSubscription(updated);
    },

    async cancelAt({ subscriptionId, at, idempotencyKey }) {
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at: Math.floor(at.getTime() / 1000), proration_behavior: 'none' },
        idempotency(idempotencyKey, 'cancel'),
      );
      return toSubscription(updated);
    },

    async reactivate({ subscriptionId, idempotencyKey }) {
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at: '' },
        idempotency(idempotencyKey, 'reactivate'),
      );
      return toSubscription(updated);
    },

    async payOpenInvoices({ customerId, paymentMethodId }) {
      const open = await stripe.invoices.list({ customer: customerId, status: 'open', limit: 100 });
      let paid = 0;
      for (const invoice of open.data) {
        if (!invoice.id) continue;
        await cardErrorsAsCardError(() => stripe.invoices.pay(invoice.id ?? '', { payment_method: paymentMethodId }));
        paid += 1;
      }
      return paid;
    },

    async listInvoices(customerId) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 });
      return invoices.data.filter((invoice) => invoice.status !== 'draft').map(toInvoice);
    },

    async retrieveInvoice(id) {
      try {
        const invoice = await stripe.invoices.retrieve(id);
        // A draft is not an invoice yet (the list leaves drafts out too).
        return invoice.status === 'draft' ? null : toInvoice(invoice);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
  return provider;
}
