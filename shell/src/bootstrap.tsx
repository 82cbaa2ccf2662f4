// The page's first script. Someone on the login page with no stored session gets the login
// screen alone (start/startLoginPage.tsx); everyone else the whole portal (start/startPortal.tsx).
// Both are loaded on demand, so this chunk carries neither.
import { PATHS, SESSION_STORAGE_KEY, stripBasePath } from '@qip/shared-contracts/plain';
import { createRoot } from 'react-dom/client';

/** Only the login addresses: any other signed-out page (sign-up, password reset) is a remote's. */
function opensAtLoginWithoutSession(): boolean {
  const path = stripBasePath(window.location.pathname).replace(/\/+$/, '');
  const atLogin = path === PATHS.login || path === PATHS.loggedOut;
  return atLogin && window.localStorage.getItem(SESSION_STORAGE_KEY) === null;
}

async function bootstrap() {
  const container = document.getElementById('qip-shell');
  if (!container) throw new Error('The page has no #qip-shell element');
  const root = createRoot(container);
  if (opensAtLoginWithoutSession()) {
    const { startLoginPage } = await import('./start/startLoginPage');
    startLoginPage(root);
  } else {
    const { startPortal } = await import('./start/startPortal');
    await startPortal(root);
  }
}

void bootstrap();
