// The local test-mode provider through the API, with its test clock: renewals, a failed renewal
// as the service status sees it days later, cancelling (at the period's end, or the 6-month
// minimum's), reactivating, Stripe's test cards, and idempotency keys.
import { CARD_MESSAGES, endpoints, gstOfTotal, SubscriptionChangeResponseSchema } from '@qip/shared-contracts';
import {
  advanceClock,
  billingCall,
  daysUntil,
  invoicesOf,
  newCard,
  registerAccount,
  serviceOf,
  subscribe,
  type Registered,
} from './helpers/billing';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { createTestApp, type TestApp } from './helpers/testApp';
import { loadConfig } from '../src/config';

const DAY_S = 24 * 60 * 60;
const MANY_REGISTRATIONS = { ...loadConfig({}).rateLimits, sendsMailPerUser: { max: 1000, windowSeconds: 3600 } };

describe.each(testDialects())('the local test-mode provider (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // Many registrations from one address: a higher limit than production's.
    t = await createTestApp(dialect, { config: { rateLimits: MANY_REGISTRATIONS } });
  });
  afterAll(() => t.close());

  /** A new account subscribed to the price with a 4242 card. */
  async function subscribed(
    price: string,
    plan: string,
  ): Promise<{ who: Registered; subscription: { current_period_end: number; id: string } }> {
    const who = await registerAccount(t);
    const card = await newCard(t, who.token, 'tok_visa');
    const response = await subscribe(t, who, { price, plan, payment_method_id: card, center_id: who.centerId });
    expect(response.statusCode).toBe(201);
    return { who, subscription: jsonOf(response, SubscriptionChangeResponseSchema).subscription.subscription };
  }

  const providerNow = async () => (await t.app.billing.now()).toISOString();

  it('subscribes with the 4242 card: the first invoice is paid at once and the service is active', async () => {
    const { who, subscription } = await subscribed('portal_monthly', 'portal');
    expect(subscription).toMatchObject({
      status: 'active',
      plan: { amount: 9700, interval: 'month' },
      cancel_at: null,
    });
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('active');
    const invoices = await invoicesOf(t, who.token, who.userId);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      center: 'Kookaburra Early Learning',
      center_id: who.centerId,
      invoice: { status: 'paid', total: 9700, gst: gstOfTotal(9700), currency: 'aud', product: 'QIP Portal' },
    });
    expect(invoices[0]?.invoice.number).toMatch(/^[0-9A-F]{8}-0001$/);
  });

  it("sends its events through the same handler as Stripe's webhooks, each recorded once", async () => {
    const before = await t.app.db.selectFrom('billing_events').select('id').execute();
    await subscribed('portal_yearly', 'portal');
    const events = await t.app.db
      .selectFrom('billing_events')
      .select(['id', 'provider', 'type'])
      .where('id', 'not in', before.length ? before.map((row) => row.id) : [''])
      .execute();
    expect(events.map((event) => [event.provider, event.type]).sort()).toEqual([
      ['local', 'customer.subscription.created'],
      ['local', 'invoice.paid'],
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(2);
  });

  it('renews at the end of the period with the default card: a second paid invoice and a new period', async () => {
    const { who, subscription } = await subscribed('mentoring_monthly', 'mentoring');
    const moved = await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end));
    expect(moved.renewed).toBeGreaterThanOrEqual(1);
    const invoices = await invoicesOf(t, who.token, who.userId);
    expect(invoices.map((invoice) => [invoice.invoice.status, invoice.invoice.total])).toEqual([
      ['paid', 19700],
      ['paid', 19700],
    ]);
    expect(invoices[0]?.invoice.period_start).toBe(subscription.current_period_end);
    const service = await serviceOf(t, who.token, who.userId, who.centerId);
    expect(service).toMatchObject({ status: 'active', redirectPaymentFailed: false });
  });

  it('a renewal refused by the card is past_due: notoverdue 3 days on, overdue at 12, resubscribe at 35', async () => {
    const { who, subscription } = await subscribed('portal_monthly', 'portal');
    // The 0341 card attaches, becomes the default, and every charge to it fails.
    const failing = await newCard(t, who.token, 'tok_chargeCustomerFail');
    const attached = await billingCall(t, who.token, endpoints.billing.addPaymentMethod, {
      user_id: who.userId,
      payment_method_id: failing,
    });
    expect(attached.statusCode).toBe(200);

    const renewal = await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end));
    expect(renewal.failed).toBeGreaterThanOrEqual(1);
    const invoices = await invoicesOf(t, who.token, who.userId);
    expect(invoices[0]?.invoice.status).toBe('open');

    await advanceClock(t, 3);
    expect(await serviceOf(t, who.token, who.userId, who.centerId)).toMatchObject({
      status: 'notoverdue',
      redirectPaymentFailed: true,
    });
    await advanceClock(t, 9);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('overdue');
    await advanceClock(t, 23);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('resubscribe');

    // A new card pays the open invoice at once: the service is active again.
    const good = await newCard(t, who.token, 'tok_visa');
    const paid = await billingCall(t, who.token, endpoints.billing.addPaymentMethod, {
      user_id: who.userId,
      payment_method_id: good,
    });
    expect(jsonOf(paid, endpoints.billing.addPaymentMethod.response)).toMatchObject({
      paid_invoices: 1,
      payment_method: { is_default: true, card: { last4: '4242' } },
    });
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('active');
  });

  it('cancels a yearly plan at the end of its period; the service is active until then and resubscribe after', async () => {
    const { who, subscription } = await subscribed('portal_yearly', 'portal');
    const cancelled = await billingCall(t, who.token, endpoints.billing.cancel, {
      user_id: who.userId,
      center_id: who.centerId,
    });
    const body = jsonOf(cancelled, endpoints.billing.cancel.response);
    expect(body.ends_at).toBe(subscription.current_period_end);
    expect(body.subscription.subscription).toMatchObject({
      status: 'active',
      cancel_at: subscription.current_period_end,
    });

    await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end) - 1);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('active');
    const ended = await advanceClock(t, 2);
    expect(ended.canceled).toBeGreaterThanOrEqual(1);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('resubscribe');
    // Nothing more is charged once it ended.
    expect(await invoicesOf(t, who.token, who.userId)).toHaveLength(1);
  });

  it('cancelling a monthly plan inside its 6-month minimum ends it when the minimum ends, renewing until then', async () => {
    const { who, subscription } = await subscribed('portal_monthly', 'portal');
    const cancelled = jsonOf(
      await billingCall(t, who.token, endpoints.billing.cancel, { user_id: who.userId, center_id: who.centerId }),
      endpoints.billing.cancel.response,
    );
    const commitmentEnd = cancelled.subscription.subscription.commitment_ends_at;
    expect(commitmentEnd).not.toBeNull();
    expect(cancelled.ends_at).toBe(commitmentEnd);
    expect(cancelled.ends_at).toBeGreaterThan(subscription.current_period_end + 4 * 28 * DAY_S);

    await advanceClock(t, daysUntil(await providerNow(), cancelled.ends_at) - 1);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('active');
    expect(
      (await invoicesOf(t, who.token, who.userId)).filter((invoice) => invoice.invoice.status === 'paid'),
    ).toHaveLength(6);
    await advanceClock(t, 2);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('resubscribe');
    expect(await invoicesOf(t, who.token, who.userId)).toHaveLength(6);
  });

  it('reactivating undoes the cancellation: the plan renews at the period end', async () => {
    const { who, subscription } = await subscribed('mentoring_yearly', 'mentoring');
    await billingCall(t, who.token, endpoints.billing.cancel, { user_id: who.userId, center_id: who.centerId });
    const reactivated = jsonOf(
      await billingCall(t, who.token, endpoints.billing.reactivate, { user_id: who.userId, center_id: who.centerId }),
      endpoints.billing.reactivate.response,
    );
    expect(reactivated.subscription.subscription).toMatchObject({
      status: 'active',
      cancel_at: null,
      canceled_at: null,
    });
    await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end) + 1);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('active');
    expect(await invoicesOf(t, who.token, who.userId)).toHaveLength(2);
  });

  it('an upgrade mid-period adds the prorated difference to the next invoice', async () => {
    const { who, subscription } = await subscribed('portal_monthly', 'portal');
    const upgraded = jsonOf(
      await billingCall(t, who.token, endpoints.billing.changePlan, {
        user_id: who.userId,
        center_id: who.centerId,
        price: 'mentoring_monthly',
      }),
      endpoints.billing.changePlan.response,
    );
    expect(upgraded.subscription).toMatchObject({
      product: 'QIP Portal + Mentoring',
      subscription: { price_id: 'mentoring_monthly', plan: { amount: 19700 } },
    });
    await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end));
    const [next] = await invoicesOf(t, who.token, who.userId);
    // Nearly the whole period was left: close to $100 more on top of $197.
    expect(next?.invoice.total).toBeGreaterThan(19700 + 9000);
    expect(next?.invoice.total).toBeLessThanOrEqual(19700 + 10000);
  });

  describe("Stripe's test cards", () => {
    it('4000 0000 0000 0002 is declined: nothing is subscribed or charged', async () => {
      const who = await registerAccount(t);
      const card = await newCard(t, who.token, 'tok_chargeDeclined');
      const response = await subscribe(t, who, { price: 'portal_monthly', plan: 'portal', payment_method_id: card });
      expect(response.statusCode).toBe(402);
      expect(errorOf(response).message).toBe(CARD_MESSAGES.declined);
      expect(await invoicesOf(t, who.token, who.userId)).toEqual([]);
      expect((await serviceOf(t, who.token, who.userId, who.centerId)).hasSub).toBe(false);
    });

    it('4000 0000 0000 9995 has insufficient funds', async () => {
      const who = await registerAccount(t);
      const card = await newCard(t, who.token, 'tok_chargeDeclinedInsufficientFunds');
      const response = await subscribe(t, who, { price: 'portal_monthly', plan: 'portal', payment_method_id: card });
      expect(response.statusCode).toBe(402);
      expect(errorOf(response).message).toBe(CARD_MESSAGES.insufficientFunds);
      expect(await invoicesOf(t, who.token, who.userId)).toEqual([]);
    });

    it('4000 0000 0000 0341 attaches, but the charge fails: nothing is subscribed', async () => {
      const who = await registerAccount(t);
      const card = await newCard(t, who.token, 'tok_chargeCustomerFail');
      const response = await subscribe(t, who, { price: 'portal_yearly', plan: 'portal', payment_method_id: card });
      expect(response.statusCode).toBe(402);
      expect(errorOf(response).message).toBe(CARD_MESSAGES.declined);
      const cards = jsonOf(
        await t.as(who.token, { method: 'GET', url: `/api/stripe/paymentmethod/${who.userId}` }),
        endpoints.billing.paymentMethods.response,
      );
      expect(cards.payment_methods.map((method) => method.card.last4)).toEqual(['0341']);
      expect(await invoicesOf(t, who.token, who.userId)).toEqual([]);
    });

    it('keeps only brand, last four digits and expiry of a card', async () => {
      const who = await registerAccount(t);
      const card = await newCard(t, who.token, 'tok_visa', { exp_month: 4, exp_year: 2031 });
      const row = await t.app.db
        .selectFrom('local_billing_payment_methods')
        .selectAll()
        .where('id', '=', card)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 });
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
    });
  });

  describe('idempotency keys', () => {
    it('a subscribe repeated with the same key charges once and answers the same', async () => {
      const who = await registerAccount(t);
      const card = await newCard(t, who.token, 'tok_visa');
      const body = { price: 'portal_monthly', plan: 'portal', payment_method_id: card };
      const first = await subscribe(t, who, body, 'double-click-1');
      const second = await subscribe(t, who, body, 'double-click-1');
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual(first.json());
      expect(await invoicesOf(t, who.token, who.userId)).toHaveLength(1);
    });

    it('the same key with another request is refused (422); without a key a second subscribe is refused (409)', async () => {
      const who = await registerAccount(t);
      const card = await newCard(t, who.token, 'tok_visa');
      await subscribe(t, who, { price: 'portal_monthly', plan: 'portal', payment_method_id: card }, 'key-2');
      const other = await subscribe(
        t,
        who,
        { price: 'portal_yearly', plan: 'portal', payment_method_id: card },
        'key-2',
      );
      expect(other.statusCode).toBe(422);
      const again = await subscribe(t, who, { price: 'portal_monthly', plan: 'portal', payment_method_id: card });
      expect(again.statusCode).toBe(409);
      expect(await invoicesOf(t, who.token, who.userId)).toHaveLength(1);
    });

    it('a change of plan repeated with the same key changes it once', async () => {
      const { who } = await subscribed('portal_monthly', 'portal');
      const change = () =>
        billingCall(
          t,
          who.token,
          endpoints.billing.changePlan,
          { user_id: who.userId, center_id: who.centerId, price: 'mentoring_monthly' },
          { 'idempotency-key': 'upgrade-1' },
        );
      expect((await change()).statusCode).toBe(200);
      const repeat = await change();
      expect(repeat.statusCode).toBe(200);
      const row = await t.app.db
        .selectFrom('local_billing_subscriptions')
        .select('pending_proration_cents')
        .where('center_id', '=', who.centerId)
        .executeTakeFirstOrThrow();
      // One proration (about $100), not two.
      expect(row.pending_proration_cents).toBeLessThanOrEqual(10000);
    });

    it('refuses a malformed key, naming the header', async () => {
      const who = await registerAccount(t);
      const response = await subscribe(t, who, { price: 'portal_monthly', plan: 'portal' }, 'x'.repeat(300));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.[0]?.field).toBe('headers.Idempotency-Key');
    });
  });
});
