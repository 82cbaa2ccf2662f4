import { CARD_MESSAGES, endpoints, type SubscriptionProduct } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  demoUser,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { localBillingConfig, paymentMethod, subscriptionProduct } from '../../../testing/billing';
import { PaymentPage } from './PaymentPage';

beforeEach(() => window.sessionStorage.clear());

const product = subscriptionProduct();

const createCard = stubEndpoint(endpoints.billing.createLocalPaymentMethod, ({ body }) =>
  paymentMethod({ id: `pm_${body.token}` }),
);

function renderPayment({
  subscribe = () => ({ subscription: product }),
  state = demoAuthenticatedState(),
}: {
  subscribe?: () => { subscription: SubscriptionProduct };
  state?: ReturnType<typeof demoAuthenticatedState>;
} = {}) {
  const sent: unknown[] = [];
  const view = renderWithPlatform(
    <Routes>
      <Route path="/qip/payment" element={<PaymentPage />} />
      <Route path="/qip/pricing-plans" element={<p>Pricing plans</p>} />
    </Routes>,
    {
      route: '/qip/payment',
      state,
      api: [
        localBillingConfig(),
        createCard,
        stubEndpoint(endpoints.billing.subscribe, ({ body }) => (sent.push(body), subscribe())),
      ],
    },
  );
  return { ...view, sent };
}

async function payWith(number: string) {
  await userEvent.type(await screen.findByLabelText("Card holder's name"), 'Dana Director');
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
}

describe('the payment screen', () => {
  it('shows the plan and its price, pays with the card and thanks the user', async () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'portal_monthly');
    const { platform, sent } = renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your plan' })).toHaveTextContent('Portal – Monthly$97 a month inc. GST');
    // The card form says the card details are not held and a card payment provider handles payments.
    expect(await screen.findByText(/payments are handled by our card payment provider/)).toBeInTheDocument();

    await payWith('4242 4242 4242 4242');

    expect(await screen.findByRole('heading', { name: 'Payment made. Thank you!' })).toBeInTheDocument();
    expect(sent).toEqual([
      { email: demoUser.email, price: 'portal_monthly', plan: 'portal', payment_method_id: 'pm_tok_visa' },
    ]);
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: { centerId: 'center-paddington' } });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(platform.published).toContainEqual({ type: 'session.end', payload: {} });
  });

  it('shows a declined card’s message and stays on the form', async () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'mentoring_yearly');
    const { platform } = renderPayment({
      subscribe: () => {
        throw httpError(402, {
          statusCode: 402,
          error: 'Payment Required',
          message: CARD_MESSAGES.declined,
          fields: [{ field: 'payment_method_id', message: CARD_MESSAGES.declined }],
        });
      },
    });
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText(CARD_MESSAGES.declined)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment made. Thank you!' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(platform.published.map((event) => event.type)).not.toContain('account.changed');
  });

  it('shows Please wait while it pays', async () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'portal_yearly');
    renderWithPlatform(<PaymentPage />, {
      api: [
        localBillingConfig(),
        createCard,
        stubEndpoint(
          endpoints.billing.subscribe,
          () => new Promise<{ subscription: SubscriptionProduct }>(() => undefined),
        ),
      ],
    });
    await payWith('4242424242424242');
    expect(await screen.findByRole('button', { name: 'Please wait' })).toBeDisabled();
  });

  it('offers administrators the NQA dashboard, except on the first sign-up or after the trial', async () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'portal_monthly');
    const first = renderPayment();
    expect(screen.getByRole('button', { name: /NQA dashboard/ })).toBeInTheDocument();
    first.unmount();

    window.sessionStorage.setItem('qip.payment.from-signup', '1');
    const signup = renderPayment();
    expect(screen.queryByRole('button', { name: /NQA dashboard/ })).not.toBeInTheDocument();
    signup.unmount();

    window.sessionStorage.removeItem('qip.payment.from-signup');
    const ended = demoService({ diffTime: 0, status: 'subscribe', hasSub: false });
    renderPayment({ state: demoAuthenticatedState({ services: [ended], selectedService: ended }) });
    expect(screen.queryByRole('button', { name: /NQA dashboard/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Card number')).toBeInTheDocument());
  });

  it('goes to the pricing plans when no plan was chosen', () => {
    renderPayment();
    expect(screen.getByText('Pricing plans')).toBeInTheDocument();
  });
});
