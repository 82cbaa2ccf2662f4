import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLAN_PRICES } from '@qip/shared-contracts';

// A small local fake of the parts of Stripe's HTTP API the billing provider calls, so the Stripe
// implementation runs against the real SDK with no network: customers, card payment methods,
// prices by lookup key, subscriptions and their invoices. Cards: 'pm_card_visa' succeeds; 'pm_card_chargeDeclined'
// is refused when a subscription charges it.

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  centerId: string;
  periodStart: number;
  periodEnd: number;
}

export interface FakeInvoice {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open' | 'draft' | 'void';
  total: number;
  created: number;
  periodStart: number;
  periodEnd: number;
}

export interface FakeStripe {
  port: number;
  /** Each request: method, path and its Idempotency-Key header. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  subscriptions: Map<string, FakeSubscription>;
  /** Each subscription's first invoice (paid); a test adds others (a failed renewal: open). */
  invoices: Map<string, FakeInvoice>;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

function priceObject(lookupKey: string) {
  const price = PLAN_PRICES.find((candidate) => candidate.id === lookupKey);
  if (!price) return null;
  return {
    id: `price_fake_${price.id}`,
    object: 'price',
    lookup_key: price.id,
    nickname: null,
    unit_amount: price.amountCents,
    currency: 'aud',
    recurring: { interval: price.interval, interval_count: 1 },
  };
}

function subscriptionObject(sub: FakeSubscription) {
  const price = priceObject(sub.priceId.replace('price_fake_', ''));
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    start_date: sub.periodStart,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    metadata: { center_id: sub.centerId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          price,
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
        },
      ],
    },
  };
}

function invoiceObject(invoice: FakeInvoice) {
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number,
    customer: invoice.customer,
    status: invoice.status,
    total: invoice.total,
    currency: 'aud',
    created: invoice.created,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscription } },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, { id: string; defaultPaymentMethod: string | null }>();
  const cards = new Map<string, { id: string; customer: string | null; last4: string }>([
    ['pm_card_visa', { id: 'pm_card_visa', customer: null, last4: '4242' }],
    ['pm_card_chargeDeclined', { id: 'pm_card_chargeDeclined', customer: null, last4: '0002' }],
  ]);
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const requests: FakeStripe['requests'] = [];
  let counter = 0;

  const cardObject = (card: { id: string; customer: string | null; last4: string }) => ({
    id: card.id,
    object: 'payment_method',
    type: 'card',
    customer: card.customer,
    card: { brand: 'visa', last4: card.last4, exp_month: 12, exp_year: 2099 },
  });

  function answer(method: string, path: string, form: URLSearchParams, query: URLSearchParams): [number, unknown] {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/customers') {
      counter += 1;
      const customer = { id: `cus_fake_${counter}`, defaultPaymentMethod: null };
      customers.set(customer.id, customer);
      return [200, { id: customer.id, object: 'customer', invoice_settings: { default_payment_method: null } }];
    }
    if (parts[1] === 'customers' && parts[2]) {
      const customer = customers.get(parts[2]);
      if (!customer) return [404, { error: { type: 'invalid_request_error', message: 'No such customer' } }];
      if (method === 'POST') {
        customer.defaultPaymentMethod =
          form.get('invoice_settings[default_payment_method]') ?? customer.defaultPaymentMethod;
      }
      return [
        200,
        {
          id: customer.id,
          object: 'customer',
          invoice_settings: { default_payment_method: customer.defaultPaymentMethod },
        },
      ];
    }
    if (parts[1] === 'payment_methods' && parts[2]) {
      const card = cards.get(parts[2]);
      if (!card) return [404, { error: { type: 'invalid_request_error', message: 'No such PaymentMethod' } }];
      if (method === 'POST' && parts[3] === 'attach') card.customer = form.get('customer');
      return [200, cardObject(card)];
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = [...cards.values()].filter((card) => card.customer === query.get('customer')).map(cardObject);
      return [200, { object: 'list', data, has_more: false }];
    }
    if (method === 'GET' && path === '/v1/prices') {
      const price = priceObject(query.get('lookup_keys[0]') ?? '');
      return [200, { object: 'list', data: price ? [price] : [], has_more: false }];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const card = cards.get(form.get('default_payment_method') ?? '');
      if (!card || card.last4 === '0002') {
        return [402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }];
      }
      counter += 1;
      const sub: FakeSubscription = {
        id: `sub_fake_${counter}`,
        customer: form.get('customer') ?? '',
        status: 'active',
        priceId: form.get('items[0][price]') ?? '',
        centerId: form.get('metadata[center_id]') ?? '',
        periodStart: now(),
        periodEnd: now() + 30 * DAY,
      };
      subscriptions.set(sub.id, sub);
      const invoiceId = `in_fake_${counter}`;
      invoices.set(invoiceId, {
        id: invoiceId,
        number: `FAKE-${String(counter).padStart(4, '0')}`,
        customer: sub.customer,
        subscription: sub.id,
        status: 'paid',
        total: priceObject(sub.priceId.replace('price_fake_', ''))?.unit_amount ?? 0,
        created: sub.periodStart,
        periodStart: sub.periodStart,
        periodEnd: sub.periodEnd,
      });
      return [200, subscriptionObject(sub)];
    }
    if (method === 'GET' && parts[1] === 'subscriptions' && parts[2]) {
      const sub = subscriptions.get(parts[2]);
      if (!sub) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      return [200, subscriptionObject(sub)];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((invoice) => invoice.customer === query.get('customer'))
        .sort((a, b) => b.created - a.created)
        .map(invoiceObject);
      return [200, { object: 'list', data, has_more: false }];
    }
    if (method === 'GET' && parts[1] === 'invoices' && parts[2]) {
      const invoice = invoices.get(parts[2]);
      if (!invoice) return [404, { error: { type: 'invalid_request_error', message: 'No such invoice' } }];
      return [200, invoiceObject(invoice)];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.stripe');
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      const [status, body] = answer(
        request.method ?? 'GET',
        url.pathname,
        new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        url.searchParams,
      );
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    subscriptions,
    invoices,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
