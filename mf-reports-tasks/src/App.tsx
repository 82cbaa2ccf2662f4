import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { ReadinessPage } from './features/readiness';
import { ReportsDashboard } from './features/reports-dashboard';
import { TasksDashboard } from './features/tasks-dashboard';

const remote = remoteByName('mf-reports-tasks');
const landing = <RemoteLandingPage remote={remote} />;

/** The pages of this area: the reports dashboard, the tasks dashboard and the readiness view. */
export function App() {
  return (
    <Routes>
      <Route path={PATHS.reports} element={<ReportsDashboard />} />
      <Route path={PATHS.tasks} element={<TasksDashboard />} />
      <Route path={`${PATHS.tasks}/:username`} element={<TasksDashboard />} />
      <Route path={PATHS.readiness} element={<ReadinessPage />} />
      <Route path="*" element={landing} />
    </Routes>
  );
}
