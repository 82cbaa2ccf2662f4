import { PATHS } from '@qip/shared-contracts';
import { useAuthenticatedState } from '@qip/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LegalNoticePage, SignInToContinue } from './features/legal-notice';
import { ServiceDetailsWizard } from './features/service-details';
import { TrialFinishFlow } from './features/trial-finish';

/** The pages of this area: the wizard, onboarding, the legal notice and the trial-finish flow. */
export function App() {
  const signedIn = useAuthenticatedState() !== null;
  return (
    <Routes>
      <Route path={PATHS.serviceDetails} element={<ServiceDetailsWizard mode="edit" />} />
      <Route path={`${PATHS.serviceDetails}/:step`} element={<ServiceDetailsWizard mode="edit" />} />

      <Route path={PATHS.legalNotice} element={<LegalNoticePage signedIn />} />
      <Route
        path={PATHS.trialFinishType}
        element={<TrialFinishFlow stage="type" typePath={PATHS.trialFinishType} namePath={PATHS.trialFinishName} />}
      />
      <Route
        path={PATHS.trialFinishName}
        element={<TrialFinishFlow stage="name" typePath={PATHS.trialFinishType} namePath={PATHS.trialFinishName} />}
      />
      <Route path={PATHS.onboarding} element={<ServiceDetailsWizard mode="onboarding" />} />
      <Route path={`${PATHS.onboarding}/:step`} element={<ServiceDetailsWizard mode="onboarding" />} />

      <Route path={PATHS.authLegalNotice} element={<LegalNoticePage signedIn={signedIn} />} />
      <Route path={`${PATHS.authOnboarding}/*`} element={<SignInToContinue />} />
      <Route path={`${PATHS.finishFreeTrialSignup}/*`} element={<SignInToContinue />} />
      <Route path="*" element={<Navigate to={PATHS.serviceDetails} replace />} />
    </Routes>
  );
}
