import { priceById, type ProviderSubscriptionStatus } from '@qip/shared-contracts';
import type { Selectable } from 'kysely';
import type {
  LocalBillingInvoicesTable,
  LocalBillingPaymentMethodsTable,
  LocalBillingSubscriptionsTable,
} from '../../db/schema';
import type { ProviderInvoice, ProviderPaymentMethod, ProviderSubscription } from '../provider';

const date = (iso: string | null) => (iso ? new Date(iso) : null);

export function toPaymentMethod(row: Selectable<LocalBillingPaymentMethodsTable>): ProviderPaymentMethod {
  return {
    id: row.id,
    customerId: row.customer_id,
    card: { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year },
  };
}

const STATUSES: readonly ProviderSubscriptionStatus[] = ['active', 'past_due', 'unpaid', 'canceled'];

export function toSubscription(row: Selectable<LocalBillingSubscriptionsTable>): ProviderSubscription {
  const price = priceById(row.price_id);
  if (!price) throw new Error(`local subscription ${row.id} has an unknown price ${row.price_id}`);
  const status = STATUSES.find((candidate) => candidate === row.status);
  if (!status) throw new Error(`local subscription ${row.id} has an unknown status ${row.status}`);
  return {
    id: row.id,
    customerId: row.customer_id,
    centerId: row.center_id,
    priceId: price.id,
    productName: price.productName,
    amountCents: price.amountCents,
    interval: price.interval,
    status,
    startedAt: new Date(row.started_at),
    currentPeriodStart: new Date(row.current_period_start),
    currentPeriodEnd: new Date(row.current_period_end),
    cancelAt: date(row.cancel_at),
    canceledAt: date(row.canceled_at),
  };
}

const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;

export function toInvoice(row: Selectable<LocalBillingInvoicesTable>): ProviderInvoice {
  return {
    id: row.id,
    number: row.number,
    status: INVOICE_STATUSES.find((candidate) => candidate === row.status) ?? 'void',
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    amountCents: row.amount_cents,
    created: new Date(row.created_at),
    periodStart: new Date(row.period_start),
    periodEnd: new Date(row.period_end),
  };
}
