import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyBillingEvent } from './events';
import { createLocalProvider } from './local/localProvider';
import type { BillingEvent, BillingProvider } from './provider';
import type { BillingSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The billing provider: Stripe when keyed, otherwise the local test-mode provider. */
    billing: BillingProvider;
    billingSettings: BillingSettings;
    /** Applies a provider event once (see events.ts): Stripe's webhooks come here. */
    applyBillingEvent: (event: BillingEvent) => Promise<boolean>;
  }
}

/**
 * `app.billing`: Stripe (STRIPE_* keys) or the local test-mode provider, whose events go through
 * the one handler; the handler mails the account's administrators (links to `portalOrigin`).
 */
export default fp(
  async function billingPlugin(
    app: FastifyInstance,
    options: { settings: BillingSettings; now: () => Date; portalOrigin: string },
  ) {
    const { settings, now } = options;
    const apply = (event: BillingEvent) =>
      applyBillingEvent(
        { db: app.db, provider, mail: app.mail, log: app.log, portalOrigin: options.portalOrigin, now },
        event,
      );
    // The Stripe SDK is loaded only when billing goes through Stripe (it is a quarter of a second of the start).
    const provider: BillingProvider = settings.stripe
      ? (await import('./stripe/stripeProvider')).createStripeProvider(settings.stripe)
      : createLocalProvider({
          db: app.db,
          now,
          emit: async (event) => {
            await apply(event);
          },
        });
    app.decorate('billing', provider);
    app.decorate('billingSettings', settings);
    app.decorate('applyBillingEvent', apply);
  },
  { name: 'billing', dependencies: ['db', 'mail'] },
);
