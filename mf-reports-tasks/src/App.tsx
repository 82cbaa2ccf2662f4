import { remoteByName } from '@qip/shared-contracts';
import { RemoteLandingPage } from '@qip/shared-ui';

const remote = remoteByName('mf-reports-tasks');

/** The pages of this area. */
export function App() {
  return <RemoteLandingPage remote={remote} />;
}
