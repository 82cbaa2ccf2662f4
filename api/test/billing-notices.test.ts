// The billing mails: a renewal whose payment fails mails the account's administrators once per
// failed invoice, with the service, the amount and the update-payment-method link; a cancellation
// taking effect mails them once. Driven by the local provider's test clock; replayed and repeated
// events mail nothing more. (Stripe's webhooks: billing-stripe.test.ts.)
import { endpoints, SubscriptionChangeResponseSchema } from '@qip/shared-contracts';
import {
  advanceClock,
  billingCall,
  daysUntil,
  invoicesOf,
  newCard,
  registerAccount,
  subscribe,
  type Registered,
} from './helpers/billing';
import { testDialects } from './helpers/databases';
import { jsonOf } from './helpers/json';
import { mailsTo } from './helpers/outbox';
import { createTestApp, type TestApp } from './helpers/testApp';

describe.each(testDialects())('billing mails (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const providerNow = async () => (await t.app.billing.now()).toISOString();

  async function subscribed(who: Registered, price: string) {
    const card = await newCard(t, who.token, 'tok_visa');
    const response = await subscribe(t, who, { price, plan: 'portal', payment_method_id: card });
    expect(response.statusCode).toBe(201);
    return jsonOf(response, SubscriptionChangeResponseSchema).subscription.subscription;
  }

  it('mails the administrators once when a renewal fails: service, amount and the link to update the card', async () => {
    const who = await registerAccount(t, 'Morgan Failing');
    const subscription = await subscribed(who, 'portal_monthly');
    // The 0341 card attaches, becomes the default, and every charge to it fails.
    const failing = await newCard(t, who.token, 'tok_chargeCustomerFail');
    const attached = await billingCall(t, who.token, endpoints.billing.addPaymentMethod, {
      user_id: who.userId,
      payment_method_id: failing,
    });
    expect(attached.statusCode).toBe(200);
    expect(await mailsTo(t, who.email)).toEqual([]);

    const renewal = await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end));
    expect(renewal.failed).toBeGreaterThanOrEqual(1);
    const [open] = await invoicesOf(t, who.token, who.userId);
    expect(open?.invoice.status).toBe('open');

    const mails = await mailsTo(t, who.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Payment failed for Kookaburra Early Learning']);
    const body = mails[0]?.body ?? '';
    expect(body).toContain("We couldn't take the payment of $97.00 for Kookaburra Early Learning.");
    expect(body).toContain('QIP Portal');
    expect(body).toContain(open?.invoice.number ?? 'no number');
    expect(body).toContain('http://localhost:8080/qip/update-payment-method');

    // Days later the invoice is still unpaid, and then the subscription is marked unpaid: no more mail.
    await advanceClock(t, 3);
    await advanceClock(t, 30);
    expect(await mailsTo(t, who.email)).toHaveLength(1);

    // The event replayed (the same id) is not applied; a new event about the same invoice (as
    // Stripe sends one for each retry) is applied, and mails nothing more.
    const [failed] = await t.app.db
      .selectFrom('billing_events')
      .select('id')
      .where('type', '=', 'invoice.payment_failed')
      .execute();
    if (!failed || !open) throw new Error('no invoice.payment_failed event');
    const again = { type: 'invoice.payment_failed', subscriptionId: subscription.id, invoiceId: open.invoice.id };
    expect(await t.app.applyBillingEvent({ id: failed.id, ...again })).toBe(false);
    expect(await t.app.applyBillingEvent({ id: 'evt_retry_attempt_2', ...again })).toBe(true);
    expect(await mailsTo(t, who.email)).toHaveLength(1);
  });

  it('mails the administrators once when a cancellation takes effect at the end of the period', async () => {
    const who = await registerAccount(t, 'Alex Leaving');
    const subscription = await subscribed(who, 'portal_yearly');
    const cancelled = await billingCall(t, who.token, endpoints.billing.cancel, {
      user_id: who.userId,
      center_id: who.centerId,
    });
    expect(cancelled.statusCode).toBe(200);
    // Asking to cancel is not the end yet.
    expect(await mailsTo(t, who.email)).toEqual([]);

    const ended = await advanceClock(t, daysUntil(await providerNow(), subscription.current_period_end) + 1);
    expect(ended.canceled).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(t, who.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your subscription for Kookaburra Early Learning has ended']);
    expect(mails[0]?.body).toContain(
      'The QIP Portal subscription of Kookaburra Early Learning was cancelled and ended on',
    );
    expect(mails[0]?.body).toContain('http://localhost:8080/qip/pricing-plans');

    await advanceClock(t, 30);
    const replay = { type: 'customer.subscription.deleted', subscriptionId: subscription.id, invoiceId: null };
    expect(await t.app.applyBillingEvent({ id: 'evt_deleted_again', ...replay })).toBe(true);
    expect(await mailsTo(t, who.email)).toHaveLength(1);
  });
});
