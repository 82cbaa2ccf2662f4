import { LoadingState, usePortalState } from '@qip/shared-ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { AdministratorExpiredDialog } from '../guards/AdministratorExpiredDialog';
import { PortalFrame } from '../layout/PortalFrame';
import { SmallScreenNotice } from '../layout/SmallScreenNotice';
import { useViewportWidth } from '../layout/useViewportWidth';
import { LaunchRedirectPage } from '../launch/LaunchRedirectPage';
import { LiveChanges } from '../live/LiveChanges';
import { RemoteOutlet } from '../remotes/RemoteOutlet';
import { decideRoute } from '../routing/decideRoute';
import { showsSmallScreenNotice } from '../routing/smallScreen';
import { ServiceRequestController } from '../serviceRequest/ServiceRequestController';
import { BusBridge } from './BusBridge';

/**
 * The shell's page: it decides from the address, the session and the guards what to show (its
 * own login or launch screen, a redirect, a guard's message, or a remote's page in the frame),
 * shows the small-screen notice instead under 768 px, and keeps the remote outlet in place.
 */
export function App({ outlet }: { outlet: HTMLElement }) {
  const state = usePortalState();
  const location = useLocation();
  const navigate = useNavigate();
  const width = useViewportWidth();
  const route = decideRoute(location.pathname, state);
  const redirectTo = route.kind === 'redirect' ? route.to : null;
  const smallScreen = showsSmallScreenNotice(location.pathname, width);

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  return (
    <>
      <BusBridge />
      <LiveChanges />
      <ServiceRequestController />
      <PortalFrame chrome={route.kind === 'remote' && route.chrome === 'portal'}>
        {smallScreen && <SmallScreenNotice signedIn={state.status === 'authenticated'} />}
        {route.kind === 'launch' && <LaunchRedirectPage />}
        {route.kind === 'administrator-expired' && <AdministratorExpiredDialog />}
        <div hidden={smallScreen || route.kind === 'launch' || route.kind === 'administrator-expired'}>
          {(route.kind === 'loading' || route.kind === 'redirect') && <LoadingState label="Loading..." />}
          {route.kind === 'login' && <LoginPage />}
          <RemoteOutlet outlet={outlet} />
        </div>
      </PortalFrame>
    </>
  );
}
