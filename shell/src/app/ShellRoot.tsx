import { basePathOf, stripBasePath, type PlatformProps } from '@qip/shared-contracts';
import { GlobalStyle, PlatformProvider, ROUTER_FUTURE, theme, useAuthenticatedState } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { openLiveConnection } from '../live/liveConnection';
import type { PortalSession } from '../session/PortalSession';
import { App } from './App';
import { leaveForReal, ShellContext } from './ShellContext';

/**
 * Puts the address under the session's base path: /viewer-{userId} in a viewer session, the
 * root otherwise. A router whose basename the address lacks would render nothing, so this runs
 * before the router reads the address.
 */
export function alignAddressWithBasePath(basePath: string, location: Location = window.location): void {
  const { pathname, search, hash } = location;
  if (basePathOf(pathname) === basePath) return;
  const path = stripBasePath(pathname);
  window.history.replaceState(
    window.history.state,
    '',
    `${basePath}${path === '/' && basePath ? '' : path}${search}${hash}`,
  );
}

/** A viewer session lives under /viewer-{userId}; everyone else at the root. */
function PortalRouter({ children }: { children: ReactNode }) {
  const basePath = useAuthenticatedState()?.basePath ?? '';
  alignAddressWithBasePath(basePath);
  return (
    // A new base path is a new router (it happens when a viewer session starts or ends).
    <BrowserRouter key={basePath} basename={basePath || undefined} future={ROUTER_FUTURE}>
      {children}
    </BrowserRouter>
  );
}

export function ShellRoot({
  platform,
  session,
  outlet,
  leave = leaveForReal,
}: {
  platform: PlatformProps;
  session: PortalSession;
  outlet: HTMLElement;
  leave?: (url: string) => void;
}) {
  return (
    <PlatformProvider value={platform}>
      <ShellContext.Provider value={{ session, leave, connectLive: openLiveConnection }}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <PortalRouter>
            <App outlet={outlet} />
          </PortalRouter>
        </ThemeProvider>
      </ShellContext.Provider>
    </PlatformProvider>
  );
}
