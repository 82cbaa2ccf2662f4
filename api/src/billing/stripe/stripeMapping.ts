import { priceById, type ProviderSubscriptionStatus } from '@qip/shared-contracts';
import type Stripe from 'stripe';
import type { BillingEvent, ProviderInvoice, ProviderPaymentMethod, ProviderSubscription } from '../provider';

// Stripe's objects as the billing interface has them.

const date = (unix: number | null | undefined) => (unix ? new Date(unix * 1000) : null);
const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

const STATUSES: readonly ProviderSubscriptionStatus[] = [
  'active',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'unpaid',
  'canceled',
];

export function toPaymentMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  return {
    id: method.id,
    customerId: method.customer ? idOf(method.customer) : null,
    card: {
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
    },
  };
}

export function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  const price = priceById(item?.price.lookup_key ?? '');
  // A paused subscription is not paying: treated as unpaid.
  const status = STATUSES.find((candidate) => candidate === sub.status) ?? 'unpaid';
  const periodStart = date(item?.current_period_start) ?? new Date(sub.start_date * 1000);
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    centerId: sub.metadata.center_id ?? null,
    priceId: price?.id ?? null,
    productName: price?.productName ?? item?.price.nickname ?? 'QIP Portal',
    amountCents: item?.price.unit_amount ?? 0,
    interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
    status,
    startedAt: new Date(sub.start_date * 1000),
    currentPeriodStart: periodStart,
    currentPeriodEnd: date(item?.current_period_end) ?? periodStart,
    cancelAt: date(sub.cancel_at),
    canceledAt: date(sub.canceled_at),
  };
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const subscription = invoice.parent?.subscription_details?.subscription;
  return subscription ? idOf(subscription) : null;
}

const INVOICE_STATUSES = ['paid', 'open'] as const;

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const status = INVOICE_STATUSES.find((candidate) => candidate === invoice.status) ?? 'void';
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? '',
    status,
    customerId: invoice.customer ? idOf(invoice.customer) : '',
    subscriptionId: subscriptionOfInvoice(invoice),
    amountCents: invoice.total,
    created: new Date(invoice.created * 1000),
    periodStart: new Date(invoice.period_start * 1000),
    periodEnd: new Date(invoice.period_end * 1000),
  };
}

/** A verified webhook event as the event handler takes it: its id, type, subscription and invoice. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const object = event.data.object;
  if (object.object === 'subscription')
    return { id: event.id, type: event.type, subscriptionId: object.id, invoiceId: null };
  if (object.object === 'invoice') {
    return {
      id: event.id,
      type: event.type,
      subscriptionId: subscriptionOfInvoice(object),
      invoiceId: object.id ?? null,
    };
  }
  return { id: event.id, type: event.type, subscriptionId: null, invoiceId: null };
}
