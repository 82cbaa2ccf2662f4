import { formatAud, formatUnixDate, PAGE_SIZES, type Invoice } from '@qip/shared-contracts';
import {
  Button,
  DataTable,
  EmptyState,
  LoadFailedState,
  LoadingState,
  Pager,
  PanelTitle,
  TableScroll,
  usePagedRows,
} from '@qip/shared-ui';
import styled from 'styled-components';
import { useInvoices, type BillingAccount } from '../../common';
import { useInvoicePdf } from '../hooks/useInvoicePdf';
import { StatusLabel } from './StatusText';

const STATUS_LABELS: Record<Invoice['invoice']['status'], string> = { paid: 'Paid', open: 'Unpaid', void: 'Void' };
/** Paid reads as good news, unpaid as a problem, void as set aside. */
const STATUS_TONES = { paid: 'active', open: 'failed', void: 'canceled' } as const;

const Product = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Amount = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const NO_INVOICES: Invoice[] = [];

/** Billing tab 3, past payments: the account's tax invoices, newest first, ten a page. */
export function PastPayments({ account }: { account: BillingAccount }) {
  const invoices = useInvoices(account.userId);
  const savePdf = useInvoicePdf();
  const paged = usePagedRows(invoices.data ?? NO_INVOICES, PAGE_SIZES.invoices);
  if (invoices.status === 'loading') return <LoadingState />;
  if (invoices.status === 'failed') {
    return <LoadFailedState error={invoices.error} onRetry={() => void invoices.reload()} />;
  }
  if (invoices.data.length === 0) {
    return <EmptyState title="No payments yet" description="Your tax invoices will be listed here." />;
  }
  return (
    <>
      <PanelTitle>Past payments</PanelTitle>
      <TableScroll>
        <DataTable aria-label="Past payments">
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Invoice</th>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">GST</th>
              <th scope="col">Status</th>
              <th scope="col">Tax invoice</th>
            </tr>
          </thead>
          <tbody>
            {paged.rows.map(({ center, date, invoice }) => (
              <tr key={invoice.id}>
                <th scope="row">
                  {center}
                  <Product>{invoice.product}</Product>
                </th>
                <td>{invoice.number}</td>
                <td>{formatUnixDate(date)}</td>
                <Amount>{formatAud(invoice.total)}</Amount>
                <Amount>{formatAud(invoice.gst)}</Amount>
                <td>
                  <StatusLabel $state={STATUS_TONES[invoice.status]}>{STATUS_LABELS[invoice.status]}</StatusLabel>
                </td>
                <td>
                  {invoice.invoice_pdf ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void savePdf(invoice)}
                      aria-label={`Download PDF of invoice ${invoice.number}`}
                    >
                      Download PDF
                    </Button>
                  ) : (
                    <span aria-label="PDF not available yet">–</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
      <Pager page={paged.page} pageCount={paged.pageCount} onChange={paged.setPage} label="Past payment pages" />
    </>
  );
}
