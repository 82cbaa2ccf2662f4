import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Route, Routes } from 'react-router-dom';

const remote = remoteByName('mf-reports-tasks');
const landing = <RemoteLandingPage remote={remote} />;

/** The pages of this area: each shows the area's landing page until its feature is built. */
export function App() {
  return (
    <Routes>
      <Route path={`${PATHS.reports}/*`} element={landing} />
      <Route path={`${PATHS.tasks}/*`} element={landing} />
      <Route path="*" element={landing} />
    </Routes>
  );
}
