// The login page as the page's first script shows it: the screen and a token request, without the
// signed-in portal (its router, API client, schemas and remotes are most of the portal's script).
// The portal loads while the person fills in the form and takes over once the token is given.
import { PATHS, stripBasePath } from '@qip/shared-contracts/plain';
import { GlobalStyle, theme } from '@qip/shared-ui/basics';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { LoginScreen } from '../auth/LoginScreen';
import { requestToken } from '../auth/requestToken';
import { LoginError, type Credentials } from '../auth/signIn';
import { preloadRemoteFilesLater } from '../boot/preloadRemoteFilesLater';
import type { EarlyManifest } from '../boot/remoteFilesPreload';
import { startSessionReadsForToken } from '../boot/sessionReads';
import type { prepareSignedInPortal, startSignedInPortal } from './startPortal';

/** Before the router has loaded, a link is a plain one: the page it opens starts the portal. */
function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  return <a href={to}>{children}</a>;
}

export interface LoginPageStart {
  /** Loads the portal's module; the default is the real one. */
  loadPortal?: () => Promise<{
    prepareSignedInPortal: typeof prepareSignedInPortal;
    startSignedInPortal: typeof startSignedInPortal;
  }>;
  /** Asks for the token; the default uses `fetch`. */
  askForToken?: (credentials: Credentials) => Promise<string>;
  /** Asks for the new session's user and services; the default uses `fetch`. */
  readSession?: typeof startSessionReadsForToken;
  /** Starts loading the dashboard's remote; the default uses `fetch` and preload links. */
  preloadDashboard?: () => Promise<EarlyManifest | null>;
}

/** Shows the login screen in `container`; answers its React root, which the portal then takes over. */
export function startLoginPage(
  container: HTMLElement,
  {
    loadPortal = () => import('./startPortal'),
    askForToken = requestToken,
    readSession = startSessionReadsForToken,
    preloadDashboard = () => preloadRemoteFilesLater(PATHS.nqa),
  }: LoginPageStart = {},
): Root {
  const root = createRoot(container);
  let portal: ReturnType<typeof loadPortal> | null = null;
  let dashboard: Promise<EarlyManifest | null> | undefined;
  // The portal and the dashboard's remote both load while the person fills in the form; once its
  // script has run, the portal readies the dashboard.
  const startLoading = () => {
    dashboard ??= preloadDashboard();
    if (!portal) {
      const manifest = dashboard;
      portal = loadPortal();
      portal.then((module) => module.prepareSignedInPortal({ manifest })).catch(() => undefined);
    }
    return portal;
  };
  const signIn = async (credentials: Credentials) => {
    const loading = startLoading();
    const accessToken = await askForToken(credentials);
    // The user and services are on their way while the portal's script is still evaluated.
    const earlyReplies = readSession(accessToken);
    let module: Awaited<typeof loading>;
    try {
      module = await loading;
    } catch {
      // A failed chunk is tried again at the next attempt.
      portal = null;
      throw new LoginError('unreachable');
    }
    await module.startSignedInPortal(root, accessToken, { replies: earlyReplies, manifest: dashboard });
  };
  const notice = stripBasePath(window.location.pathname) === PATHS.loggedOut ? 'You have logged out.' : null;
  root.render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LoginScreen signIn={signIn} notice={notice} Link={PlainLink} onStartFilling={() => void startLoading()} />
    </ThemeProvider>,
  );
  return root;
}
