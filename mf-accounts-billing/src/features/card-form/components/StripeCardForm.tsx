import { CARD_FORM_MESSAGES } from '@qip/shared-contracts';
import { FormField, Input } from '@qip/shared-ui';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementChangeEvent, type StripeElementStyle } from '@stripe/stripe-js';
import { useMemo, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { CARD_NOT_SAVED, useCardSubmit, type PaymentMethodHandler } from '../hooks/useCardSubmit';
import { CardFieldRow, CardFormFrame, ProviderFieldBox, type CardFormOptions } from './cardFormParts';

type StripeField = 'number' | 'expiry' | 'cvc';

interface FieldState {
  empty: boolean;
  complete: boolean;
  /** Stripe's own message for what is typed ('Your card number is invalid.'). */
  error: string | undefined;
}

const UNTOUCHED: FieldState = { empty: true, complete: false, error: undefined };

const REQUIRED: Record<StripeField, string> = {
  number: CARD_FORM_MESSAGES.numberRequired,
  expiry: CARD_FORM_MESSAGES.expiryRequired,
  cvc: CARD_FORM_MESSAGES.cvcRequired,
};

// One Stripe.js per key for the page's life (loadStripe adds Stripe's script once).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

function ProviderField({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  return (
    <FormField label={label} error={error} required>
      {({ invalid }) => <ProviderFieldBox $invalid={invalid}>{children}</ProviderFieldBox>}
    </FormField>
  );
}

function StripeFields({ onPaymentMethod, submitLabel, busyLabel, billingEmail }: StripeCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const [name, setName] = useState('');
  const [fields, setFields] = useState<Record<StripeField, FieldState>>({
    number: UNTOUCHED,
    expiry: UNTOUCHED,
    cvc: UNTOUCHED,
  });
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, submit } = useCardSubmit(onPaymentMethod);

  const style: StripeElementStyle = {
    base: {
      fontFamily: theme.fonts.body,
      fontSize: '16px',
      color: theme.colours.text,
      '::placeholder': { color: theme.colours.textMuted },
    },
    invalid: { color: theme.colours.danger },
  };
  const track = (field: StripeField) => (event: StripeElementChangeEvent) =>
    setFields((current) => ({
      ...current,
      [field]: { empty: event.empty, complete: event.complete, error: event.error?.message },
    }));
  // Stripe's messages show as Stripe reports them; 'required' only after a submit attempt.
  const messageOf = (field: StripeField) =>
    fields[field].error ?? (submitted && fields[field].empty ? REQUIRED[field] : undefined);
  const nameError = submitted && !name.trim() ? CARD_FORM_MESSAGES.nameRequired : undefined;

  const onSubmit = async () => {
    setSubmitted(true);
    const card = elements?.getElement(CardNumberElement);
    const ready = Object.values(fields).every((field) => field.complete && !field.error);
    if (!stripe || !elements || !card || !name.trim() || !ready) return;
    const done = await submit(async () => {
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: name.trim(), ...(billingEmail ? { email: billingEmail } : {}) },
      });
      if (result.error) return { error: result.error.message ?? CARD_NOT_SAVED };
      return { paymentMethodId: result.paymentMethod.id };
    });
    if (done) {
      card.clear();
      elements.getElement(CardExpiryElement)?.clear();
      elements.getElement(CardCvcElement)?.clear();
      setName('');
      setSubmitted(false);
    }
  };

  return (
    <CardFormFrame
      error={error}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onSubmit={() => void onSubmit()}
    >
      <FormField label="Card holder's name" error={nameError} required>
        {({ id, labelId, describedBy, invalid }) => (
          <Input
            id={id}
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="cc-name"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required
            $invalid={invalid}
          />
        )}
      </FormField>
      <ProviderField label="Card number" error={messageOf('number')}>
        <CardNumberElement options={{ style, showIcon: true }} onChange={track('number')} />
      </ProviderField>
      <CardFieldRow>
        <ProviderField label="Expiry date" error={messageOf('expiry')}>
          <CardExpiryElement options={{ style }} onChange={track('expiry')} />
        </ProviderField>
        <ProviderField label="CVC" error={messageOf('cvc')}>
          <CardCvcElement options={{ style }} onChange={track('cvc')} />
        </ProviderField>
      </CardFieldRow>
    </CardFormFrame>
  );
}

export interface StripeCardFormProps extends CardFormOptions {
  onPaymentMethod: PaymentMethodHandler;
}

/** The card form with Stripe's fields: the card goes to Stripe, only its payment method id to the API. */
export function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeFields {...props} />
    </Elements>
  );
}
