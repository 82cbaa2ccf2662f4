import { formatAud } from '@qip/shared-contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { a4Document, CONTENT_WIDTH, pdfBytes, ruled } from '../../../shared/documents/pdfmake';
import { COLOURS, PAGE, TYPE_SIZES } from '../../../shared/documents/style';
import type { TaxInvoice } from './taxInvoice';

// A tax invoice as a one-page A4 PDF, in the reports' font and colours: the supplier and its ABN,
// the customer, the service and period, the amount, the GST in it and whether it is paid.

const money = (cents: number) => formatAud(cents, { alwaysCents: true });

const STATUS = {
  paid: {
    badge: 'PAID',
    note: 'Paid. Thank you: nothing is owed on this invoice.',
    ink: COLOURS.good,
    fill: COLOURS.goodSoft,
  },
  open: {
    badge: 'PAYMENT DUE',
    note: 'Open: this invoice has not been paid yet. Update your payment method in the QIP Portal to pay it.',
    ink: COLOURS.warning,
    fill: COLOURS.warningSoft,
  },
  void: {
    badge: 'VOID',
    note: 'Void: this invoice was cancelled and nothing is owed.',
    ink: COLOURS.muted,
    fill: COLOURS.zebra,
  },
} as const;

const label = (text: string): Content => ({
  text: text.toUpperCase(),
  fontSize: TYPE_SIZES.small,
  bold: true,
  color: COLOURS.muted,
  characterSpacing: 0.6,
  margin: [0, 0, 0, 3],
});

function heading(invoice: TaxInvoice): Content {
  const status = STATUS[invoice.status];
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: invoice.supplier.name, fontSize: TYPE_SIZES.h1, bold: true, color: COLOURS.primary },
          { text: `ABN ${invoice.supplier.abn}`, margin: [0, 4, 0, 0] },
          { text: invoice.supplier.address, color: COLOURS.muted },
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: 'Tax invoice', fontSize: TYPE_SIZES.title, bold: true, color: COLOURS.ink, alignment: 'right' },
          {
            // A table is never aligned itself: an empty column pushes the badge to the right.
            columns: [
              { width: '*', text: '' },
              {
                width: 'auto',
                table: {
                  body: [
                    [
                      {
                        text: status.badge,
                        bold: true,
                        color: status.ink,
                        fillColor: status.fill,
                        margin: [8, 2, 8, 2],
                      },
                    ],
                  ],
                },
                layout: 'noBorders',
              },
            ],
            margin: [0, 6, 0, 0],
          },
        ],
      },
    ],
  };
}

const rule = (top: number): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1, lineColor: COLOURS.rule }],
  margin: [0, top, 0, 16],
});

function parties(invoice: TaxInvoice): Content {
  const fact = (name: string, value: string) => [
    { text: name, color: COLOURS.muted },
    { text: value, bold: true, alignment: 'right' as const },
  ];
  return {
    columns: [
      {
        width: '*',
        stack: [
          label('Billed to'),
          { text: invoice.customer.name, bold: true },
          { text: invoice.customer.email },
          { text: invoice.customer.accountName, color: COLOURS.muted },
        ],
      },
      {
        width: 220,
        stack: [
          label('Invoice'),
          {
            table: {
              widths: ['*', 'auto'],
              body: [
                fact('Invoice number', invoice.number),
                fact('Date of issue', invoice.issuedOn),
                fact('Service period', `${invoice.periodFrom} to ${invoice.periodTo}`),
                fact('Status', invoice.status === 'open' ? 'Open' : invoice.status === 'paid' ? 'Paid' : 'Void'),
              ],
            },
            layout: {
              defaultBorder: false,
              paddingLeft: () => 0,
              paddingRight: () => 0,
              paddingTop: () => 1,
              paddingBottom: () => 1,
            },
          },
        ],
      },
    ],
    margin: [0, 0, 0, 24],
  };
}

function lines(invoice: TaxInvoice): Content {
  const header = (text: string, alignment: 'left' | 'right' = 'left') => ({
    text,
    bold: true,
    color: COLOURS.primary,
    alignment,
  });
  return {
    table: {
      headerRows: 1,
      widths: ['*', 130, 80],
      body: [
        [header('Description'), header('Period'), header('Amount', 'right')],
        [
          {
            stack: [
              { text: `${invoice.product} subscription`, bold: true },
              { text: `Service: ${invoice.serviceName}`, color: COLOURS.muted },
            ],
          },
          { text: `${invoice.periodFrom} to ${invoice.periodTo}` },
          { text: money(invoice.totalCents), alignment: 'right' },
        ],
      ],
    },
    layout: {
      ...ruled(COLOURS.primarySoft),
      paddingTop: () => 6,
      paddingBottom: () => 6,
      paddingLeft: () => 6,
      paddingRight: () => 6,
    },
    margin: [0, 0, 0, 12],
  };
}

function totals(invoice: TaxInvoice): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 250,
        table: {
          widths: ['*', 'auto'],
          body: [
            [
              { text: 'GST (one eleventh of the total)', color: COLOURS.muted },
              { text: money(invoice.gstCents), alignment: 'right' },
            ],
            [
              { text: 'Total includes GST', bold: true, fontSize: TYPE_SIZES.h3, fillColor: COLOURS.primarySoft },
              {
                text: money(invoice.totalCents),
                bold: true,
                fontSize: TYPE_SIZES.h3,
                alignment: 'right',
                fillColor: COLOURS.primarySoft,
              },
            ],
          ],
        },
        layout: {
          hLineWidth: (row: number) => (row === 1 ? 0.5 : 0),
          vLineWidth: () => 0,
          hLineColor: () => COLOURS.rule,
          paddingTop: () => 5,
          paddingBottom: () => 5,
        },
      },
    ],
    margin: [0, 0, 0, 20],
  };
}

function closing(invoice: TaxInvoice): Content[] {
  const status = STATUS[invoice.status];
  return [
    { text: status.note, color: status.ink, bold: true, margin: [0, 0, 0, 6] },
    { text: 'All amounts are in Australian dollars (AUD) and include GST.', color: COLOURS.muted },
  ];
}

export function invoiceDefinition(invoice: TaxInvoice): TDocumentDefinitions {
  return a4Document({
    info: {
      title: `Tax invoice ${invoice.number}`,
      author: invoice.supplier.name,
      subject: `${invoice.product}: ${invoice.serviceName}`,
    },
    footer: () => ({
      columns: [
        {
          text: `${invoice.supplier.name}  ·  ABN ${invoice.supplier.abn}`,
          fontSize: TYPE_SIZES.small,
          color: COLOURS.muted,
        },
        { text: `Tax invoice ${invoice.number}`, alignment: 'right', fontSize: TYPE_SIZES.small, color: COLOURS.muted },
      ],
      margin: [PAGE.margin, 14, PAGE.margin, 0],
    }),
    content: [heading(invoice), rule(18), parties(invoice), lines(invoice), totals(invoice), ...closing(invoice)],
  });
}

export function writeInvoicePdf(invoice: TaxInvoice): Promise<Uint8Array> {
  return pdfBytes(invoiceDefinition(invoice));
}
