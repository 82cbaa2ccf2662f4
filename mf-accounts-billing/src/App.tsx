import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Route, Routes } from 'react-router-dom';

const remote = remoteByName('mf-accounts-billing');
const landing = <RemoteLandingPage remote={remote} />;

/** The pages of this area: each shows the area's landing page until its feature is built. */
export function App() {
  return (
    <Routes>
      <Route path={`${PATHS.pricingPlans}/*`} element={landing} />
      <Route path={`${PATHS.payment}/*`} element={landing} />
      <Route path={`${PATHS.addNewService}/*`} element={landing} />
      <Route path={`${PATHS.updatePaymentMethod}/*`} element={landing} />
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
