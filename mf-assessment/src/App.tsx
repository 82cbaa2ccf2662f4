import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { AreaPage } from './features/area';
import { DashboardPage, NqaMenuPage } from './features/dashboard';
import { SatPage } from './features/sat-page';
import { MentorPage } from './features/mentor';
import { FeedbackPage } from './features/mentor-feedback';

const remote = remoteByName('mf-assessment');

/** The pages of this area. */
export function App() {
  return (
    <Routes>
      <Route path={PATHS.nqa} element={<DashboardPage />} />
      <Route path={`${PATHS.nqa}/:nqaId`} element={<AreaPage />} />
      <Route path={PATHS.sat} element={<SatPage />} />
      <Route path={PATHS.mentorFeedback} element={<FeedbackPage />} />
      <Route path={PATHS.mentor} element={<MentorPage />} />
      <Route path={PATHS.nqaDashboard} element={<NqaMenuPage />} />
      <Route path={PATHS.viewServiceDashboard} element={<NqaMenuPage />} />
      <Route path="*" element={<RemoteLandingPage remote={remote} />} />
    </Routes>
  );
}
