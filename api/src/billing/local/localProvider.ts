import { randomBytes } from 'node:crypto';
import { addBillingPeriods, priceById, prorationCents, testCardOfToken } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/httpError';
import { isoNow } from '../../lib/time';
import { CardError, type BillingEvent, type BillingProvider, type ProviderSubscription } from '../provider';
import { cardRefusal } from './cards';
import { issueInvoice, localId, payInvoice } from './invoices';
import * as store from './local.repository';
import { toInvoice, toPaymentMethod, toSubscription } from './mapping';
import { bringUpToDate } from './renewals';

export interface LocalProviderOptions {
  db: Kysely<Database>;
  /** The API's clock; the provider's is this moved on by the test clock. */
  now: () => Date;
  /** Hands each event to the one event handler, as Stripe's webhooks are. */
  emit: (event: BillingEvent) => Promise<void>;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The local test-mode provider: Stripe's objects (customers, cards, subscriptions, invoices)
 * kept in the database, Stripe's test cards, and a test clock that moves time on.
 */
export function createLocalProvider({ db, now: apiNow, emit }: LocalProviderOptions): BillingProvider {
  const now = async () => new Date(apiNow().getTime() + (await store.clockOffsetSeconds(db)) * 1000);
  const event = (type: string, subscriptionId: string, invoiceId: string | null = null) =>
    emit({ id: localId('evt'), type, subscriptionId, invoiceId });

  async function subscriptionOrThrow(id: string) {
    const row = await store.findSubscription(db, id);
    if (!row) throw notFound('There is no such subscription.');
    return row;
  }

  async function updated(id: string, type = 'customer.subscription.updated'): Promise<ProviderSubscription> {
    await event(type, id);
    return toSubscription(await subscriptionOrThrow(id));
  }

  async function cardOrThrow(id: string) {
    const card = await store.findPaymentMethod(db, id);
    if (!card) throw notFound('There is no such payment method.');
    return card;
  }

  /** Renews, fails or ends each subscription whose time has come on the provider's clock. */
  async function runDue() {
    const at = await now();
    const counts = { renewed: 0, failed: 0, canceled: 0 };
    for (const sub of await store.liveSubscriptions(db)) {
      const steps = await bringUpToDate(db, sub, at);
      for (const step of steps) counts[step.outcome] += 1;
      if (steps.some((step) => step.outcome === 'canceled')) await event('customer.subscription.deleted', sub.id);
      else if (steps.length > 0) await event('customer.subscription.updated', sub.id);
      // As Stripe does, each renewal whose charge was refused is an invoice.payment_failed.
      for (const step of steps) {
        if (step.outcome === 'failed' && step.invoiceId) {
          await event('invoice.payment_failed', sub.id, step.invoiceId);
        }
      }
    }
    return { now: at, ...counts };
  }

  const provider: BillingProvider = {
    mode: 'local',
    publishableKey: null,
    verifyWebhook: null,
    now,

    testMode: {
      async createPaymentMethod({ token, expMonth, expYear, billingName, createdBy }) {
        const card = testCardOfToken(token);
        if (!card) throw new CardError('Use one of the test card numbers.');
        const id = localId('pm');
        await store.insertPaymentMethod(db, {
          id,
          customer_id: null,
          created_by: createdBy,
          brand: card.brand,
          last4: card.last4,
          exp_month: expMonth,
          exp_year: expYear,
          test_token: token,
          billing_name: billingName,
          created_at: isoNow(await now()),
        });
        return toPaymentMethod(await cardOrThrow(id));
      },
      async mayAttach(paymentMethodId, userId, customerId) {
        const card = await store.findPaymentMethod(db, paymentMethodId);
        if (!card) return false;
        return card.customer_id === customerId || (card.customer_id === null && card.created_by === userId);
      },
      async advanceClock(days) {
        await store.moveClockOn(db, days * DAY_SECONDS);
        return runDue();
      },
      runDue,
    },

    async createCustomer({ email, name }) {
      const id = localId('cus');
      await store.insertCustomer(db, {
        id,
        email,
        name,
        default_payment_method_id: null,
        invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
        created_at: isoNow(await now()),
      });
      return id;
    },

    async retrievePaymentMethod(id) {
      const card = await store.findPaymentMethod(db, id);
      return card ? toPaymentMethod(card) : null;
    },

    async listPaymentMethods(customerId) {
      return (await store.paymentMethodsOf(db, customerId)).map(toPaymentMethod);
    },

    async defaultPaymentMethodId(customerId) {
      return (await store.findCustomer(db, customerId))?.default_payment_method_id ?? null;
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      const card = await cardOrThrow(paymentMethodId);
      const refusal = cardRefusal(card, await now(), 'attach');
      if (refusal) throw new CardError(refusal);
      await store.setPaymentMethodCustomer(db, card.id, customerId);
      await store.setDefaultPaymentMethod(db, customerId, card.id);
      return toPaymentMethod(await cardOrThrow(card.id));
    },

    async detachPaymentMethod(customerId, paymentMethodId) {
      await store.setPaymentMethodCustomer(db, paymentMethodId, null);
      if ((await provider.defaultPaymentMethodId(customerId)) === paymentMethodId) {
        const remaining = await store.paymentMethodsOf(db, customerId);
        await store.setDefaultPaymentMethod(db, customerId, remaining.at(-1)?.id ?? null);
      }
    },

    async createSubscription({ customerId, priceId, centerId, paymentMethodId }) {
      const price = priceById(priceId);
      if (!price) throw notFound('There is no such price.');
      const at = await now();
      const card = await cardOrThrow(paymentMethodId);
      // Stripe's error_if_incomplete: a refused first payment creates nothing.
      const refusal = cardRefusal(card, at, 'charge');
      if (refusal) throw new CardError(refusal);
      const id = localId('sub');
      const periodEnd = addBillingPeriods(at, price.interval, 1);
      await store.insertSubscription(db, {
        id,
        customer_id: customerId,
        center_id: centerId,
        price_id: price.id,
        status: 'active',
        started_at: isoNow(at),
        current_period_start: isoNow(at),
        current_period_end: isoNow(periodEnd),
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        pending_proration_cents: 0,
        updated_at: isoNow(at),
      });
      const invoiceId = await issueInvoice(db, {
        customerId,
        subscriptionId: id,
        amountCents: price.amountCents,
        periodStart: at,
        periodEnd,
        now: at,
      });
      await payInvoice(db, invoiceId, card.id, at);
      await event('invoice.paid', id, invoiceId);
      return updated(id, 'customer.subscription.created');
    },

    async retrieveSubscription(id) {
      const row = await store.findSubscription(db, id);
      return row ? toSubscription(row) : null;
    },

    async changePrice({ subscriptionId, priceId }) {
      const row = await subscriptionOrThrow(subscriptionId);
      const from = priceById(row.price_id);
      const to = priceById(priceId);
      if (!from || !to) throw notFound('There is no such price.');
      const proration = prorationCents(
        { fromCents: from.amountCents, toCents: to.amountCents },
        { start: new Date(row.current_period_start), end: new Date(row.current_period_end) },
        await now(),
      );
      await store.updateSubscription(db, row.id, {
        price_id: to.id,
        pending_proration_cents: row.pending_proration_cents + proration,
        updated_at: isoNow(await now()),
      });
      return updated(row.id);
    },

    async cancelAt({ subscriptionId, at }) {
      const row = await subscriptionOrThrow(subscriptionId);
      const asked = await now();
      await store.updateSubscription(db, row.id, {
        cancel_at: isoNow(at),
        canceled_at: isoNow(asked),
        updated_at: isoNow(asked),
      });
      return updated(row.id);
    },

    async reactivate({ subscriptionId }) {
      const row = await subscriptionOrThrow(subscriptionId);
      await store.updateSubscription(db, row.id, {
        cancel_at: null,
        canceled_at: null,
        updated_at: isoNow(await now()),
      });
      return updated(row.id);
    },

    async payOpenInvoices({ customerId, paymentMethodId }) {
      const card = await cardOrThrow(paymentMethodId);
      const at = await now();
      let paid = 0;
      for (const invoice of await store.openInvoicesOf(db, customerId)) {
        const refusal = cardRefusal(card, at, 'charge');
        if (refusal) throw new CardError(refusal);
        await payInvoice(db, invoice.id, card.id, at);
        paid += 1;
        const sub = await store.findSubscription(db, invoice.subscription_id);
        if (sub && (sub.status === 'past_due' || sub.status === 'unpaid')) {
          await store.updateSubscription(db, sub.id, { status: 'active', updated_at: isoNow(at) });
        }
        await event('invoice.paid', invoice.subscription_id, invoice.id);
      }
      return paid;
    },

    async listInvoices(customerId) {
      return (await store.invoicesOf(db, customerId)).map(toInvoice);
    },

    async retrieveInvoice(id) {
      const row = await store.findInvoice(db, id);
      return row ? toInvoice(row) : null;
    },
  };
  return provider;
}
