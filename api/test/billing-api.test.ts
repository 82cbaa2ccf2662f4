// Every billing and registration endpoint through app.inject: what the owner gets, who is
// refused (another account, a member), and bad input answered 400 naming the field.
import {
  ACCOUNT_MESSAGES,
  BILLING_MESSAGES,
  CARD_MESSAGES,
  endpoints,
  PLAN_PRICES,
  RegisterResponseSchema,
  UserSchema,
} from '@qip/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_SUPPLIER } from '../src/billing/settings';
import { loadConfig } from '../src/config';
import {
  advanceClock,
  billingCall,
  HUB_BASIC,
  invoicesOf,
  newCard,
  registerAccount,
  serviceOf,
} from './helpers/billing';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { centerIdByName, setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const MANY_REGISTRATIONS = { ...loadConfig({}).rateLimits, sendsMailPerUser: { max: 1000, windowSeconds: 3600 } };

describe.each(testDialects())('the billing API (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { keepSeededStatuses: true, config: { rateLimits: MANY_REGISTRATIONS } },
  );

  const fieldsOf = (response: LightMyRequestResponse) => errorOf(response).fields?.map((field) => field.field);

  describe('GET /api/billing/config', () => {
    it('tells the browser it is in local test mode, with no publishable key, in Australian dollars', async () => {
      const response = await t.app.inject({ method: 'GET', url: endpoints.billing.config.path });
      expect(jsonOf(response, endpoints.billing.config.response)).toEqual({
        mode: 'local',
        publishable_key: null,
        test_clock: true,
        currency: 'aud',
      });
    });
  });

  describe('GET /api/stripe/products/{id}', () => {
    it('gives the four prices and the account’s subscriptions', async () => {
      const response = await t.as(u.director, { method: 'GET', url: `/api/stripe/products/${u.directorId}` });
      const body = jsonOf(response, endpoints.billing.products.response);
      expect(body.plans.map((plan) => [plan.id, plan.amount])).toEqual(
        PLAN_PRICES.map((price) => [price.id, price.amountCents]),
      );
      expect(body.products.map((product) => product.center_name)).toEqual([
        'Sunshine Glebe',
        'Sunshine Leichhardt',
        'Sunshine Marrickville',
        'Sunshine Paddington',
      ]);
      const paddington = body.products.find((product) => product.center_name === 'Sunshine Paddington');
      // Two months into a monthly plan: the 6-month minimum is still ahead.
      expect(paddington?.subscription.commitment_ends_at).toBeGreaterThan(Date.now() / 1000);
    });

    it('refuses another account (403) and a member (403)', async () => {
      expect((await t.as(u.bluegum, { method: 'GET', url: `/api/stripe/products/${u.directorId}` })).statusCode).toBe(
        403,
      );
      expect((await t.as(u.educator, { method: 'GET', url: `/api/stripe/products/${u.educatorId}` })).statusCode).toBe(
        403,
      );
    });
  });

  describe('payment methods', () => {
    it('lists the account’s cards with the default marked', async () => {
      const response = await t.as(u.director, { method: 'GET', url: `/api/stripe/paymentmethod/${u.directorId}` });
      const cards = jsonOf(response, endpoints.billing.paymentMethods.response).payment_methods;
      expect(cards.map(({ card, is_default }) => [card.brand, card.last4, is_default])).toEqual([
        ['visa', '4242', true],
      ]);
    });

    it('a trial account has none', async () => {
      const response = await t.as(u.bluegum, { method: 'GET', url: `/api/stripe/paymentmethod/${u.bluegumId}` });
      expect(jsonOf(response, endpoints.billing.paymentMethods.response).payment_methods).toEqual([]);
    });

    it('refuses to delete the only card (409) and a member’s or another account’s delete (403, 404)', async () => {
      const list = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/stripe/paymentmethod/${u.directorId}` }),
        endpoints.billing.paymentMethods.response,
      );
      const only = list.payment_methods[0]?.id ?? '';
      const detach = (token: string) =>
        billingCall(t, token, endpoints.billing.detachPaymentMethod, { payment_method_id: only });
      expect((await detach(u.educator)).statusCode).toBe(403);
      expect((await detach(u.bluegum)).statusCode).toBe(403);
      const refused = await detach(u.director);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(BILLING_MESSAGES.onlyCard);
      expect(
        (await billingCall(t, u.director, endpoints.billing.detachPaymentMethod, { payment_method_id: 'pm_nope' }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses a card number that is not a test card token, and an expired card, naming the field', async () => {
      const bad = await billingCall(t, u.director, endpoints.billing.createLocalPaymentMethod, {
        token: '4242424242424242',
        exp_month: 12,
        exp_year: 2099,
        billing_name: 'Dana',
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['body.token']);
      const expired = await billingCall(t, u.director, endpoints.billing.createLocalPaymentMethod, {
        token: 'tok_visa',
        exp_month: 1,
        exp_year: 2020,
        billing_name: 'Dana',
      });
      expect(expired.statusCode).toBe(400);
      expect(errorOf(expired).message).toContain(CARD_MESSAGES.expired);
      expect(fieldsOf(expired)).toEqual(['body.exp_year']);
    });

    it('a member may not create a card (403); nobody may attach another user’s new card (404)', async () => {
      const asMember = await billingCall(t, u.educator, endpoints.billing.createLocalPaymentMethod, {
        token: 'tok_visa',
        exp_month: 12,
        exp_year: 2099,
        billing_name: 'Eli',
      });
      expect(asMember.statusCode).toBe(403);
      const bluegumCard = await newCard(t, u.bluegum, 'tok_visa');
      const stolen = await billingCall(t, u.director, endpoints.billing.addPaymentMethod, {
        user_id: u.directorId,
        payment_method_id: bluegumCard,
      });
      expect(stolen.statusCode).toBe(404);
    });

    it("Marrickville's administrator adds a card: the failed invoices are paid and the services are active at once", async () => {
      const marrickville = await centerIdByName(t, 'Sunshine Marrickville');
      const glebe = await centerIdByName(t, 'Sunshine Glebe');
      expect((await serviceOf(t, u.director, u.directorId, marrickville)).status).toBe('notoverdue');
      const card = await newCard(t, u.director, 'tok_visa');
      const response = await billingCall(t, u.director, endpoints.billing.addPaymentMethod, {
        user_id: u.directorId,
        payment_method_id: card,
      });
      expect(jsonOf(response, endpoints.billing.addPaymentMethod.response).paid_invoices).toBe(2);
      expect((await serviceOf(t, u.director, u.directorId, marrickville)).status).toBe('active');
      expect((await serviceOf(t, u.director, u.directorId, glebe)).status).toBe('active');
      // Two cards now: the old one may go.
      const list = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/stripe/paymentmethod/${u.directorId}` }),
        endpoints.billing.paymentMethods.response,
      );
      expect(list.payment_methods.filter((method) => method.is_default).map((method) => method.id)).toEqual([card]);
      const old = list.payment_methods.find((method) => method.id !== card)?.id ?? '';
      const detached = await billingCall(t, u.director, endpoints.billing.detachPaymentMethod, {
        payment_method_id: old,
      });
      expect(detached.statusCode).toBe(200);
    });

    it('a member may not add a card (403), and bad input names the field', async () => {
      const refused = await billingCall(t, u.educator, endpoints.billing.addPaymentMethod, {
        user_id: u.educatorId,
        payment_method_id: 'pm_x',
      });
      expect(refused.statusCode).toBe(403);
      const bad = await billingCall(t, u.director, endpoints.billing.addPaymentMethod, { user_id: u.directorId });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['body.payment_method_id']);
    });
  });

  describe('subscribe, change plan, cancel, reactivate', () => {
    it('subscribe refuses another account’s service (403), a member (403), a taken service (409) and a bad price (400)', async () => {
      const body = { email: 'director@sunshine.test', price: 'portal_monthly', plan: 'portal' };
      const as = (token: string, extra: object) =>
        billingCall(t, token, endpoints.billing.subscribe, { ...body, ...extra });
      expect((await as(u.bluegum, { center_id: u.paddington })).statusCode).toBe(403);
      expect((await as(u.educator, { center_id: u.paddington })).statusCode).toBe(403);
      const taken = await as(u.director, { center_id: u.paddington });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).message).toBe(BILLING_MESSAGES.alreadySubscribed);
      const badPrice = await as(u.director, { price: 'gold', center_id: u.newtown });
      expect(fieldsOf(badPrice)).toEqual(['body.price']);
      const mismatch = await as(u.director, { plan: 'mentoring', center_id: u.newtown });
      expect(fieldsOf(mismatch)).toEqual(['body.plan']);
      const badEmail = await as(u.director, { email: 'not-an-email', center_id: u.newtown });
      expect(fieldsOf(badEmail)).toEqual(['body.email']);
    });

    it('subscribes a trial service with the account’s default card when no card is given', async () => {
      const response = await billingCall(t, u.director, endpoints.billing.subscribe, {
        email: 'director@sunshine.test',
        price: 'mentoring_yearly',
        plan: 'mentoring',
        center_id: u.newtown,
      });
      expect(response.statusCode).toBe(201);
      expect(jsonOf(response, endpoints.billing.subscribe.response).subscription).toMatchObject({
        center_name: 'Sunshine Newtown',
        product: 'QIP Portal + Mentoring',
        subscription: { status: 'active', plan: { amount: 199700, interval: 'year' } },
      });
    });

    it('a trial account without a card is asked for one (400 naming payment_method_id)', async () => {
      const response = await billingCall(t, u.bluegum, endpoints.billing.subscribe, {
        email: 'director@bluegum.test',
        price: 'portal_monthly',
        plan: 'portal',
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['body.payment_method_id']);
    });

    it('change plan: refuses a member and another account (403), the same plan (409), another period (400)', async () => {
      const call = (token: string, body: object) =>
        billingCall(t, token, endpoints.billing.changePlan, {
          user_id: u.directorId,
          center_id: u.paddington,
          price: 'portal_monthly',
          ...body,
        });
      expect((await call(u.educator, {})).statusCode).toBe(403);
      expect((await call(u.bluegum, {})).statusCode).toBe(403);
      expect((await call(u.director, { price: 'mentoring_monthly' })).statusCode).toBe(409);
      const yearly = await call(u.director, { price: 'portal_yearly' });
      expect(yearly.statusCode).toBe(400);
      expect(fieldsOf(yearly)).toEqual(['body.price']);
      const downgraded = await call(u.director, {});
      expect(jsonOf(downgraded, endpoints.billing.changePlan.response).subscription.product).toBe('QIP Portal');
      const missing = await billingCall(t, u.director, endpoints.billing.changePlan, { user_id: u.directorId });
      expect(fieldsOf(missing)).toEqual(['body.center_id', 'body.price']);
    });

    it('cancel and reactivate: refused to members and other accounts; a cancelled subscription cannot be changed', async () => {
      const leichhardt = await centerIdByName(t, 'Sunshine Leichhardt');
      const body = { user_id: u.directorId, center_id: u.paddington };
      for (const endpoint of [endpoints.billing.cancel, endpoints.billing.reactivate]) {
        expect((await billingCall(t, u.educator, endpoint, body)).statusCode).toBe(403);
        expect((await billingCall(t, u.bluegum, endpoint, body)).statusCode).toBe(403);
        const ended = await billingCall(t, u.director, endpoint, { ...body, center_id: leichhardt });
        expect(ended.statusCode).toBe(409);
        expect(errorOf(ended).message).toBe(BILLING_MESSAGES.subscriptionEnded);
        expect(fieldsOf(await billingCall(t, u.director, endpoint, { user_id: u.directorId }))).toEqual([
          'body.center_id',
        ]);
      }
      const cancelled = jsonOf(
        await billingCall(t, u.director, endpoints.billing.cancel, body),
        endpoints.billing.cancel.response,
      );
      const again = jsonOf(
        await billingCall(t, u.director, endpoints.billing.cancel, body),
        endpoints.billing.cancel.response,
      );
      expect(again.ends_at).toBe(cancelled.ends_at);
      const back = await billingCall(t, u.director, endpoints.billing.reactivate, body);
      expect(jsonOf(back, endpoints.billing.reactivate.response).subscription.subscription.cancel_at).toBeNull();
    });
  });

  describe('GET /api/stripe/invoices/{id}', () => {
    it('lists the account’s invoices with service, number, period and GST', async () => {
      const invoices = await invoicesOf(t, u.director, u.directorId);
      expect(invoices.length).toBeGreaterThan(4);
      for (const { invoice } of invoices) {
        expect(invoice.number).toMatch(/^SUNSHINE-\d{4}$/);
        expect(invoice.gst).toBe(Math.round(invoice.total / 11));
        expect(invoice.period_end).toBeGreaterThan(invoice.period_start);
      }
      expect(new Set(invoices.map((invoice) => invoice.center))).toContain('Sunshine Paddington');
    });

    it('refuses another account and a member (403)', async () => {
      expect((await t.as(u.bluegum, { method: 'GET', url: `/api/stripe/invoices/${u.directorId}` })).statusCode).toBe(
        403,
      );
      expect((await t.as(u.educator, { method: 'GET', url: `/api/stripe/invoices/${u.educatorId}` })).statusCode).toBe(
        403,
      );
    });
  });

  describe('the test clock', () => {
    const advance = (headers: Record<string, string>, days: unknown = 1) =>
      t.app.inject({ method: 'POST', url: endpoints.billing.advanceTestClock.path, headers, payload: { days } });

    it('moves only for the hub client; an administrator is refused without LOCAL_BILLING_TEST_CLOCK', async () => {
      expect((await advance({})).statusCode).toBe(403);
      expect((await advance({ authorization: `Bearer ${u.director}` })).statusCode).toBe(403);
      expect((await advance({ authorization: 'Basic cWlwLWh1Yjp3cm9uZw==' })).statusCode).toBe(401);
      const moved = await advance({ authorization: HUB_BASIC });
      expect(moved.statusCode).toBe(200);
      expect(fieldsOf(await advance({ authorization: HUB_BASIC }, 0))).toEqual(['body.days']);
    });
  });

  describe('POST /api/register', () => {
    it('creates the administrator and the first service on a 30-day trial, and signs in', async () => {
      const who = await registerAccount(t, 'Robin Lee');
      const me = jsonOf(await t.as(who.token, { method: 'GET', url: '/api/user' }), UserSchema);
      expect(me).toMatchObject({ name: 'Robin Lee', userType: 'ADMIN', role: 'admin', stripeId: null });
      const service = await serviceOf(t, who.token, who.userId, who.centerId);
      expect(service).toMatchObject({ status: 'active', diffTime: 30, role: 'admin', serviceCatId: 1 });
    });

    it('refuses an email already registered with the spec’s message (409), and bad input naming the fields', async () => {
      const payload = {
        name: 'Dana Again',
        email: 'Director@Sunshine.test',
        password: 'a-long-password',
        telnum: '0400000000',
        service_name: 'Another',
        service_cat: 2,
      };
      const taken = await t.app.inject({ method: 'POST', url: '/api/register', payload });
      expect(taken.statusCode).toBe(409);
      expect(errorOf(taken).message).toBe(ACCOUNT_MESSAGES.emailRegistered);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...payload, email: 'nope', password: 'short', service_cat: 9, telnum: 'call me' },
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['body.email', 'body.password', 'body.telnum', 'body.service_cat']);
    });

    it('mails the operator a walkthrough request when a date or time is given', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Sam Walk',
          email: 'sam.walk@example.com',
          password: 'a-long-password',
          telnum: '0400000001',
          service_name: 'Walkthrough Kinder',
          service_cat: 'Pre-school',
          preferred_date: 'Next Tuesday',
          preferred_time: 'Morning',
        },
      });
      expect(jsonOf(response, RegisterResponseSchema).center_id).toBeTruthy();
      const fs = await import('node:fs');
      const path = await import('node:path');
      const outbox = path.join(t.database.dataDir, 'outbox');
      const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
      expect(mails.some((mail) => mail.includes('Walkthrough requested: Walkthrough Kinder'))).toBe(true);
    });
  });

  describe('POST /api/centers', () => {
    it("adds a service to the administrator's account; a paying account's new service waits for its subscription", async () => {
      const response = await billingCall(t, u.director, endpoints.accounts.createCenter, {
        user_id: u.directorId,
        name: 'Sunshine Rozelle',
        approval_number: 'SE-40012007',
        service_cat_id: 'OOSH',
      });
      expect(response.statusCode).toBe(201);
      const { id } = jsonOf(response, endpoints.accounts.createCenter.response);
      expect(await serviceOf(t, u.director, u.directorId, id)).toMatchObject({ status: 'subscribe', serviceCatId: 4 });
      const subscribed = await billingCall(t, u.director, endpoints.billing.subscribe, {
        email: 'director@sunshine.test',
        price: 'portal_monthly',
        plan: 'portal',
        center_id: id,
      });
      expect(subscribed.statusCode).toBe(201);
      expect((await serviceOf(t, u.director, u.directorId, id)).status).toBe('active');
    });

    it("a trial account's new service shares its trial", async () => {
      const who = await registerAccount(t);
      const response = await billingCall(t, who.token, endpoints.accounts.createCenter, {
        user_id: who.userId,
        name: 'Second Site',
        approval_number: 'SE-1',
        service_cat_id: 2,
      });
      const { id } = jsonOf(response, endpoints.accounts.createCenter.response);
      expect(await serviceOf(t, who.token, who.userId, id)).toMatchObject({ status: 'active', diffTime: 30 });
    });

    it('refuses a member (403), another user id (403), and missing fields (400)', async () => {
      const body = { name: 'X', approval_number: 'Y', service_cat_id: 1 };
      expect(
        (await billingCall(t, u.educator, endpoints.accounts.createCenter, { ...body, user_id: u.educatorId }))
          .statusCode,
      ).toBe(403);
      expect(
        (await billingCall(t, u.bluegum, endpoints.accounts.createCenter, { ...body, user_id: u.directorId }))
          .statusCode,
      ).toBe(403);
      const bad = await billingCall(t, u.director, endpoints.accounts.createCenter, {
        user_id: u.directorId,
        name: ' ',
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['body.name', 'body.approval_number', 'body.service_cat_id']);
    });
  });

  it("the test clock moves trials on too: 40 days later a new account's trial has ended", async () => {
    const who = await registerAccount(t);
    await advanceClock(t, 40);
    // No subscription: the 30-day trial ended 10 days ago.
    expect((await serviceOf(t, who.token, who.userId, who.centerId)).status).toBe('subscribe');
  });
});

describe.each(testDialects())('the test clock with LOCAL_BILLING_TEST_CLOCK=1 (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { config: { billing: { stripe: null, testClockForAdministrators: true, supplier: DEFAULT_SUPPLIER } } },
  );

  const advance = (token: string) =>
    t.as(token, { method: 'POST', url: endpoints.billing.advanceTestClock.path, payload: { days: 2 } });

  it('an administrator may move it; a member may not', async () => {
    expect((await advance(u.educator)).statusCode).toBe(403);
    const moved = await advance(u.director);
    expect(moved.statusCode).toBe(200);
    const now = new Date(jsonOf(moved, endpoints.billing.advanceTestClock.response).now).getTime();
    expect(now).toBeGreaterThan(Date.now() + 47 * 60 * 60 * 1000);
  });
});
