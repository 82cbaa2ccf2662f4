import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { BillingEvent, BillingProvider } from './provider';
import { forgetEvent, recordEvent, storeSubscription } from './subscriptionSync.repository';

/**
 * The one handler of the provider's events: Stripe's verified webhooks and the local provider's
 * events both come here. Each event is applied once (its id is stored); a subscription event
 * stores the subscription as the provider has it now, so events arriving late or out of order
 * still leave the latest state. Answers whether the event was applied (false: seen before).
 */
export async function applyBillingEvent(
  db: Kysely<Database>,
  provider: BillingProvider,
  event: BillingEvent,
  now: Date,
): Promise<boolean> {
  if (!(await recordEvent(db, { ...event, provider: provider.mode }, now))) return false;
  if (!event.subscriptionId) return true;
  try {
    const subscription = await provider.retrieveSubscription(event.subscriptionId);
    if (subscription) await storeSubscription(db, provider.mode, subscription, now);
    return true;
  } catch (error) {
    // Not applied after all: a redelivery (Stripe retries failed webhooks) applies it.
    await forgetEvent(db, event.id);
    throw error;
  }
}
