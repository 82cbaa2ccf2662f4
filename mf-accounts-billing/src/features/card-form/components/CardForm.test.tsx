import { CARD_FORM_MESSAGES, CARD_MESSAGES, endpoints } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localBillingConfig, paymentMethod } from '../../../testing/billing';
import { CardForm } from './CardForm';

const createCard = stubEndpoint(endpoints.billing.createLocalPaymentMethod, ({ body }) =>
  paymentMethod({ id: `pm_${body.token}`, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }),
);

type Handler = jest.Mock<Promise<string | void>, [string]>;
const handler = (answer: () => Promise<string | void>): Handler => jest.fn<Promise<string | void>, [string]>(answer);

function renderForm(
  onPaymentMethod: Handler = handler(() => Promise.resolve()),
  api = [localBillingConfig(), createCard],
) {
  const rendered = renderWithPlatform(
    <CardForm onPaymentMethod={onPaymentMethod} submitLabel="Subscribe Now" busyLabel="Please wait" />,
    { api },
  );
  return { ...rendered, onPaymentMethod };
}

async function typeCard(card: { name?: string; number?: string; expiry?: string; cvc?: string }) {
  if (card.name) await userEvent.type(screen.getByLabelText("Card holder's name"), card.name);
  if (card.number) await userEvent.type(screen.getByLabelText('Card number'), card.number);
  if (card.expiry) await userEvent.type(screen.getByLabelText('Expiry date'), card.expiry);
  if (card.cvc) await userEvent.type(screen.getByLabelText('CVC'), card.cvc);
}

const VALID = { name: 'Dana Director', number: '4242424242424242', expiry: '1230', cvc: '123' };

describe('the card form in local test mode', () => {
  it('lists the test cards so a demo user knows what to type', async () => {
    renderForm();
    const note = await screen.findByRole('complementary', { name: 'Test cards' });
    expect(note).toHaveTextContent('4242 4242 4242 4242: payment succeeds');
    expect(note).toHaveTextContent('4000 0000 0000 0002: card declined');
  });

  it("says what is missing only after a submit attempt, in the spec's words", async () => {
    const { platform, onPaymentMethod } = renderForm();
    await screen.findByLabelText('Card number');
    expect(screen.queryByText(CARD_FORM_MESSAGES.nameRequired)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Credit card number is required.')).toBeInTheDocument();
    expect(screen.getByText('CC expiry date is required.')).toBeInTheDocument();
    expect(screen.getByText('CVC is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(platform.api.callsTo(endpoints.billing.createLocalPaymentMethod)).toHaveLength(0);
    expect(onPaymentMethod).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Card holder's name"), 'Dana');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
  });

  it('sends only the test card token, expiry and name, hands the new card to the caller and clears the fields', async () => {
    const { platform, onPaymentMethod } = renderForm();
    await screen.findByLabelText('Card number');
    await typeCard(VALID);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12/30');

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalledWith('pm_tok_visa'));
    const [call] = platform.api.callsTo(endpoints.billing.createLocalPaymentMethod);
    expect(call?.body).toEqual({ token: 'tok_visa', exp_month: 12, exp_year: 2030, billing_name: 'Dana Director' });
    expect(JSON.stringify(platform.api.calls)).not.toContain('4242424242424242');
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveValue(''));
    expect(screen.getByLabelText("Card holder's name")).toHaveValue('');
  });

  it("refuses a number that is not a test card in the provider's words and sends nothing", async () => {
    const { platform } = renderForm();
    await screen.findByLabelText('Card number');
    await typeCard({ ...VALID, number: '5555555555554444' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByText(CARD_MESSAGES.notATestCard)).toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.billing.createLocalPaymentMethod)).toHaveLength(0);
  });

  it('shows a past expiry the API refuses under the expiry field', async () => {
    const expired = stubEndpoint(endpoints.billing.createLocalPaymentMethod, () => {
      throw httpError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: `body.exp_year: ${CARD_MESSAGES.expired}`,
        fields: [{ field: 'body.exp_year', message: CARD_MESSAGES.expired }],
      });
    });
    const { onPaymentMethod } = renderForm(undefined, [localBillingConfig(), expired]);
    await screen.findByLabelText('Card number');
    await typeCard(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText(CARD_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry date')).toHaveAttribute('aria-invalid', 'true');
    expect(onPaymentMethod).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  });

  it('is busy while the caller uses the card, then shows why the caller failed and can be pressed again', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const onPaymentMethod = handler(
      () =>
        new Promise<void>((_resolve, reject) => {
          refuse = reject;
        }),
    );
    renderForm(onPaymentMethod);
    await screen.findByLabelText('Card number');
    await typeCard({ ...VALID, number: '4000000000000002' });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));

    const busy = await screen.findByRole('button', { name: 'Please wait' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(onPaymentMethod).toHaveBeenCalledTimes(1);

    refuse(
      httpError(402, {
        statusCode: 402,
        error: 'Payment Required',
        message: CARD_MESSAGES.declined,
        fields: [{ field: 'payment_method_id', message: CARD_MESSAGES.declined }],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.declined);
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it('shows a message the caller answers with', async () => {
    renderForm(handler(() => Promise.resolve('This service already has a subscription.')));
    await screen.findByLabelText('Card number');
    await typeCard(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This service already has a subscription.');
  });

  it('says when the card form cannot be loaded, and tries again', async () => {
    let fail = true;
    const config = stubEndpoint(endpoints.billing.config, () => {
      if (fail) throw httpError(404, { statusCode: 404, error: 'Not Found', message: 'Not found.' });
      return { mode: 'local' as const, publishable_key: null, test_clock: false, currency: 'aud' as const };
    });
    renderForm(undefined, [config, createCard]);
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });
});
