// The Stripe implementation, with the real stripe SDK against a local fake of Stripe's HTTP API:
// subscribing, and the webhook (a valid signature applied, a bad one refused, a replay applied once).
import { CARD_MESSAGES, endpoints, invoicePdfPath, SubscriptionChangeResponseSchema } from '@qip/shared-contracts';
import Stripe from 'stripe';
import { DEFAULT_SUPPLIER } from '../src/billing/settings';
import { billingCall, invoicesOf, registerAccount, serviceOf, subscribe } from './helpers/billing';
import { testDialects } from './helpers/databases';
import { pdfText } from './helpers/documents';
import { startFakeStripe, type FakeStripe } from './helpers/fakeStripeServer';
import { errorOf, jsonOf } from './helpers/json';
import { mailsTo } from './helpers/outbox';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const WEBHOOK_SECRET = 'whsec_test_0123456789';
const DAY = 24 * 60 * 60;

describe.each(testDialects())('billing with Stripe (%s)', (dialect) => {
  let fake: FakeStripe;
  let t: TestApp;
  let u: Tenants;

  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake.close());

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    () => ({
      config: {
        billing: {
          stripe: {
            secretKey: 'sk_test_fake',
            publishableKey: 'pk_test_fake',
            webhookSecret: WEBHOOK_SECRET,
            apiHost: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
          },
          testClockForAdministrators: false,
          supplier: DEFAULT_SUPPLIER,
        },
      },
    }),
  );

  /** A webhook request as Stripe sends it, signed with the secret (or another). */
  function webhook(event: object, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  const subscriptionEvent = (id: string, subscriptionId: string) => ({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: subscriptionId, object: 'subscription' } },
  });

  let subscriptionId = '';

  it('tells the browser the publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: endpoints.billing.config.path });
    expect(jsonOf(response, endpoints.billing.config.response)).toMatchObject({
      mode: 'stripe',
      publishable_key: 'pk_test_fake',
      test_clock: false,
    });
  });

  it('subscribes a trial account: a customer, the card attached, the subscription made with the key', async () => {
    const response = await billingCall(
      t,
      u.bluegum,
      endpoints.billing.subscribe,
      { email: 'director@bluegum.test', price: 'portal_monthly', plan: 'portal', payment_method_id: 'pm_card_visa' },
      { 'idempotency-key': 'pay-once' },
    );
    expect(response.statusCode).toBe(201);
    const product = jsonOf(response, SubscriptionChangeResponseSchema).subscription;
    expect(product).toMatchObject({
      center_id: u.bluegumCenter,
      product: 'QIP Portal',
      subscription: { status: 'active', plan: { amount: 9700, interval: 'month' }, price_id: 'portal_monthly' },
    });
    subscriptionId = product.subscription.id;
    expect(subscriptionId).toMatch(/^sub_fake_/);
    const created = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/subscriptions');
    expect(created?.idempotencyKey).toBe(`subscribe:${u.bluegumId}:pay-once`);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['POST /v1/customers', 'POST /v1/payment_methods/pm_card_visa/attach']),
    );
    expect((await serviceOf(t, u.bluegum, u.bluegumId, u.bluegumCenter)).status).toBe('active');
    const row = await t.app.db
      .selectFrom('subscriptions')
      .select(['provider', 'provider_subscription_id'])
      .where('center_id', '=', u.bluegumCenter)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'stripe', provider_subscription_id: subscriptionId });
  });

  it('a declined card answers 402 with its message and subscribes nothing', async () => {
    const who = await registerAccount(t);
    const response = await subscribe(t, who, {
      price: 'portal_monthly',
      plan: 'portal',
      payment_method_id: 'pm_card_chargeDeclined',
    });
    expect(response.statusCode).toBe(402);
    expect(errorOf(response).message).toBe(CARD_MESSAGES.declined);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).hasSub).toBe(false);
  });

  it('applies a signed webhook: the subscription is re-read and the service follows it', async () => {
    const sub = fake.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no fake subscription');
    // The renewal 10 days ago failed.
    Object.assign(sub, { status: 'past_due', periodStart: sub.periodStart - 10 * DAY });
    const response = await webhook(subscriptionEvent('evt_fake_1', subscriptionId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, applied: true });
    expect((await serviceOf(t, u.bluegum, u.bluegumId, u.bluegumCenter)).status).toBe('overdue');
  });

  it('refuses a bad signature (400) and applies nothing', async () => {
    const sub = fake.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no fake subscription');
    sub.status = 'active';
    const forged = await webhook(subscriptionEvent('evt_fake_2', subscriptionId), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(subscriptionEvent('evt_fake_3', subscriptionId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await serviceOf(t, u.bluegum, u.bluegumId, u.bluegumCenter)).status).toBe('overdue');
    const stored = await t.app.db.selectFrom('billing_events').select('id').execute();
    expect(stored.map((row) => row.id)).toEqual(['evt_fake_1']);
  });

  it('applies a replayed event once', async () => {
    const reads = () =>
      fake.requests.filter((request) => request.path === `/v1/subscriptions/${subscriptionId}`).length;
    const before = reads();
    const replay = await webhook(subscriptionEvent('evt_fake_1', subscriptionId));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, applied: false });
    expect(reads()).toBe(before);
    // The fake says active again, but the replayed event changed nothing.
    expect((await serviceOf(t, u.bluegum, u.bluegumId, u.bluegumCenter)).status).toBe('overdue');
    const fresh = await webhook(subscriptionEvent('evt_fake_4', subscriptionId));
    expect(fresh.json()).toEqual({ received: true, applied: true });
    expect((await serviceOf(t, u.bluegum, u.bluegumId, u.bluegumCenter)).status).toBe('active');
  });

  it("makes the tax invoice from Stripe's invoice: the portal's layout with the supplier's ABN", async () => {
    const [listed] = await invoicesOf(t, u.bluegum, u.bluegumId);
    if (!listed) throw new Error('no Stripe invoice listed');
    expect(listed.invoice).toMatchObject({ number: 'FAKE-0002', status: 'paid', total: 9700 });
    expect(listed.invoice.invoice_pdf).toBe(invoicePdfPath(listed.invoice.id));
    const response = await t.as(u.bluegum, { method: 'GET', url: invoicePdfPath(listed.invoice.id) });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('FAKE-0002');
    expect(text).toContain('$8.82');
    // Another account's Stripe invoice is not found.
    expect((await t.as(u.director, { method: 'GET', url: invoicePdfPath(listed.invoice.id) })).statusCode).toBe(404);
  });

  it("mails the administrators once for Stripe's invoice.payment_failed, however often it comes", async () => {
    const sub = fake.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no fake subscription');
    fake.invoices.set('in_fake_renewal', {
      id: 'in_fake_renewal',
      number: 'FAKE-0099',
      customer: sub.customer,
      subscription: sub.id,
      status: 'open',
      total: 9700,
      created: sub.periodEnd,
      periodStart: sub.periodEnd,
      periodEnd: sub.periodEnd + 30 * DAY,
    });
    const failed = (id: string) => ({
      id,
      object: 'event',
      type: 'invoice.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'in_fake_renewal',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
        },
      },
    });
    expect((await webhook(failed('evt_failed_1'))).json()).toEqual({ received: true, applied: true });
    const mails = await mailsTo(t, 'director@bluegum.test');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Payment failed for /)]);
    expect(mails[0]?.body).toContain('$97.00');
    expect(mails[0]?.body).toContain('FAKE-0099');
    expect(mails[0]?.body).toContain('/qip/update-payment-method');

    // The same event replayed, and Stripe's next attempt at the same invoice: no more mail.
    expect((await webhook(failed('evt_failed_1'))).json()).toEqual({ received: true, applied: false });
    expect((await webhook(failed('evt_failed_2'))).json()).toEqual({ received: true, applied: true });
    expect(await mailsTo(t, 'director@bluegum.test')).toHaveLength(1);
  });

  it("mails the administrators once when Stripe's subscription ends (customer.subscription.deleted)", async () => {
    const sub = fake.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('no fake subscription');
    sub.status = 'canceled';
    const deleted = (id: string) => ({
      ...subscriptionEvent(id, subscriptionId),
      type: 'customer.subscription.deleted',
    });
    expect((await webhook(deleted('evt_deleted_1'))).json()).toEqual({ received: true, applied: true });
    expect((await webhook(deleted('evt_deleted_1'))).json()).toEqual({ received: true, applied: false });
    expect((await webhook(deleted('evt_deleted_2'))).json()).toEqual({ received: true, applied: true });
    const ended = (await mailsTo(t, 'director@bluegum.test')).filter((mail) => mail.subject.endsWith('has ended'));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.body).toContain('was cancelled and ended on');
  });

  it('has no local test mode: no local cards and no test clock (404)', async () => {
    const card = await billingCall(t, u.director, endpoints.billing.createLocalPaymentMethod, {
      token: 'tok_visa',
      exp_month: 12,
      exp_year: 2099,
      billing_name: 'Dana',
    });
    expect(card.statusCode).toBe(404);
    const clock = await t.app.inject({
      method: 'POST',
      url: endpoints.billing.advanceTestClock.path,
      payload: { days: 1 },
    });
    expect(clock.statusCode).toBe(404);
  });
});

describe('the webhook without Stripe configured', () => {
  it('is not served (404)', async () => {
    const { createTestApp } = await import('./helpers/testApp');
    const t = await createTestApp('sqlite');
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
