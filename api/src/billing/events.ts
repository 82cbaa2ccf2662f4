import type { BillingNoticeDeps } from './notices';
import { sendBillingNotices } from './notices';
import type { BillingEvent } from './provider';
import { forgetEvent, recordEvent, storeSubscription } from './subscriptionSync.repository';

/**
 * The one handler of the provider's events: Stripe's verified webhooks and the local provider's
 * events both come here. Each event is applied once (its id is stored); a subscription event
 * stores the subscription as the provider has it now, so events arriving late or out of order
 * still leave the latest state; then the administrators get the mail the event calls for (a
 * failed payment, an ended subscription). Answers whether the event was applied (false: seen before).
 */
export async function applyBillingEvent(deps: BillingNoticeDeps, event: BillingEvent): Promise<boolean> {
  const { db, provider } = deps;
  if (!(await recordEvent(db, { ...event, provider: provider.mode }, deps.now()))) return false;
  try {
    const subscription = event.subscriptionId ? await provider.retrieveSubscription(event.subscriptionId) : null;
    if (subscription) await storeSubscription(db, provider.mode, subscription, deps.now());
    await sendBillingNotices(deps, event, subscription);
    return true;
  } catch (error) {
    // Not applied after all: a redelivery (Stripe retries failed webhooks) applies it.
    await forgetEvent(db, event.id);
    throw error;
  }
}
