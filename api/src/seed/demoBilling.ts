import { addBillingPeriods, priceById, type PriceId } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { issueInvoice, payInvoice } from '../billing/local/invoices';
import * as store from '../billing/local/local.repository';
import type { Database } from '../db/schema';
import { isoNow } from '../lib/time';

/** A seeded subscription, mirrored in the local test-mode provider. */
export interface DemoProviderSubscription {
  id: string;
  centerId: string;
  priceId: PriceId;
  status: string;
  startedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  canceledAt: Date | null;
}

/**
 * The demo account's objects in the local test-mode provider, so its billing works like a new
 * one's: the customer, a Visa test card (4242) as the default, each subscription, a paid invoice
 * for each period begun, and an open invoice for each failed payment (Marrickville, Glebe).
 */
export async function seedLocalBilling(
  db: Kysely<Database>,
  input: { customerId: string; email: string; name: string; subscriptions: DemoProviderSubscription[] },
  now: Date,
): Promise<void> {
  const cardId = `pm_demo_${input.customerId.slice(-8)}`;
  await store.insertCustomer(db, {
    id: input.customerId,
    email: input.email,
    name: input.name,
    default_payment_method_id: cardId,
    invoice_prefix: 'SUNSHINE',
    created_at: isoNow(now),
  });
  await store.insertPaymentMethod(db, {
    id: cardId,
    customer_id: input.customerId,
    created_by: 'seed',
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: now.getUTCFullYear() + 3,
    test_token: 'tok_visa',
    billing_name: input.name,
    created_at: isoNow(now),
  });
  for (const sub of input.subscriptions) {
    const price = priceById(sub.priceId);
    if (!price) continue;
    await store.insertSubscription(db, {
      id: sub.id,
      customer_id: input.customerId,
      center_id: sub.centerId,
      price_id: price.id,
      status: sub.status,
      started_at: isoNow(sub.startedAt),
      current_period_start: isoNow(sub.periodStart),
      current_period_end: isoNow(sub.periodEnd),
      cancel_at: null,
      canceled_at: sub.canceledAt ? isoNow(sub.canceledAt) : null,
      ended_at: sub.canceledAt ? isoNow(sub.canceledAt) : null,
      pending_proration_cents: 0,
      updated_at: isoNow(now),
    });
    // The periods before the current one were paid.
    for (let count = 0; addBillingPeriods(sub.startedAt, price.interval, count + 1) <= sub.periodStart; count += 1) {
      const start = addBillingPeriods(sub.startedAt, price.interval, count);
      const end = addBillingPeriods(sub.startedAt, price.interval, count + 1);
      const invoice = await issueInvoice(db, {
        customerId: input.customerId,
        subscriptionId: sub.id,
        amountCents: price.amountCents,
        periodStart: start,
        periodEnd: end,
        now: start,
      });
      await payInvoice(db, invoice, cardId, start);
    }
    if (sub.status === 'canceled') continue;
    const current = await issueInvoice(db, {
      customerId: input.customerId,
      subscriptionId: sub.id,
      amountCents: price.amountCents,
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      now: sub.periodStart,
    });
    if (sub.status === 'active') await payInvoice(db, current, cardId, sub.periodStart);
  }
}
