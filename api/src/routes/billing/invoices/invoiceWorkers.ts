import { createDocumentWorkers, type DocumentWorkers } from '../../../shared/documents/documentWorkers';
import type { TaxInvoice } from './taxInvoice';

/** Writes tax-invoice PDFs in a worker thread of their own (a long report never delays one). */
export function createInvoiceWorkers(): DocumentWorkers<TaxInvoice> {
  return createDocumentWorkers<TaxInvoice>({ sourceDir: __dirname, name: 'invoiceWorker', task: 'makeInvoice' });
}
