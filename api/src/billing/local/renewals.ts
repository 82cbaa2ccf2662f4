import { periodEndAfter, priceById } from '@qip/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LocalBillingSubscriptionsTable } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { cardRefusal } from './cards';
import { issueInvoice, payInvoice } from './invoices';
import { findCustomer, findPaymentMethod, updateSubscription } from './local.repository';

/** What happened to one subscription when the clock reached `now`. */
export type RenewalOutcome = 'renewed' | 'failed' | 'canceled';

/** One thing that happened, with the invoice a renewal issued (null when none was). */
export interface RenewalStep {
  outcome: RenewalOutcome;
  invoiceId: string | null;
}

type SubscriptionRow = Selectable<LocalBillingSubscriptionsTable>;

/** Charges the customer's default card for an invoice; true when paid. */
async function chargeDefaultCard(db: Kysely<Database>, customerId: string, invoiceId: string, now: Date) {
  const customer = await findCustomer(db, customerId);
  const card = customer?.default_payment_method_id
    ? await findPaymentMethod(db, customer.default_payment_method_id)
    : undefined;
  if (!card || cardRefusal(card, now, 'charge')) return false;
  await payInvoice(db, invoiceId, card.id, now);
  return true;
}

/**
 * Brings one subscription up to `now`, as Stripe does when time passes: a cancellation that
 * falls due ends it; each period that ends starts the next with an invoice charged to the default
 * card (paid: active; refused: past_due, the invoice left open); a past_due subscription whose
 * period ends unpaid becomes unpaid (Stripe's 'mark as unpaid' after its retries).
 * Answers what happened, in order.
 */
export async function bringUpToDate(db: Kysely<Database>, start: SubscriptionRow, now: Date): Promise<RenewalStep[]> {
  const outcomes: RenewalStep[] = [];
  let sub = start;
  const price = priceById(sub.price_id);
  if (!price) return outcomes;
  for (;;) {
    const periodEnd = new Date(sub.current_period_end);
    const cancelAt = sub.cancel_at ? new Date(sub.cancel_at) : null;
    if (cancelAt && cancelAt <= now && cancelAt <= periodEnd) {
      sub = { ...sub, status: 'canceled', ended_at: isoNow(cancelAt), updated_at: isoNow(now) };
      await updateSubscription(db, sub.id, { status: sub.status, ended_at: sub.ended_at, updated_at: sub.updated_at });
      outcomes.push({ outcome: 'canceled', invoiceId: null });
      return outcomes;
    }
    if (periodEnd > now) return outcomes;
    if (sub.status !== 'active') {
      if (sub.status === 'past_due') {
        sub = { ...sub, status: 'unpaid', updated_at: isoNow(now) };
        await updateSubscription(db, sub.id, { status: 'unpaid', updated_at: sub.updated_at });
        outcomes.push({ outcome: 'failed', invoiceId: null });
      }
      return outcomes;
    }
    const periodStart = periodEnd;
    const nextEnd = periodEndAfter(new Date(sub.started_at), price.interval, periodStart);
    const invoiceId = await issueInvoice(db, {
      customerId: sub.customer_id,
      subscriptionId: sub.id,
      amountCents: Math.max(0, price.amountCents + sub.pending_proration_cents),
      periodStart,
      periodEnd: nextEnd,
      now: periodStart,
    });
    const paid = await chargeDefaultCard(db, sub.customer_id, invoiceId, periodStart);
    sub = {
      ...sub,
      status: paid ? 'active' : 'past_due',
      current_period_start: isoNow(periodStart),
      current_period_end: isoNow(nextEnd),
      pending_proration_cents: 0,
      updated_at: isoNow(now),
    };
    await updateSubscription(db, sub.id, {
      status: sub.status,
      current_period_start: sub.current_period_start,
      current_period_end: sub.current_period_end,
      pending_proration_cents: 0,
      updated_at: sub.updated_at,
    });
    outcomes.push({ outcome: paid ? 'renewed' : 'failed', invoiceId });
  }
}
