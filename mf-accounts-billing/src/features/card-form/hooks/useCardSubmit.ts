import { inputRefusalMessage } from '@qip/shared-contracts';
import { useCallback, useRef, useState } from 'react';

/** Said when the caller's step fails without a message of the API's. */
export const CARD_NOT_SAVED = 'Your card could not be saved. Please try again.';

/**
 * What the caller does with the new card: attach it, subscribe with it. Resolve when done;
 * resolve with a message (or reject) to show what went wrong under the form.
 */
export type PaymentMethodHandler = (paymentMethodId: string) => Promise<string | void>;

/** A card created by the provider, or the message of why it was not (shown by the form). */
export type CardCreation = { paymentMethodId: string } | { error: string } | null;

/**
 * The submit of either card form: busy while the provider creates the card and the caller uses
 * it, a message when either fails, and the button pressable again after any failure (spec:
 * 'The add button re-enables after a creation error'). A second press while busy does nothing.
 */
export function useCardSubmit(onPaymentMethod: PaymentMethodHandler) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (create: () => Promise<CardCreation>): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const created = await create();
        if (!created) return false;
        if ('error' in created) {
          setError(created.error);
          return false;
        }
        const refusal = await onPaymentMethod(created.paymentMethodId);
        if (typeof refusal === 'string') {
          setError(refusal);
          return false;
        }
        return true;
      } catch (caught) {
        setError(inputRefusalMessage(caught, CARD_NOT_SAVED));
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [onPaymentMethod],
  );

  return { busy, error, submit };
}
