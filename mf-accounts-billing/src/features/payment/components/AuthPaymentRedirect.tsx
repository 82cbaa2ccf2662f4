import { PATHS } from '@qip/shared-contracts';
import { Navigate } from 'react-router-dom';
import { useChosenPlan } from '../../pricing-plans';

/**
 * /qip/auth/payment: payment needs an account. A signed-in user is sent to /qip/payment by the
 * shell; a visitor with a plan chosen signs up first, one without goes to the pricing plans.
 */
export function AuthPaymentRedirect() {
  const { plan } = useChosenPlan();
  return <Navigate to={plan ? PATHS.signup : PATHS.authPricingPlans} replace />;
}
