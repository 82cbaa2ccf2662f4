import { FREE_TRIAL_DAYS, PATHS } from '@qip/shared-contracts';
import { Button, Page, usePortalNavigate } from '@qip/shared-ui';
import { Navigate } from 'react-router-dom';
import { FormPanel, Lead } from '../../common';
import { ChosenPlanSummary, useChosenPlan } from '../../pricing-plans';
import { SignupForm } from './SignupForm';

/**
 * The paid sign-up (/qip/auth/signup: the plan chosen on the pricing page, then payment) and the
 * free-trial sign-up (/qip/auth/free-trial: 'Let's get started'). Without a chosen plan the paid
 * sign-up goes back to the pricing plans.
 */
export function SignupPage({ kind }: { kind: 'paid' | 'trial' }) {
  const { plan } = useChosenPlan();
  const { go } = usePortalNavigate();
  if (kind === 'trial') {
    return (
      <Page>
        <FormPanel aria-labelledby="signup-title">
          <h1 id="signup-title">Let&apos;s get started</h1>
          <Lead>Start your {FREE_TRIAL_DAYS}-day free trial of the QIP Portal. No payment details needed.</Lead>
          <SignupForm variant={{ kind: 'trial' }} />
        </FormPanel>
      </Page>
    );
  }
  if (!plan) return <Navigate to={PATHS.authPricingPlans} replace />;
  return (
    <Page>
      <FormPanel aria-labelledby="signup-title">
        <h1 id="signup-title">Create your account</h1>
        <Lead>Tell us about you and your service, then pay for your plan on the next page.</Lead>
        <ChosenPlanSummary
          plan={plan}
          action={
            <Button variant="link" onClick={() => go(PATHS.authPricingPlans)}>
              Change plan
            </Button>
          }
        />
        <SignupForm variant={{ kind: 'paid', plan }} />
      </FormPanel>
    </Page>
  );
}
