import { parseLaunchAddress, PATHS } from '@qip/shared-contracts';
import { Button, ErrorState, Spinner } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useShell } from '../app/ShellContext';
import { Brand } from '../layout/Brand';
import { LaunchError } from '../session/PortalSession';

export const LAUNCH_INCOMPLETE =
  'This login link is incomplete: part of it is missing. Please open it again from Holistic HUB, or log in with your email and password.';

export const LAUNCH_UNREACHABLE =
  'We could not reach the QIP Portal to sign you in. Please check your connection and try again.';

const Screen = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
`;

const Card = styled.div`
  width: min(480px, 100%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colours.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
`;

type LaunchView =
  { kind: 'working' } | { kind: 'expired'; message: string } | { kind: 'incomplete' } | { kind: 'unreachable' };

/**
 * /hub-app-launch-redirect: reads the session from the address (plain or encrypted variant),
 * shows 'Logging in...', has the API open it, stores it and goes on to the link's target (or
 * the root). A link that does not check out goes to /qip, as the spec says; one with a part
 * missing (cut short when copied) says so rather than bouncing silently.
 */
export function LaunchRedirectPage() {
  const { session, leave } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<LaunchView>({ kind: 'working' });
  const started = useRef(false);

  const launch = useCallback(async () => {
    const address = parseLaunchAddress(location.search);
    if (address.kind === 'incomplete') {
      setView({ kind: 'incomplete' });
      return;
    }
    setView({ kind: 'working' });
    try {
      leave(await session.launch(address));
    } catch (error) {
      const reason = error instanceof LaunchError ? error.reason : 'unreachable';
      if (reason === 'not-valid') navigate(PATHS.qip, { replace: true });
      else if (reason === 'expired' && error instanceof LaunchError) {
        setView({ kind: 'expired', message: error.detail ?? 'This login link can no longer be used.' });
      } else setView({ kind: 'unreachable' });
    }
  }, [leave, location.search, navigate, session]);

  useEffect(() => {
    // A link works once: never open it twice, whatever React does with effects.
    if (started.current) return;
    started.current = true;
    void launch();
  }, [launch]);

  return (
    <Screen>
      <Card>
        <Brand />
        {view.kind === 'working' && <Spinner label="Logging in..." size={28} />}
        {(view.kind === 'expired' || view.kind === 'incomplete') && (
          <>
            <ErrorState
              title={view.kind === 'expired' ? 'This link cannot be used' : 'This link is incomplete'}
              message={view.kind === 'expired' ? view.message : LAUNCH_INCOMPLETE}
            />
            <Button onClick={() => navigate(PATHS.login, { replace: true })}>Go to the login page</Button>
          </>
        )}
        {view.kind === 'unreachable' && (
          <ErrorState title="We could not sign you in" message={LAUNCH_UNREACHABLE} onRetry={() => void launch()} />
        )}
      </Card>
    </Screen>
  );
}
