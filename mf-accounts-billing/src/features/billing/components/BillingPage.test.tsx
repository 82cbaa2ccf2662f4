import { endpoints, PATHS, type Invoice, type SubscriptionProduct } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  demoUser,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DAY,
  localBillingConfig,
  paymentMethod,
  subscriptionProduct,
  ddmmyyyy,
  nowSeconds,
} from '../../../testing/billing';
import { BillingPage } from './BillingPage';

function renderBilling(
  choice: 1 | 2 | 3,
  {
    products = [subscriptionProduct()],
    cards = [paymentMethod()],
    state = demoAuthenticatedState(),
    invoices = INVOICES,
  }: {
    invoices?: Invoice[];
    products?: SubscriptionProduct[];
    cards?: ReturnType<typeof paymentMethod>[];
    state?: ReturnType<typeof demoAuthenticatedState>;
  } = {},
) {
  return renderWithPlatform(
    <Routes>
      <Route path="/qip/user-management/billing/:billingChoiceId" element={<BillingPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    {
      route: PATHS.billing(choice),
      state,
      api: [
        localBillingConfig(),
        stubEndpoint(endpoints.billing.products, () => ({ plans: [], products })),
        stubEndpoint(endpoints.billing.paymentMethods, () => ({ payment_methods: cards })),
        stubEndpoint(endpoints.billing.invoices, () => ({ invoices })),
      ],
    },
  );
}

const INVOICES: Invoice[] = [
  {
    center: 'Sunshine Paddington',
    center_id: 'center-paddington',
    date: Date.parse('2026-11-10T02:00:00Z') / 1000,
    invoice: {
      id: 'in_1',
      number: 'QIP-0001',
      status: 'paid',
      product: 'QIP Portal + Mentoring',
      total: 19700,
      gst: 1791,
      currency: 'aud',
      period_start: 0,
      period_end: 0,
      invoice_pdf: 'https://files.example/in_1.pdf',
    },
  },
  {
    center: 'Sunshine Glebe',
    center_id: 'center-glebe',
    date: Date.parse('2026-11-01T02:00:00Z') / 1000,
    invoice: {
      id: 'in_2',
      number: 'QIP-0002',
      status: 'open',
      product: 'QIP Portal',
      total: 9700,
      gst: 882,
      currency: 'aud',
      period_start: 0,
      period_end: 0,
      invoice_pdf: null,
    },
  },
];

const rowOf = async (service: string) => (await screen.findByRole('rowheader', { name: service })).closest('tr');

describe('the billing page', () => {
  it('has the three tabs for an account with a customer, Back and Back to dashboard', async () => {
    renderBilling(2);
    const tabs = screen.getByRole('tablist', { name: 'Billing' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Payment details', 'Subscription details', 'Past payments']);
    expect(screen.getByRole('tab', { name: 'Subscription details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', PATHS.userManagement);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Past payments' }));
    expect(await screen.findByRole('table', { name: 'Past payments' })).toBeInTheDocument();
  });

  it('shows each subscription as the row rules say', async () => {
    const failedPassed = subscriptionProduct({
      center_id: 'center-glebe',
      center_name: 'Sunshine Glebe',
      status: 'past_due',
      current_period_end: nowSeconds() - 2 * DAY,
    });
    const mentoring = subscriptionProduct({
      center_id: 'center-newtown',
      center_name: 'Sunshine Newtown',
      product: 'QIP Portal + Mentoring',
      price_id: 'mentoring_yearly',
      plan: { amount: 199700, interval: 'year' },
    });
    const cancelling = subscriptionProduct({
      center_id: 'center-balmain',
      center_name: 'Sunshine Balmain',
      canceled_at: nowSeconds() - DAY,
      cancel_at: nowSeconds() + 90 * DAY,
    });
    const ended = subscriptionProduct({
      center_id: 'center-leichhardt',
      center_name: 'Sunshine Leichhardt',
      status: 'canceled',
    });
    const portal = subscriptionProduct();
    renderBilling(2, { products: [portal, failedPassed, mentoring, cancelling, ended] });

    const portalRow = within((await rowOf('Sunshine Paddington'))!);
    expect(portalRow.getByRole('cell', { name: '$97/month' })).toBeInTheDocument();
    expect(portalRow.getByText('Next payment')).toBeInTheDocument();
    expect(portalRow.getByText(ddmmyyyy(portal.subscription.current_period_end))).toBeInTheDocument();
    expect(portalRow.getByRole('button', { name: 'Upgrade: Sunshine Paddington' })).toBeEnabled();
    expect(portalRow.getByRole('button', { name: 'Edit: Sunshine Paddington' })).toBeEnabled();

    const failedRow = within((await rowOf('Sunshine Glebe'))!);
    expect(failedRow.getByText('Payment failed')).toBeInTheDocument();
    expect(failedRow.getByRole('button', { name: 'Review payment details: Sunshine Glebe' })).toBeInTheDocument();

    const mentoringRow = within((await rowOf('Sunshine Newtown'))!);
    expect(mentoringRow.getByRole('cell', { name: '$1,997/year' })).toBeInTheDocument();
    expect(mentoringRow.getByRole('button', { name: 'Downgrade: Sunshine Newtown' })).toBeInTheDocument();

    const cancellingRow = within((await rowOf('Sunshine Balmain'))!);
    expect(cancellingRow.getByText('Canceled')).toBeInTheDocument();
    expect(cancellingRow.getByRole('button', { name: 'Reactivate: Sunshine Balmain' })).toBeInTheDocument();

    expect(screen.queryByRole('rowheader', { name: 'Sunshine Leichhardt' })).not.toBeInTheDocument();

    await userEvent.click(failedRow.getByRole('button', { name: 'Review payment details: Sunshine Glebe' }));
    expect(await screen.findByRole('tab', { name: 'Payment details', selected: true })).toBeInTheDocument();
  });

  it("disables billing buttons with 'Coming soon' when the account has a customer but no card", async () => {
    renderBilling(2, { cards: [] });
    const row = within((await rowOf('Sunshine Paddington'))!);
    expect(await row.findByRole('button', { name: 'Upgrade: Sunshine Paddington' })).toBeDisabled();
    expect(row.getAllByText('Coming soon').length).toBeGreaterThan(0);
  });

  it('gives a trial account only subscription details: the trial row with its end date and Purchase', async () => {
    const trial = demoService({ diffTime: 12, hasSub: false });
    const state = demoAuthenticatedState({
      user: { ...demoUser, stripeId: null },
      session: { accessToken: 't', userId: demoUser.id, centerId: trial.id, stripeId: null, viewer: false },
      services: [trial],
      selectedService: trial,
    });
    renderBilling(2, { state });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Subscription details']);
    const row = within((await rowOf('Sunshine Paddington'))!);
    expect(row.getByRole('cell', { name: 'Trial' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '30 Day Free Trial' })).toBeInTheDocument();
    expect(row.getByText(ddmmyyyy(nowSeconds() + 12 * DAY))).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('lists past payments with number, date, amount, GST, status, and the PDF when there is one', async () => {
    renderBilling(3);
    const table = await screen.findByRole('table', { name: 'Past payments' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Sunshine Paddington');
    expect(first).toHaveTextContent('QIP-0001');
    expect(first).toHaveTextContent('10/11/2026');
    expect(first).toHaveTextContent('$197');
    expect(first).toHaveTextContent('$17.91');
    expect(first).toHaveTextContent('Paid');
    expect(second).toHaveTextContent('Unpaid');
    expect(within(second!).queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();
  });

  it('shows ten past payments a page, the rest on the next', async () => {
    const [paid] = INVOICES;
    const invoices = Array.from({ length: 12 }, (_, index) => ({
      ...paid!,
      invoice: { ...paid!.invoice, id: `in_${index + 1}`, number: `QIP-${String(index + 1).padStart(4, '0')}` },
    }));
    renderBilling(3, { invoices });
    const table = await screen.findByRole('table', { name: 'Past payments' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    expect(within(table).queryByText('QIP-0011')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Past payment pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['QIP-0011', 'QIP-0012']);
  });

  it("saves an invoice's PDF fetched with the session, not through a bare link", async () => {
    const { platform } = renderBilling(3);
    const get = jest.spyOn(platform.api.http, 'get').mockResolvedValue({ data: new Blob(['%PDF-1.7']) });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
    // jsdom cannot save a file: record what the browser would be asked to save.
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} from ${this.href}`);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF of invoice QIP-0001' }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('https://files.example/in_1.pdf', { responseType: 'blob' }));
    await waitFor(() => expect(saved).toEqual(['tax-invoice-QIP-0001.pdf from blob:invoice']));
  });
});
