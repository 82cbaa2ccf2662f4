// In local test mode renewals also fall due as real time passes (as in Stripe's test mode): the
// scheduled job renews what is due, once an hour, whichever API process claims the hour.
import { SubscriptionChangeResponseSchema } from '@qip/shared-contracts';
import { runDueRenewals } from '../src/billing/local/renewalSchedule';
import { invoicesOf, newCard, registerAccount, serviceOf, subscribe } from './helpers/billing';
import { testDialects } from './helpers/databases';
import { jsonOf } from './helpers/json';
import { createTestApp, type TestApp } from './helpers/testApp';

describe.each(testDialects())('the local renewals job (%s)', (dialect) => {
  let t: TestApp;
  let current = new Date();

  beforeAll(async () => {
    t = await createTestApp(dialect, { now: () => current });
  });
  afterAll(() => t.close());

  it('renews a subscription whose period ended, once for the hour', async () => {
    const who = await registerAccount(t);
    const card = await newCard(t, who.token, 'tok_visa');
    const response = await subscribe(t, who, { price: 'portal_monthly', plan: 'portal', payment_method_id: card });
    const periodEnd = jsonOf(response, SubscriptionChangeResponseSchema).subscription.subscription.current_period_end;

    expect((await runDueRenewals(t.app, current))?.renewed).toBe(0);
    current = new Date(periodEnd * 1000 + 2 * 60 * 60 * 1000);
    const run = await runDueRenewals(t.app, current);
    expect(run?.renewed).toBeGreaterThanOrEqual(1);
    // Another process in the same hour does nothing.
    expect(await runDueRenewals(t.app, current)).toBeNull();
    expect((await invoicesOf(t, who.token, who.userId)).map((invoice) => invoice.invoice.status)).toEqual([
      'paid',
      'paid',
    ]);
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('active');
  });
});
