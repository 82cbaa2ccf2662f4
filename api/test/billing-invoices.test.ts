// Tax invoices as PDF: the list's invoice_pdf, the PDF itself (read back with pdftotext), its
// download endpoint, and who may have it (administrators of the account only).
import {
  endpoints,
  formatAud,
  gstOfTotal,
  invoicePdfPath,
  SubscriptionChangeResponseSchema,
} from '@qip/shared-contracts';
import { DEFAULT_SUPPLIER, loadBillingSettings } from '../src/billing/settings';
import { billingCall, invoicesOf, newCard, registerAccount, subscribe } from './helpers/billing';
import { testDialects } from './helpers/databases';
import { pdfText } from './helpers/documents';
import { jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const DD_MM_YYYY = /\b\d{2}\/\d{2}\/\d{4}\b/;

describe('the supplier settings', () => {
  it("default to the ATO's example ABN, and take the operator's, spaced as the ATO writes it", () => {
    expect(loadBillingSettings({}).supplier).toEqual(DEFAULT_SUPPLIER);
    expect(DEFAULT_SUPPLIER.abn).toBe('51 824 753 556');
    const supplier = loadBillingSettings({
      SUPPLIER_NAME: 'Acme Learning Pty Ltd',
      SUPPLIER_ABN: '51824753556',
      SUPPLIER_ADDRESS: '1 George St, Sydney NSW 2000',
    }).supplier;
    expect(supplier).toEqual({
      name: 'Acme Learning Pty Ltd',
      abn: '51 824 753 556',
      address: '1 George St, Sydney NSW 2000',
    });
  });

  it('refuse an ABN whose check digits fail', () => {
    expect(() => loadBillingSettings({ SUPPLIER_ABN: '51 824 753 557' })).toThrow(/SUPPLIER_ABN/);
    expect(() => loadBillingSettings({ SUPPLIER_ABN: '1234' })).toThrow(/SUPPLIER_ABN/);
  });
});

describe.each(testDialects())('tax invoices (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const pdfOf = (token: string, invoiceId: string) => t.as(token, { method: 'GET', url: invoicePdfPath(invoiceId) });

  it("lists each invoice with invoice_pdf at its PDF's address", async () => {
    const invoices = await invoicesOf(t, u.director, u.directorId);
    expect(invoices.length).toBeGreaterThan(0);
    for (const { invoice } of invoices) expect(invoice.invoice_pdf).toBe(invoicePdfPath(invoice.id));
  });

  it('serves a paid invoice as a real PDF tax invoice: supplier, ABN, customer, service, period, amounts', async () => {
    const [listed] = (await invoicesOf(t, u.director, u.directorId)).filter(({ invoice }) => invoice.status === 'paid');
    if (!listed) throw new Error('the demo account has no paid invoice');
    const response = await pdfOf(u.director, listed.invoice.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`Tax invoice ${listed.invoice.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(DEFAULT_SUPPLIER.name);
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain(DEFAULT_SUPPLIER.address);
    expect(text).toContain(listed.invoice.number);
    expect(text).toContain(listed.center);
    expect(text).toContain(`${listed.invoice.product} subscription`);
    expect(text).toContain('director@sunshine.test');
    expect(text).toMatch(DD_MM_YYYY);
    expect(text).toContain('Total includes GST');
    expect(text).toContain(formatAud(listed.invoice.total, { alwaysCents: true }));
    expect(text).toContain(formatAud(gstOfTotal(listed.invoice.total), { alwaysCents: true }));
    expect(text).toContain('PAID');
  });

  it('says an unpaid invoice is open and due', async () => {
    const open = (await invoicesOf(t, u.director, u.directorId)).find(({ invoice }) => invoice.status === 'open');
    if (!open) throw new Error('the demo account has no open invoice');
    const text = await pdfText((await pdfOf(u.director, open.invoice.id)).rawPayload);
    expect(text).toContain('PAYMENT DUE');
    expect(text).toContain('has not been paid');
  });

  it("names a new account's administrator and service on its first invoice, made in about a second", async () => {
    const who = await registerAccount(t, 'Robin Newcomer');
    const card = await newCard(t, who.token, 'tok_visa');
    const subscribed = await subscribe(t, who, {
      price: 'mentoring_yearly',
      plan: 'mentoring',
      payment_method_id: card,
    });
    expect(jsonOf(subscribed, SubscriptionChangeResponseSchema).subscription.product).toBe('QIP Portal + Mentoring');
    const [first] = await invoicesOf(t, who.token, who.userId);
    if (!first) throw new Error('no first invoice');
    await pdfOf(who.token, first.invoice.id);
    // Timed with the worker thread started, as every invoice after the first.
    const started = performance.now();
    const response = await pdfOf(who.token, first.invoice.id);
    expect(performance.now() - started).toBeLessThan(1500);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Robin Newcomer');
    // The test's long address wraps at its hyphens (pdftotext puts the facts beside it between the lines).
    for (const part of who.email.split('-')) expect(text).toContain(part);
    expect(text).toContain('Kookaburra Early Learning');
    expect(text).toContain('QIP Portal + Mentoring subscription');
    expect(text).toContain('$1,997.00');
    expect(text).toContain('$181.55');
  });

  it('gives the file name and address through the download endpoint', async () => {
    const [listed] = await invoicesOf(t, u.director, u.directorId);
    if (!listed) throw new Error('no invoice');
    const response = await t.as(u.director, {
      method: 'GET',
      url: `/api/stripe/invoices/${u.directorId}/download/${listed.invoice.id}`,
    });
    expect(jsonOf(response, endpoints.billing.invoiceDownload.response)).toEqual({
      file_name: `Tax invoice ${listed.invoice.number}.pdf`,
      url: invoicePdfPath(listed.invoice.id),
    });
  });

  it('refuses members (403), other tenants (404) and callers without a token (401)', async () => {
    const [listed] = await invoicesOf(t, u.director, u.directorId);
    if (!listed) throw new Error('no invoice');
    const id = listed.invoice.id;
    expect((await pdfOf(u.educator, id)).statusCode).toBe(403);
    expect((await pdfOf(u.bluegum, id)).statusCode).toBe(404);
    expect((await pdfOf(u.director, 'in_no_such_invoice')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: invoicePdfPath(id) })).statusCode).toBe(401);
    const download = (token: string, userId: string) =>
      billingCall(t, token, { method: 'GET', path: `/api/stripe/invoices/${userId}/download/${id}` });
    expect((await download(u.educator, u.directorId)).statusCode).toBe(403);
    expect((await download(u.bluegum, u.bluegumId)).statusCode).toBe(404);
    expect((await download(u.bluegum, u.directorId)).statusCode).toBe(403);
  });
});
