import { PATHS, stripBasePath } from '@qip/shared-contracts';
import { usePortalState } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useShell } from '../app/ShellContext';
import { LoginScreen } from './LoginScreen';

/**
 * /qip/auth: sign in. /qip/auth/login: the same, after logging out. The portal's own login page,
 * once the portal runs (after a logout, an expired session, or a first visit with an old session).
 */
/** The screen's links, through the router. */
function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  return <Link to={to}>{children}</Link>;
}

export function LoginPage() {
  const { session } = useShell();
  const state = usePortalState();
  const location = useLocation();

  const reason = state.status === 'anonymous' ? state.reason : undefined;
  const notice =
    reason === 'expired'
      ? 'Your session has expired. Please log in again.'
      : reason === 'logged-out' || stripBasePath(location.pathname) === PATHS.loggedOut
        ? 'You have logged out.'
        : null;

  return <LoginScreen signIn={(credentials) => session.login(credentials)} notice={notice} Link={RouterLink} />;
}
