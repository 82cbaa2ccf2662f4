import { LoadingState, usePortalState } from '@qip/shared-ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { PortalFrame } from '../layout/PortalFrame';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { decideRoute } from '../routing/decideRoute';
import { BusBridge } from './BusBridge';

/**
 * The shell's page: it decides from the address and the session what to show (its own login
 * page, a redirect, or a remote's page in the frame) and keeps the remote outlet in place.
 */
export function App({ outlet }: { outlet: HTMLElement }) {
  const state = usePortalState();
  const location = useLocation();
  const navigate = useNavigate();
  const route = decideRoute(location.pathname, state);
  const redirectTo = route.kind === 'redirect' ? route.to : null;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  return (
    <>
      <BusBridge />
      <PortalFrame chrome={route.kind === 'remote' && route.chrome === 'portal'}>
        {(route.kind === 'loading' || route.kind === 'redirect') && <LoadingState label="Loading..." />}
        {route.kind === 'login' && <LoginPage />}
        <RemoteOutlet outlet={outlet} />
      </PortalFrame>
    </>
  );
}
