import { PATHS, remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { ResourceCentrePage, WebinarPlaceholderPage } from './features/resources';

const remote = remoteByName('mf-resources');
const landing = <RemoteLandingPage remote={remote} />;

/** The pages of this area: the resource centre and its webinar page. */
export function App() {
  return (
    <Routes>
      <Route path={PATHS.userResource} element={<ResourceCentrePage />} />
      <Route path={`${PATHS.userResource}/updated-webinars/:webinarsChoiceId`} element={<WebinarPlaceholderPage />} />
      <Route path={`${PATHS.userResource}/*`} element={landing} />
      <Route path="*" element={landing} />
    </Routes>
  );
}
