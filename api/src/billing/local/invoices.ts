import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoNow } from '../../lib/time';
import { countInvoices, findCustomer, insertInvoice, markInvoicePaid } from './local.repository';

export const localId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A new open invoice numbered as Stripe numbers them: the customer's prefix and a sequence. */
export async function issueInvoice(
  db: Kysely<Database>,
  input: {
    customerId: string;
    subscriptionId: string;
    amountCents: number;
    periodStart: Date;
    periodEnd: Date;
    now: Date;
  },
): Promise<string> {
  const customer = await findCustomer(db, input.customerId);
  if (!customer) throw new Error(`no local customer ${input.customerId}`);
  const sequence = (await countInvoices(db, input.customerId)) + 1;
  const id = localId('in');
  await insertInvoice(db, {
    id,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    customer_id: input.customerId,
    subscription_id: input.subscriptionId,
    status: 'open',
    amount_cents: input.amountCents,
    period_start: isoNow(input.periodStart),
    period_end: isoNow(input.periodEnd),
    payment_method_id: null,
    created_at: isoNow(input.now),
    paid_at: null,
  });
  return id;
}

export async function payInvoice(db: Kysely<Database>, invoiceId: string, paymentMethodId: string, now: Date) {
  await markInvoicePaid(db, invoiceId, paymentMethodId, isoNow(now));
}
