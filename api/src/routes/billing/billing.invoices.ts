import { BILLING_CURRENCY, formatInstantDate, gstOfTotal, invoicePdfPath, type Invoice } from '@qip/shared-contracts';
import type { ProviderInvoice } from '../../billing/provider';
import type { SupplierSettings } from '../../billing/settings';
import type { AccountRow } from '../../db/schema';
import { notFound } from '../../http/httpError';
import { isoNow } from '../../lib/time';
import { accountAdministrators } from '../../shared/users.repository';
import { subscriptionsByProviderId } from './billing.repository';
import type { BillingContext } from './billing.service';
import type { TaxInvoice } from './invoices/taxInvoice';

// The account's invoices: the list, and one invoice's tax-invoice facts for its PDF.

export const NO_SUCH_INVOICE = 'There is no such invoice.';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const day = (date: Date) => formatInstantDate(isoNow(date));

type PaidFor = Awaited<ReturnType<typeof subscriptionsByProviderId>>;

/** The service and product an invoice paid for (the account's name when its subscription is unknown). */
function paidForOf(subscriptions: PaidFor, account: AccountRow, invoice: ProviderInvoice) {
  const row = subscriptions.find((candidate) => candidate.provider_subscription_id === invoice.subscriptionId);
  return {
    centerId: row?.center_id ?? null,
    serviceName: row?.center_name ?? account.name,
    product: row?.product_name ?? '',
  };
}

/** The account's invoices with the service each paid for, GST as one eleventh of the total. */
export async function invoicesOf(context: BillingContext, account: AccountRow): Promise<Invoice[]> {
  if (!account.stripe_customer_id) return [];
  const subscriptions = await subscriptionsByProviderId(context.db, account.id);
  const invoices = await context.billing.listInvoices(account.stripe_customer_id);
  return invoices.map((invoice) => {
    const paidFor = paidForOf(subscriptions, account, invoice);
    return {
      center: paidFor.serviceName,
      center_id: paidFor.centerId,
      date: unix(invoice.created),
      invoice: {
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        product: paidFor.product,
        total: invoice.amountCents,
        gst: gstOfTotal(invoice.amountCents),
        currency: BILLING_CURRENCY,
        period_start: unix(invoice.periodStart),
        period_end: unix(invoice.periodEnd),
        invoice_pdf: invoicePdfPath(invoice.id),
      },
    };
  });
}

/** The account's invoice of that id; another customer's invoice is as good as missing (404). */
export async function invoiceOfAccount(
  context: BillingContext,
  account: AccountRow,
  invoiceId: string,
): Promise<ProviderInvoice> {
  const customerId = account.stripe_customer_id;
  const invoice = customerId ? await context.billing.retrieveInvoice(invoiceId) : null;
  if (!invoice || invoice.customerId !== customerId) throw notFound(NO_SUCH_INVOICE);
  return invoice;
}

/** What the tax invoice says: the supplier, the account's administrator, the service, period and amounts. */
export async function taxInvoiceOf(
  context: BillingContext,
  supplier: SupplierSettings,
  account: AccountRow,
  invoice: ProviderInvoice,
): Promise<TaxInvoice> {
  const paidFor = paidForOf(await subscriptionsByProviderId(context.db, account.id), account, invoice);
  const [administrator] = await accountAdministrators(context.db, account.id);
  return {
    supplier,
    customer: {
      name: administrator?.name ?? account.name,
      email: administrator?.email ?? '',
      accountName: account.name,
    },
    serviceName: paidFor.serviceName,
    product: paidFor.product || 'QIP Portal',
    number: invoice.number,
    issuedOn: day(invoice.created),
    periodFrom: day(invoice.periodStart),
    periodTo: day(invoice.periodEnd),
    status: invoice.status,
    totalCents: invoice.amountCents,
    gstCents: gstOfTotal(invoice.amountCents),
  };
}
