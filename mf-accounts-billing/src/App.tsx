import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BillingPage } from './features/billing';
import { UpdatePaymentMethodPage } from './features/payment-methods';
import { EditSubscriptionPage, PlanChangePage } from './features/subscription';

const remote = remoteByName('mf-accounts-billing');
const landing = <RemoteLandingPage remote={remote} />;

/** The pages of this area; those not built yet show the area's landing page. */
export function App() {
  return (
    <Routes>
      <Route path={`${PATHS.pricingPlans}/*`} element={landing} />
      <Route path={`${PATHS.payment}/*`} element={landing} />
      <Route path={`${PATHS.addNewService}/*`} element={landing} />
      <Route path={`${PATHS.updatePaymentMethod}/*`} element={<UpdatePaymentMethodPage />} />
      <Route path={`${PATHS.userManagement}/billing/:billingChoiceId`} element={<BillingPage />} />
      <Route path={`${PATHS.userManagement}/billing`} element={<Navigate to={PATHS.billing(2)} replace />} />
      <Route path={PATHS.editSubscription} element={<EditSubscriptionPage />} />
      <Route path={PATHS.upgradeSubscription} element={<PlanChangePage direction="upgrade" />} />
      <Route path={PATHS.downgradeSubscription} element={<PlanChangePage direction="downgrade" />} />
      <Route path={`${PATHS.userManagement}/*`} element={landing} />
      <Route path={`${PATHS.messages}/*`} element={landing} />
      <Route path={`${PATHS.help}/*`} element={landing} />
      <Route path={`${PATHS.authPricingPlans}/*`} element={landing} />
      <Route path={`${PATHS.freeTrial}/*`} element={landing} />
      <Route path={`${PATHS.signup}/*`} element={landing} />
      <Route path={`${PATHS.authPayment}/*`} element={landing} />
      <Route path={`${PATHS.forgotPassword}/*`} element={landing} />
      <Route path="*" element={landing} />
    </Routes>
  );
}
