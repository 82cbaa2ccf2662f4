import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { ShellRoot } from './app/ShellRoot';
import { StartupError } from './app/StartupError';
import { readBootData } from './boot/bootData';
import { createShellPlatform } from './platform';
import { createFederationLoader, fetchRemotesManifest } from './remotes/federationLoader';
import { recheckRemotesOnSmallScreenChange, registerRemoteApps } from './remotes/registerRemoteApps';
import { preloadRemoteOf } from './remotes/preloadRemote';
import { createOutletElement } from './remotes/RemoteOutlet';
import { readStoredSession } from './session/sessionStorage';

async function bootstrap() {
  const container = document.getElementById('qip-shell');
  if (!container) throw new Error('The page has no #qip-shell element');
  const root = createRoot(container);
  const outlet = createOutletElement();
  const { platform, session, loadConfig, startExpiryCheck } = createShellPlatform();

  root.render(<ShellRoot platform={platform} session={session} outlet={outlet} />);

  // The page usually carries the manifest and configuration (bootData.ts); fetched otherwise.
  const boot = readBootData();
  const [manifest] = await Promise.all([boot?.remotes ?? fetchRemotesManifest(), loadConfig(boot?.config)]);
  const loader = createFederationLoader(manifest);
  preloadRemoteOf(window.location.pathname, {
    loader,
    hasStoredSession: readStoredSession() !== null,
    width: window.innerWidth,
  });
  try {
    await session.restore();
  } catch (error) {
    console.error('The session could not be restored', error);
    root.render(<StartupError onRetry={() => window.location.reload()} />);
    return;
  }

  registerRemoteApps({ loader, outlet, props: platform, getState: session.getState });
  start({ urlRerouteOnly: true });
  recheckRemotesOnSmallScreenChange();
  startExpiryCheck();
}

void bootstrap();
