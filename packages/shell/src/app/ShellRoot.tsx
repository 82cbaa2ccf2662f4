import type { PlatformProps } from '@qip/shared-contracts';
import { GlobalStyle, PlatformProvider, ROUTER_FUTURE, theme, useAuthenticatedState } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { PortalSession } from '../session/PortalSession';
import { App } from './App';
import { ShellContext } from './ShellContext';

/** A viewer session lives under /viewer-{userId}; everyone else at the root. */
function PortalRouter({ children }: { children: ReactNode }) {
  const state = useAuthenticatedState();
  return (
    <BrowserRouter basename={state?.basePath || undefined} future={ROUTER_FUTURE}>
      {children}
    </BrowserRouter>
  );
}

export function ShellRoot({
  platform,
  session,
  outlet,
}: {
  platform: PlatformProps;
  session: PortalSession;
  outlet: HTMLElement;
}) {
  return (
    <PlatformProvider value={platform}>
      <ShellContext.Provider value={{ session }}>
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
