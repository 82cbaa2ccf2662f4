import {
  createEventBus,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_UPLOAD_MAX_BYTES,
  type PlatformProps,
  type PortalEvents,
  type PortalState,
  type TokenResponse,
} from '@qip/shared-contracts';
import { PlatformProvider, ROUTER_FUTURE, theme } from '@qip/shared-ui';
import { createStubApi, type EndpointStubs, type StubApi } from '@qip/shared-ui/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ShellContext } from '../app/ShellContext';
import type { LiveConnection, LiveConnectionOptions } from '../live/liveConnection';
import { PortalSession } from '../session/PortalSession';

export interface ShellHarness {
  session: PortalSession;
  /** Every full-page load the shell asked for (a reload after switching, the hub, a launch target). */
  leaves: string[];
  api: StubApi;
  platform: PlatformProps;
  /** The address the router is at now. */
  location: () => string;
}

/** A real PortalSession over a stub API, with the platform and router the shell provides. */
export function createShellHarness(
  api: EndpointStubs = [],
  state?: PortalState,
): Omit<ShellHarness, 'location' | 'leaves'> {
  const stubApi = createStubApi(api);
  const bus = createEventBus<PortalEvents>();
  const session = new PortalSession({ api: stubApi, bus, storage: window.localStorage });
  if (state) session.state$.next(state);
  const platform: PlatformProps = {
    bus,
    api: stubApi,
    state$: session.state$,
    getState: session.getState,
    hubUrl: 'https://hub.test',
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    supportEmail: DEFAULT_SUPPORT_EMAIL,
  };
  return { session, api: stubApi, platform };
}

/** A live stream that never sends anything. */
const noLiveConnection = (): LiveConnection => ({ close: () => undefined });

export function renderShell(
  ui: ReactElement,
  options: {
    route?: string;
    api?: EndpointStubs;
    state?: PortalState;
    /** The live stream (by default none is opened). */
    connectLive?: (options: LiveConnectionOptions) => LiveConnection;
  } = {},
) {
  const harness = createShellHarness(options.api, options.state);
  const leaves: string[] = [];
  let current = options.route ?? '/';
  function LocationProbe() {
    current = useLocation().pathname;
    return null;
  }
  const result = render(
    <PlatformProvider value={harness.platform}>
      <ShellContext.Provider
        value={{
          session: harness.session,
          leave: (url) => leaves.push(url),
          connectLive: options.connectLive ?? noLiveConnection,
        }}
      >
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[current]} future={ROUTER_FUTURE}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ThemeProvider>
      </ShellContext.Provider>
    </PlatformProvider>,
  );
  return { ...result, ...harness, leaves, location: () => current };
}

/** What POST /oauth/token answers for a token. */
export function tokenResponse(accessToken: string): TokenResponse {
  return { token_type: 'Bearer', access_token: accessToken, expires_in: 3600 };
}

/** A token the shell can read the expiry of (the signature is not checked in the browser). */
export function fakeToken(expiresInSeconds: number, now = Date.now()): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'user-director', exp: Math.floor(now / 1000) + expiresInSeconds })}.signature`;
}
