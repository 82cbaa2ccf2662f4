import { movedToMainThread } from '../../../shared/documents/movedToMainThread';
import { writeInvoicePdf } from './invoicePdf';
import type { TaxInvoice } from './taxInvoice';

// The worker thread's entry (Piscina runs `makeInvoice` for each tax invoice), as the reports'
// worker: pdfmake's layout never holds the API's event loop.

export async function makeInvoice(invoice: TaxInvoice) {
  return movedToMainThread(await writeInvoicePdf(invoice));
}
