import { Button, controlStyles } from '@qip/shared-ui';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';

// The frame both card forms (local test mode and Stripe's fields) share, so they look alike.

export interface CardFormOptions {
  /** The button's words ('Add card', 'Subscribe Now'). */
  submitLabel?: string;
  /** What the button says while the card is created and used ('Please wait'). */
  busyLabel?: string;
  /** Sent with the card as its billing email (the payment screen sends the account's). */
  billingEmail?: string;
}

export const DEFAULT_SUBMIT_LABEL = 'Add card';
export const DEFAULT_BUSY_LABEL = 'Please wait...';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  max-width: 520px;
`;

/** Expiry and CVC side by side. */
export const CardFieldRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Looks like a text input; Stripe mounts its card field inside. */
export const ProviderFieldBox = styled.div<{ $invalid?: boolean }>`
  ${controlStyles}
  display: flex;
  align-items: center;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }
  & > div {
    width: 100%;
  }
`;

const FormError = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSoft};
  color: ${({ theme }) => theme.colours.text};
`;

const Secure = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

export function CardFormFrame({
  children,
  note,
  error,
  busy,
  submitLabel = DEFAULT_SUBMIT_LABEL,
  busyLabel = DEFAULT_BUSY_LABEL,
  onSubmit,
}: {
  children: ReactNode;
  /** Shown above the fields (local mode's test cards). */
  note?: ReactNode;
  error: string | null;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form noValidate onSubmit={submit} aria-label="Card details">
      {note}
      {children}
      {error && <FormError role="alert">{error}</FormError>}
      <div>
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
      <Secure>Your card details are not held by us: payments are handled by our card payment provider.</Secure>
    </Form>
  );
}
