import {
  apiErrorBody,
  checkLocalCard,
  formatCardExpiryInput,
  formatCardNumberInput,
  type LocalCardErrors,
  type LocalCardField,
  type LocalCardInput,
} from '@qip/shared-contracts';
import { FormField, Input, usePlatform } from '@qip/shared-ui';
import { useState } from 'react';
import { createLocalPaymentMethod } from '../api/cardFormApi';
import { useCardSubmit, type PaymentMethodHandler } from '../hooks/useCardSubmit';
import { CardFieldRow, CardFormFrame, type CardFormOptions } from './cardFormParts';
import { TestCardsNote } from './TestCardsNote';

const EMPTY: LocalCardInput = { name: '', number: '', expiry: '', cvc: '' };

/** The API's field of a refused card (its clock may say the card has expired) as the form's field. */
const FIELD_OF_API: Record<string, LocalCardField> = {
  'body.billing_name': 'name',
  'body.token': 'number',
  'body.exp_month': 'expiry',
  'body.exp_year': 'expiry',
};

function fieldErrorsOf(error: unknown): LocalCardErrors {
  const errors: LocalCardErrors = {};
  for (const field of apiErrorBody(error)?.fields ?? []) {
    const ours = FIELD_OF_API[field.field];
    if (ours) errors[ours] = field.message;
  }
  return errors;
}

interface LocalFieldProps {
  field: LocalCardField;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  autoComplete: string;
  placeholder?: string;
  numeric?: boolean;
  maxLength?: number;
}

function LocalField({
  field,
  label,
  value,
  error,
  onChange,
  autoComplete,
  placeholder,
  numeric,
  maxLength,
}: LocalFieldProps) {
  return (
    <FormField label={label} error={error} required>
      {({ id, labelId, describedBy, invalid }) => (
        <Input
          id={id}
          name={field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={maxLength}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required
          $invalid={invalid}
        />
      )}
    </FormField>
  );
}

/**
 * The card form of local test mode: Stripe's test card numbers only. It sends the test card's
 * token, the expiry and the name (never the number) and hands the new card's id to the caller.
 * Messages show from the first submit on, and follow what is typed after it.
 */
export function LocalCardForm({
  onPaymentMethod,
  submitLabel,
  busyLabel,
}: CardFormOptions & { onPaymentMethod: PaymentMethodHandler }) {
  const { api } = usePlatform();
  const [values, setValues] = useState<LocalCardInput>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<LocalCardErrors>({});
  const { busy, error, submit } = useCardSubmit(onPaymentMethod);

  const check = checkLocalCard(values, new Date());
  const errors: LocalCardErrors = submitted ? { ...(check.ok ? {} : check.errors), ...refused } : {};
  const set = (field: LocalCardField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // What the API refused in a field no longer holds once the field changes.
    setRefused((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
  };

  const onSubmit = async () => {
    setSubmitted(true);
    setRefused({});
    if (!check.ok) return;
    const done = await submit(async () => {
      try {
        const card = await createLocalPaymentMethod(api, check.payload);
        return { paymentMethodId: card.id };
      } catch (caught) {
        const fields = fieldErrorsOf(caught);
        if (Object.keys(fields).length === 0) throw caught;
        setRefused(fields);
        return null;
      }
    });
    if (done) {
      setValues(EMPTY);
      setSubmitted(false);
    }
  };

  return (
    <CardFormFrame
      note={<TestCardsNote />}
      error={error}
      busy={busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onSubmit={() => void onSubmit()}
    >
      <LocalField
        field="name"
        label="Card holder's name"
        value={values.name}
        error={errors.name}
        onChange={set('name')}
        autoComplete="cc-name"
      />
      <LocalField
        field="number"
        label="Card number"
        value={values.number}
        error={errors.number}
        onChange={(typed) => set('number')(formatCardNumberInput(typed))}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        numeric
      />
      <CardFieldRow>
        <LocalField
          field="expiry"
          label="Expiry date"
          value={values.expiry}
          error={errors.expiry}
          onChange={(typed) => set('expiry')(formatCardExpiryInput(typed))}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          numeric
        />
        <LocalField
          field="cvc"
          label="CVC"
          value={values.cvc}
          error={errors.cvc}
          onChange={(typed) => set('cvc')(typed.replace(/\D/g, ''))}
          autoComplete="cc-csc"
          placeholder="123"
          numeric
          maxLength={4}
        />
      </CardFieldRow>
    </CardFormFrame>
  );
}
