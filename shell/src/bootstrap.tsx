// The page's first script. Someone on the login page with no stored session gets the login
// screen alone (start/startLoginPage.tsx); everyone else the whole portal (start/startPortal.tsx).
// Both are loaded on demand, so this chunk carries neither; it imports no shared library either,
// so it runs at once and the chosen start's script and libraries are fetched together.
import { PATHS, pagePathOf, SESSION_STORAGE_KEY } from '@qip/shared-contracts/plain';
import { preloadRemoteFilesLater } from './boot/preloadRemoteFilesLater';
import { startSessionReads } from './boot/sessionReads';

/** Only the login addresses: any other signed-out page (sign-up, password reset) is a remote's. */
function opensAtLoginWithoutSession(): boolean {
  const path = pagePathOf(window.location.pathname);
  const atLogin = path === PATHS.login || path === PATHS.loggedOut;
  return atLogin && window.localStorage.getItem(SESSION_STORAGE_KEY) === null;
}

async function bootstrap() {
  const container = document.getElementById('qip-shell');
  if (!container) throw new Error('The page has no #qip-shell element');
  if (opensAtLoginWithoutSession()) {
    const { startLoginPage } = await import('./start/startLoginPage');
    startLoginPage(container);
  } else {
    const replies = startSessionReads();
    // Someone signed out is sent to login instead: their page's reads and remote's files would be
    // loaded for nothing.
    const { pathname, search } = window.location;
    const manifest = replies.length > 0 ? preloadRemoteFilesLater(pathname, { search, into: replies }) : undefined;
    const { startPortal } = await import('./start/startPortal');
    await startPortal(container, { replies, manifest });
  }
}

void bootstrap();
