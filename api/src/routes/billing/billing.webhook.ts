import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BillingEvent } from '../../billing/provider';
import { badRequest, notFound } from '../../http/httpError';
import { synchronousPlugin } from '../../http/synchronousPlugin';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
const INVALID_SIGNATURE = 'The Stripe-Signature header does not match the body.';

/** The request's event, verified by Stripe's signature over the raw body (400 when it is not Stripe's). */
function verifiedEvent(app: FastifyInstance, request: FastifyRequest): BillingEvent {
  const verify = app.billing.verifyWebhook;
  if (!verify) throw notFound('Stripe is not configured.');
  const signature = request.headers['stripe-signature'];
  if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest(INVALID_SIGNATURE);
  try {
    return verify(request.body, signature);
  } catch {
    throw badRequest(INVALID_SIGNATURE);
  }
}

/**
 * POST /api/stripe/webhook: Stripe's events, verified by their signature, each applied once
 * through the one event handler. Outside the contract (Stripe calls it, not the portal); answers
 * 404 without Stripe configured. Its own plugin, so the raw body parser stays on this route.
 */
export default synchronousPlugin(function stripeWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) => parsed(null, body));
  app.post(
    STRIPE_WEBHOOK_PATH,
    { schema: { summary: "Stripe's webhook (signed by Stripe)", tags: ['billing'] } },
    async (request) => {
      const event = verifiedEvent(app, request);
      const applied = await app.applyBillingEvent(event);
      return { received: true, applied };
    },
  );
});
