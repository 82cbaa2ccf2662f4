import { refusalMessage, type Invoice } from '@qip/shared-contracts';
import { downloadProtectedFile, usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';

const DOWNLOAD_FAILED = 'The tax invoice could not be downloaded. Please try again.';

/** 'tax-invoice-QIP-0001.pdf': the name the browser saves an invoice's PDF under. */
export const invoiceFileName = (invoice: Invoice['invoice']) => `tax-invoice-${invoice.number}.pdf`;

/**
 * Saves an invoice's tax-invoice PDF. The API serves it only with the session's token (a plain
 * link in a new tab would carry none), so it is fetched signed in and handed to the browser.
 */
export function useInvoicePdf() {
  const { api, bus } = usePlatform();
  return useCallback(
    async (invoice: Invoice['invoice']) => {
      if (!invoice.invoice_pdf) return;
      try {
        await downloadProtectedFile(api, invoice.invoice_pdf, invoiceFileName(invoice));
      } catch (error) {
        bus.publish('toast', { kind: 'error', message: refusalMessage(error, DOWNLOAD_FAILED) });
      }
    },
    [api, bus],
  );
}
