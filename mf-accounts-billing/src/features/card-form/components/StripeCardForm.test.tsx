import { CARD_FORM_MESSAGES } from '@qip/shared-contracts';
import { renderWithPlatform } from '@qip/shared-ui/testing';
import { loadStripe } from '@stripe/stripe-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ReactModule from 'react';
import type { ReactNode } from 'react';
import { stripeBillingConfig } from '../../../testing/billing';
import { CardForm } from './CardForm';

// Stripe's fields live in Stripe's iframes, which need js.stripe.com: this unit test stands in
// for them with inputs that report what Stripe's change events report.
const mockCard = { clear: jest.fn() };
const mockCreatePaymentMethod = jest.fn();

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(null)) }));

jest.mock('@stripe/react-stripe-js', () => {
  const { createElement, Fragment } = jest.requireActual<typeof ReactModule>('react');
  type Change = (event: { empty: boolean; complete: boolean; error?: { message: string } }) => void;
  // Typing 'bad' is what Stripe calls invalid; anything else is a complete field.
  const field = (label: string) =>
    function MockStripeField({ onChange }: { onChange: Change }) {
      return createElement('input', {
        'aria-label': `${label} (Stripe)`,
        onChange: (event: { target: { value: string } }) => {
          const value = event.target.value;
          onChange({
            empty: value === '',
            complete: value !== '' && value !== 'bad',
            ...(value === 'bad' ? { error: { message: `Your ${label.toLowerCase()} is invalid.` } } : {}),
          });
        },
      });
    };
  return {
    Elements: ({ children }: { children: ReactNode }) => createElement(Fragment, null, children),
    CardNumberElement: field('Card number'),
    CardExpiryElement: field('Expiry date'),
    CardCvcElement: field('CVC'),
    useStripe: () => ({ createPaymentMethod: mockCreatePaymentMethod }),
    useElements: () => ({ getElement: () => mockCard }),
  };
});

function renderStripeForm(onPaymentMethod = jest.fn(() => Promise.resolve())) {
  renderWithPlatform(
    <CardForm onPaymentMethod={onPaymentMethod} submitLabel="Add card" billingEmail="director@sunshine.test" />,
    { api: [stripeBillingConfig()] },
  );
  return onPaymentMethod;
}

async function fillStripeFields(number = '4242') {
  await userEvent.type(await screen.findByLabelText('Card number (Stripe)'), number);
  await userEvent.type(screen.getByLabelText('Expiry date (Stripe)'), '1230');
  await userEvent.type(screen.getByLabelText('CVC (Stripe)'), '123');
}

beforeEach(() => {
  mockCreatePaymentMethod.mockReset();
  mockCard.clear.mockReset();
});

describe('the card form with Stripe', () => {
  it("loads Stripe with the deployment's key and shows Stripe's fields, not the test cards", async () => {
    renderStripeForm();
    expect(await screen.findByLabelText('Card number (Stripe)')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_portal');
    expect(screen.queryByRole('complementary', { name: 'Test cards' })).not.toBeInTheDocument();
  });

  it("says what is missing after a submit attempt and shows Stripe's own messages under the field", async () => {
    renderStripeForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Add card' }));
    expect(screen.getByText(CARD_FORM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_FORM_MESSAGES.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_FORM_MESSAGES.expiryRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_FORM_MESSAGES.cvcRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Card number (Stripe)'), 'bad');
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(mockCreatePaymentMethod).not.toHaveBeenCalled();
  });

  it('creates the payment method with the name and billing email and hands its id to the caller', async () => {
    mockCreatePaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_stripe_1' } });
    const onPaymentMethod = renderStripeForm();
    await userEvent.type(await screen.findByLabelText("Card holder's name"), 'Dana Director');
    await fillStripeFields();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));

    await waitFor(() => expect(onPaymentMethod).toHaveBeenCalledWith('pm_stripe_1'));
    expect(mockCreatePaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: mockCard,
      billing_details: { name: 'Dana Director', email: 'director@sunshine.test' },
    });
    await waitFor(() => expect(mockCard.clear).toHaveBeenCalled());
    expect(screen.getByLabelText("Card holder's name")).toHaveValue('');
  });

  it("shows Stripe's refusal and lets the user try again", async () => {
    mockCreatePaymentMethod.mockResolvedValue({ error: { message: 'Your card number is incorrect.' } });
    const onPaymentMethod = renderStripeForm();
    await userEvent.type(await screen.findByLabelText("Card holder's name"), 'Dana Director');
    await fillStripeFields();
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incorrect.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeEnabled();
  });
});
