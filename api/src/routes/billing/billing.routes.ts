import {
  BILLING_CURRENCY,
  BILLING_MESSAGES,
  CARD_MESSAGES,
  endpoints,
  IdSchema,
  INVOICE_PDF_ROUTE,
  invoicePdfPath,
} from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isHubRequest } from '../../auth/hubClient';
import { idempotently } from '../../billing/idempotency';
import { callerFromBearer } from '../../plugins/auth';
import { contentDisposition } from '../../http/contentDisposition';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { isoNow } from '../../lib/time';
import {
  accountOfUser,
  centerOfAdministrator,
  ONLY_ADMINISTRATORS_BILL,
  requireAccountAdministrator,
} from './billing.access';
import { invoiceOfAccount, invoicesOf, taxInvoiceOf } from './billing.invoices';
import { firstUnsubscribedCenter } from './billing.repository';
import * as billing from './billing.service';
import { createInvoiceWorkers } from './invoices/invoiceWorkers';
import { taxInvoiceFileName } from './invoices/taxInvoice';

export const ONLY_HUB_MOVES_CLOCK =
  'Only the hub client (or an administrator, when LOCAL_BILLING_TEST_CLOCK=1) may move the test clock.';

/** The Billing calls of spec section 7 and what the billing screens need besides. */
export default synchronousPlugin(function billingRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const context: billing.BillingContext = { db: app.db, billing: app.billing, now: options.now };
  const invoiceWorkers = createInvoiceWorkers();
  app.addHook('onClose', () => invoiceWorkers.close());

  registerEndpoint(app, endpoints.billing.config, () =>
    Promise.resolve({
      mode: app.billing.mode,
      publishable_key: app.billing.publishableKey,
      test_clock: app.billing.testMode !== null,
      currency: BILLING_CURRENCY,
    }),
  );

  registerEndpoint(app, endpoints.billing.products, async ({ auth, params }) => {
    const account = await accountOfUser(app.db, auth, params.id);
    return { plans: billing.planPrices(), products: await billing.accountProducts(app.db, account.id) };
  });

  registerEndpoint(app, endpoints.billing.subscribe, async ({ auth, body, request }) => {
    const response = endpoints.billing.subscribe.response;
    const call = { request, userId: auth.user.id, operation: 'subscribe', body, response, now: options.now() };
    // Inside the key: a repeat is answered as the first was, though its service is now subscribed.
    return idempotently(app.db, call, async (idempotencyKey) => {
      const centerId = body.center_id ?? (await firstUnsubscribedCenter(app.db, auth.user.account_id));
      if (!centerId) throw conflict(BILLING_MESSAGES.everyServiceSubscribed);
      const { account } = await centerOfAdministrator(app.db, auth, centerId);
      const subscription = await billing.subscribe(context, {
        auth,
        account,
        centerId,
        priceId: body.price,
        plan: body.plan,
        paymentMethodId: body.payment_method_id,
        idempotencyKey,
      });
      return { subscription };
    });
  });

  registerEndpoint(app, endpoints.billing.changePlan, async ({ auth, body, request }) => {
    const account = await accountOfUser(app.db, auth, body.user_id);
    const { center } = await centerOfAdministrator(app.db, auth, body.center_id);
    if (center.account_id !== account.id) throw notFound('There is no such service in this account.');
    const call = {
      request,
      userId: auth.user.id,
      operation: 'changeplan',
      body,
      response: endpoints.billing.changePlan.response,
      now: options.now(),
    };
    return idempotently(app.db, call, async (idempotencyKey) => ({
      subscription: await billing.changePlan(context, { centerId: center.id, priceId: body.price, idempotencyKey }),
    }));
  });

  registerEndpoint(app, endpoints.billing.cancel, async ({ auth, body, request }) => {
    const account = await accountOfUser(app.db, auth, body.user_id);
    const { center } = await centerOfAdministrator(app.db, auth, body.center_id);
    if (center.account_id !== account.id) throw notFound('There is no such service in this account.');
    const call = {
      request,
      userId: auth.user.id,
      operation: 'cancel',
      body,
      response: endpoints.billing.cancel.response,
      now: options.now(),
    };
    return idempotently(app.db, call, (idempotencyKey) =>
      billing.cancel(context, { centerId: center.id, idempotencyKey }),
    );
  });

  registerEndpoint(app, endpoints.billing.reactivate, async ({ auth, body, request }) => {
    const account = await accountOfUser(app.db, auth, body.user_id);
    const { center } = await centerOfAdministrator(app.db, auth, body.center_id);
    if (center.account_id !== account.id) throw notFound('There is no such service in this account.');
    const call = {
      request,
      userId: auth.user.id,
      operation: 'reactivate',
      body,
      response: endpoints.billing.reactivate.response,
      now: options.now(),
    };
    return idempotently(app.db, call, async (idempotencyKey) => ({
      subscription: await billing.reactivate(context, { centerId: center.id, idempotencyKey }),
    }));
  });

  registerEndpoint(app, endpoints.billing.paymentMethods, async ({ auth, params }) => {
    const account = await accountOfUser(app.db, auth, params.id);
    return { payment_methods: await billing.listPaymentMethods(context, account) };
  });

  registerEndpoint(app, endpoints.billing.addPaymentMethod, async ({ auth, body }) => {
    const account = await accountOfUser(app.db, auth, body.user_id);
    return billing.addPaymentMethod(context, account, auth, body.payment_method_id);
  });

  registerEndpoint(app, endpoints.billing.detachPaymentMethod, async ({ auth, body }) => {
    await billing.detachPaymentMethod(context, auth, body.payment_method_id);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.billing.invoices, async ({ auth, params }) => {
    const account = await accountOfUser(app.db, auth, params.id);
    return { invoices: await invoicesOf(context, account) };
  });

  registerEndpoint(app, endpoints.billing.invoiceDownload, async ({ auth, params }) => {
    const account = await accountOfUser(app.db, auth, params.id);
    const invoice = await invoiceOfAccount(context, account, params.invoiceId);
    return { file_name: taxInvoiceFileName(invoice.number), url: invoicePdfPath(invoice.id) };
  });

  // The tax invoice's PDF, made from the invoice's facts in both modes (Stripe's own PDF would
  // not carry the supplier's ABN in this layout), to administrators of its account only. Not a
  // JSON endpoint, so it is registered here rather than from the contract (as a report's file).
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: INVOICE_PDF_ROUTE,
    schema: {
      summary: "Download an invoice's tax invoice as a PDF (administrators of its account only)",
      tags: ['billing'],
      security: [{ bearerAuth: [] }],
      params: z.object({ invoiceId: IdSchema }),
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      // Members are refused (403); another account's invoice is as good as missing (404).
      const account = await requireAccountAdministrator(app.db, auth, auth.user.account_id);
      const invoice = await invoiceOfAccount(context, account, request.params.invoiceId);
      const facts = await taxInvoiceOf(context, app.billingSettings.supplier, account, invoice);
      const started = performance.now();
      const pdf = Buffer.from(await invoiceWorkers.render(facts));
      request.log.info({ invoiceId: invoice.id, ms: Math.round(performance.now() - started) }, 'tax invoice made');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', pdf.byteLength)
        .header('Content-Disposition', contentDisposition('attachment', taxInvoiceFileName(invoice.number)))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  });

  registerEndpoint(app, endpoints.billing.createLocalPaymentMethod, async ({ auth, body }) => {
    const testMode = app.billing.testMode;
    if (!testMode) throw notFound(BILLING_MESSAGES.localModeOnly);
    if (auth.user.user_type !== 'ADMIN') throw forbidden(ONLY_ADMINISTRATORS_BILL);
    const now = await app.billing.now();
    const year = now.getUTCFullYear();
    if (body.exp_year < year || (body.exp_year === year && body.exp_month < now.getUTCMonth() + 1)) {
      throw badRequest(`body.exp_year: ${CARD_MESSAGES.expired}`, [
        { field: 'body.exp_year', message: CARD_MESSAGES.expired },
      ]);
    }
    const method = await testMode.createPaymentMethod({
      token: body.token,
      expMonth: body.exp_month,
      expYear: body.exp_year,
      billingName: body.billing_name,
      createdBy: auth.user.id,
    });
    return {
      id: method.id,
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.expMonth,
        exp_year: method.card.expYear,
      },
      is_default: false,
    };
  });

  registerEndpoint(app, endpoints.billing.advanceTestClock, async ({ body, request }) => {
    const testMode = app.billing.testMode;
    if (!testMode) throw notFound(BILLING_MESSAGES.localModeOnly);
    if (!(await isHubRequest(app, request))) {
      if (!app.billingSettings.testClockForAdministrators) throw forbidden(ONLY_HUB_MOVES_CLOCK);
      const caller = await callerFromBearer(app, request);
      if (caller.viewer || caller.user.user_type !== 'ADMIN') throw forbidden(ONLY_HUB_MOVES_CLOCK);
    }
    const moved = await testMode.advanceClock(body.days);
    return { ...moved, now: isoNow(moved.now) };
  });
});
