import { ErrorState, LoadingState } from '@qip/shared-ui';
import { lazy, Suspense } from 'react';
import { useBillingConfig } from '../hooks/useBillingConfig';
import type { PaymentMethodHandler } from '../hooks/useCardSubmit';
import type { CardFormOptions } from './cardFormParts';
import { LocalCardForm } from './LocalCardForm';

// Stripe's code is fetched only when the deployment uses Stripe: local test mode never loads it.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((module) => ({ default: module.StripeCardForm })));

const LOADING_CARD_FORM = 'Loading the card form...';

export interface CardFormProps extends CardFormOptions {
  /**
   * Called with the new card's payment method id (attach it, subscribe with it). While it runs
   * the button shows `busyLabel`; a returned message, or a rejection (the API's message), shows
   * under the form and the button can be pressed again. On success the fields are cleared.
   */
  onPaymentMethod: PaymentMethodHandler;
}

/**
 * The card form: card holder's name, card number, expiry date and CVC, with the spec's
 * messages. With Stripe keys it uses Stripe's fields; otherwise local test mode's.
 */
export function CardForm(props: CardFormProps) {
  const config = useBillingConfig();
  if (config.status === 'loading') return <LoadingState label={LOADING_CARD_FORM} />;
  if (config.status === 'failed') return <ErrorState onRetry={() => void config.reload()} />;
  const { mode, publishable_key: publishableKey } = config.data;
  if (mode === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<LoadingState label={LOADING_CARD_FORM} />}>
        <StripeCardForm publishableKey={publishableKey} {...props} />
      </Suspense>
    );
  }
  return <LocalCardForm {...props} />;
}
