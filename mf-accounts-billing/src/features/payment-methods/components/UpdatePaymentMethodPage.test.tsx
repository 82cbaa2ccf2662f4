import { CARD_MESSAGES, endpoints, PATHS } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localBillingConfig, paymentMethod } from '../../../testing/billing';
import { UpdatePaymentMethodPage } from './UpdatePaymentMethodPage';

const marrickville = demoService({
  id: 'center-marrickville',
  name: 'Sunshine Marrickville',
  status: 'notoverdue',
  redirectPaymentFailed: true,
});
const state = demoAuthenticatedState({ services: [marrickville], selectedService: marrickville });

const createCard = stubEndpoint(endpoints.billing.createLocalPaymentMethod, ({ body }) =>
  paymentMethod({ id: `pm_new_${body.token}` }),
);

function renderPage(cards = [paymentMethod({ last4: '0341', is_default: true })], paid = 1, portal = state) {
  let saved = cards;
  const api = [
    localBillingConfig(),
    createCard,
    stubEndpoint(endpoints.billing.paymentMethods, () => ({ payment_methods: saved })),
    stubEndpoint(endpoints.billing.addPaymentMethod, ({ body }) => {
      if (body.payment_method_id === 'pm_new_tok_chargeDeclined') {
        throw httpError(402, {
          statusCode: 402,
          error: 'Payment Required',
          message: CARD_MESSAGES.declined,
          fields: [{ field: 'payment_method_id', message: CARD_MESSAGES.declined }],
        });
      }
      const added = paymentMethod({ id: body.payment_method_id, last4: '4242', is_default: true });
      saved = [...saved.map((card) => ({ ...card, is_default: false })), added];
      return { payment_method: added, paid_invoices: paid };
    }),
    stubEndpoint(endpoints.billing.detachPaymentMethod, ({ body }) => {
      saved = saved.filter((card) => card.id !== body.payment_method_id);
      return { ok: true as const };
    }),
  ];
  return renderWithPlatform(<UpdatePaymentMethodPage />, {
    state: portal,
    api,
    route: PATHS.updatePaymentMethod,
    supportEmail: 'help@operator.example',
  });
}

async function addCard(number: string) {
  await userEvent.type(await screen.findByLabelText("Card holder's name"), 'Dana Whitfield');
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
}

describe('the update payment method page', () => {
  it("says the payment failed in the spec's words with the operator's address, and lists the cards without Delete for the only one", async () => {
    renderPage();
    expect(
      await screen.findByText(
        "Unfortunately we couldn't process your payment. Please use a different payment method, contact your payment provider, or contact us at help@operator.example for further assistance.",
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Saved payment methods' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Visa •••• 0341');
    expect(within(table).getByRole('cell', { name: '12/2030' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment failed: Sunshine Marrickville')).toBeInTheDocument();
  });

  it('says nothing failed when every service is paid', async () => {
    renderPage(undefined, 0, demoAuthenticatedState());
    expect(await screen.findByText(/^Every payment has gone through\./)).toBeInTheDocument();
    expect(screen.queryByText(/^Unfortunately/)).not.toBeInTheDocument();
  });

  it('adds a card that pays the failed invoice, tells the shell, and offers the NQA dashboard', async () => {
    const { platform } = renderPage();
    await addCard('4242424242424242');
    const status = await screen.findByRole('status', { name: '' });
    expect(status).toHaveTextContent('Payment made. Thank you!');
    expect(within(status).getByRole('link', { name: 'Go to the NQA dashboard' })).toHaveAttribute('href', PATHS.nqa);
    expect(platform.published).toContainEqual({
      type: 'account.changed',
      payload: { centerId: 'center-marrickville' },
    });
    expect(platform.api.callsTo(endpoints.billing.addPaymentMethod)).toEqual([
      { body: { user_id: 'user-director', payment_method_id: 'pm_new_tok_visa' } },
    ]);
    const table = screen.getByRole('table', { name: 'Saved payment methods' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('columnheader', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows a declined card under the form and adds nothing', async () => {
    const { platform } = renderPage();
    await addCard('4000000000000002');
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.declined);
    expect(platform.published.map((event) => event.type)).not.toContain('account.changed');
    expect(within(screen.getByRole('table', { name: 'Saved payment methods' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
  });

  it('deletes a card after Yes to the question, when more than one is saved', async () => {
    const { platform } = renderPage([
      paymentMethod({ last4: '0341', is_default: true }),
      paymentMethod({ last4: '4242' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Visa •••• 4242' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this payment method?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(platform.api.callsTo(endpoints.billing.detachPaymentMethod)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Visa •••• 4242' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Saved payment methods' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(platform.api.callsTo(endpoints.billing.detachPaymentMethod)).toEqual([
      { body: { payment_method_id: 'pm_4242' } },
    ]);
  });
});
