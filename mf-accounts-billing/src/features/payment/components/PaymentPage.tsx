import { PATHS } from '@qip/shared-contracts';
import { Button, Page, useAuthenticatedState, usePlatform, usePortalNavigate } from '@qip/shared-ui';
import { useCallback, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { CardForm } from '../../card-form';
import { FormPanel, Lead, subscribe, useIdempotencyKeys } from '../../common';
import { ChosenPlanSummary, planTitle, useChosenPlan } from '../../pricing-plans';
import { clearFromSignup, isFromSignup } from '../hooks/fromSignup';
import { PaymentMade } from './PaymentMade';

const Top = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

/**
 * The payment screen (spec 'Payment screen'): the plan chosen and its price, the card form and
 * Subscribe Now. A refused card shows the provider's message and nothing is charged; a paid plan
 * shows 'Payment made. Thank you!'. Without a chosen plan it goes to the pricing plans.
 */
export function PaymentPage() {
  const state = useAuthenticatedState();
  const { api, bus } = usePlatform();
  const { go } = usePortalNavigate();
  const { plan, forget } = useChosenPlan();
  const keyFor = useIdempotencyKeys();
  const [paid, setPaid] = useState<string | null>(null);
  // Read once: paying ends the first sign-up and can renew the trial's days.
  const [firstSignup] = useState(isFromSignup);
  const [trialUsedUp] = useState(() => (state?.selectedService?.diffTime ?? 0) <= 0);

  const email = state?.user.email ?? '';
  const centerId = state?.selectedService?.id;
  const pay = useCallback(
    async (paymentMethodId: string) => {
      if (!plan) return;
      const request = { email, plan, paymentMethodId };
      await subscribe(api, request, keyFor(request));
      setPaid(planTitle(plan));
      forget();
      clearFromSignup();
      bus.publish('account.changed', centerId ? { centerId } : {});
    },
    [api, bus, centerId, email, forget, keyFor, plan],
  );

  if (!state) return null;
  if (!plan && !paid) return <Navigate to={PATHS.pricingPlans} replace />;
  const showsDashboardButton = state.user.role === 'admin' && !trialUsedUp && !firstSignup;

  return (
    <Page>
      {showsDashboardButton && (
        <Top>
          <Button variant="ghost" onClick={() => go(PATHS.nqa)}>
            <span aria-hidden="true">←</span> NQA dashboard
          </Button>
        </Top>
      )}
      <FormPanel aria-labelledby="payment-title">
        {paid ? (
          <PaymentMade plan={paid} />
        ) : (
          <>
            <h1 id="payment-title">Payment</h1>
            <Lead>Your plan starts as soon as your first payment is made.</Lead>
            {plan && (
              <ChosenPlanSummary
                plan={plan}
                action={
                  <Button variant="link" onClick={() => go(PATHS.pricingPlans)}>
                    Change plan
                  </Button>
                }
              />
            )}
            <CardForm submitLabel="Subscribe Now" busyLabel="Please wait" billingEmail={email} onPaymentMethod={pay} />
          </>
        )}
      </FormPanel>
    </Page>
  );
}
