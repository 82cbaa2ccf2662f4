import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { synchronousPlugin } from '../http/synchronousPlugin';
import { applyBillingEvent } from './events';
import { createLocalProvider } from './local/localProvider';
import type { BillingProvider } from './provider';
import type { BillingSettings } from './settings';
import { createStripeProvider } from './stripe/stripeProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing provider: Stripe when keyed, otherwise the local test-mode provider. */
    billing: BillingProvider;
    billingSettings: BillingSettings;
  }
}

/** `app.billing`: Stripe (STRIPE_* keys) or the local test-mode provider, whose events go through the one handler. */
export default fp(
  synchronousPlugin(function billingPlugin(
    app: FastifyInstance,
    options: { settings: BillingSettings; now: () => Date },
  ) {
    const { settings, now } = options;
    const provider: BillingProvider = settings.stripe
      ? createStripeProvider(settings.stripe)
      : createLocalProvider({
          db: app.db,
          now,
          emit: async (event) => {
            await applyBillingEvent(app.db, provider, event, now());
          },
        });
    app.decorate('billing', provider);
    app.decorate('billingSettings', settings);
  }),
  { name: 'billing', dependencies: ['db'] },
);
