// A tax invoice's facts, as the PDF shows them: what the worker thread is given (plain data).

export interface TaxInvoice {
  supplier: { name: string; abn: string; address: string };
  /** The account's administrator (who made the account) and the account's name. */
  customer: { name: string; email: string; accountName: string };
  serviceName: string;
  /** 'QIP Portal' or 'QIP Portal + Mentoring'. */
  product: string;
  number: string;
  /** DD/MM/YYYY. */
  issuedOn: string;
  periodFrom: string;
  periodTo: string;
  status: 'paid' | 'open' | 'void';
  /** Cents, GST included. */
  totalCents: number;
  /** Cents: one eleventh of the total (gstOfTotal). */
  gstCents: number;
}

/** The PDF's file name: 'Tax invoice SUNSHINE-0003.pdf'. */
export const taxInvoiceFileName = (number: string) =>
  `Tax invoice ${number.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'invoice'}.pdf`;
