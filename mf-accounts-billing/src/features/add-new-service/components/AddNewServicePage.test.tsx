import { CARD_MESSAGES, endpoints } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  demoService,
  demoUser,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { localBillingConfig, paymentMethod, subscriptionProduct } from '../../../testing/billing';
import { AddNewServicePage } from './AddNewServicePage';

beforeEach(() => window.sessionStorage.clear());

const card = paymentMethod({ id: 'pm_1', is_default: true });

const product = (centerId: string) => subscriptionProduct({ center_id: centerId, center_name: 'Wattle Tree OSHC' });

function setUp({ declineFirst = false, cards = [card] } = {}) {
  window.sessionStorage.setItem('qip.chosen-plan', 'portal_monthly');
  const created: unknown[] = [];
  const subscribed: unknown[] = [];
  let declines = declineFirst ? 1 : 0;
  const platform = createTestPlatform({
    api: [
      stubEndpoint(endpoints.billing.paymentMethods, () => ({ payment_methods: cards })),
      localBillingConfig(),
      stubEndpoint(endpoints.billing.createLocalPaymentMethod, ({ body }) => paymentMethod({ id: `pm_${body.token}` })),
      stubEndpoint(endpoints.accounts.createCenter, ({ body }) => (created.push(body), { id: 'center-wattle' })),
      stubEndpoint(endpoints.billing.subscribe, ({ body }) => {
        subscribed.push(body);
        if (declines-- > 0) {
          throw httpError(402, { statusCode: 402, error: 'Payment Required', message: CARD_MESSAGES.declined });
        }
        return { subscription: product('center-wattle') };
      }),
    ],
  });
  // The shell reloads the account and selects the new service, as it does for 'account.changed'.
  platform.bus.on('account.changed').subscribe(({ centerId }) => {
    const added = demoService({ id: centerId ?? '', name: 'Wattle Tree OSHC' });
    platform.setState(demoAuthenticatedState({ services: [demoService(), added], selectedService: added }));
  });
  renderWithPlatform(<AddNewServicePage />, { platform });
  return { platform, created, subscribed };
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'New service name' }), 'Wattle Tree OSHC');
  await userEvent.type(screen.getByRole('textbox', { name: 'Service approval number' }), 'SE-00012345');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'OOSH');
}

describe('adding a new service', () => {
  it('requires its name, approval number and type', async () => {
    const { created } = setUp();
    expect(screen.getByRole('heading', { name: "Let's add your new service" })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to your subscription' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(created).toEqual([]);
  });

  it('adds it, subscribes it to the chosen plan with the saved card, then Next opens the legal notice for it', async () => {
    const { platform, created, subscribed } = setUp();
    expect(await screen.findByText('We will charge your Visa ending in 4242.')).toBeInTheDocument();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add to your subscription' }));

    const modal = await screen.findByRole('dialog', { name: 'Your new service has been added' });
    expect(created).toEqual([
      {
        user_id: demoUser.id,
        user_type: 'ADMIN',
        name: 'Wattle Tree OSHC',
        approval_number: 'SE-00012345',
        service_cat_id: 4,
      },
    ]);
    expect(subscribed).toEqual([
      { email: demoUser.email, price: 'portal_monthly', plan: 'portal', center_id: 'center-wattle' },
    ]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'navigate',
        payload: { to: '/qip/legal-notice', replace: true },
      }),
    );
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: { centerId: 'center-wattle' } });
  });

  it('shows a refused payment and retries only the subscription, never adding the service twice', async () => {
    const { created, subscribed } = setUp({ declineFirst: true });
    await screen.findByText('We will charge your Visa ending in 4242.');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add to your subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.declined);
    expect(screen.getByRole('textbox', { name: 'New service name' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Add to your subscription' }));
    expect(await screen.findByRole('dialog', { name: 'Your new service has been added' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(subscribed).toHaveLength(2);
  });

  it('takes a card with the card form when the account has none', async () => {
    const { created, subscribed } = setUp({ cards: [] });
    await userEvent.type(await screen.findByLabelText("Card holder's name"), 'Dana Director');
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry date'), '1230');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add to your subscription' }));
    expect(await screen.findByText("Please complete your new service's details above.")).toBeInTheDocument();
    expect(created).toEqual([]);

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Add to your subscription' }));
    expect(await screen.findByRole('dialog', { name: 'Your new service has been added' })).toBeInTheDocument();
    expect(subscribed).toEqual([
      expect.objectContaining({ center_id: 'center-wattle', payment_method_id: 'pm_tok_visa' }),
    ]);
  });

  it('opens the pricing plans for an additional service when no plan was chosen', () => {
    renderWithPlatform(
      <Routes>
        <Route path="/qip/add-new-service" element={<AddNewServicePage />} />
        <Route path="/qip/pricing-plans" element={<p>Pricing plans</p>} />
      </Routes>,
      {
        route: '/qip/add-new-service',
        api: [stubEndpoint(endpoints.billing.paymentMethods, () => ({ payment_methods: [] }))],
      },
    );
    expect(screen.getByText('Pricing plans')).toBeInTheDocument();
  });

  it('tells a member that only an administrator can add a service', () => {
    renderWithPlatform(<AddNewServicePage />, {
      state: demoAuthenticatedState({ user: { ...demoUser, role: 'member', userType: 'USER' } }),
    });
    expect(screen.getByRole('heading', { name: 'Only an administrator can add a service' })).toBeInTheDocument();
  });
});
