import {
  createEventBus,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_UPLOAD_MAX_BYTES,
  type PlatformProps,
  type PortalEvents,
  type PortalState,
} from '@qip/shared-contracts';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { PlatformProvider } from '../platform/PlatformContext';
import { ROUTER_FUTURE } from '../platform/routerFuture';
import { theme } from '../theme/theme';
import { demoAuthenticatedState } from './fixtures';
import { createStubApi, type StubApi } from './stubApi';
import type { EndpointStubs } from './stubEndpoint';

export * from './fixtures';
export * from './earlyReplies';
export * from './httpError';
export * from './reports';
export * from './resources';
export * from './serviceDetails';
export * from './stubApi';
export * from './stubEndpoint';
export * from './tasks';

export interface TestPlatform {
  props: PlatformProps;
  api: StubApi;
  bus: PlatformProps['bus'];
  /** Every event published on the bus during the test. */
  published: Array<{ type: keyof PortalEvents; payload: unknown }>;
  setState: (state: PortalState) => void;
}

export function createTestPlatform({
  state = demoAuthenticatedState(),
  api = [],
  hubUrl = 'https://hub.test',
  uploadMaxBytes = DEFAULT_UPLOAD_MAX_BYTES,
  supportEmail = DEFAULT_SUPPORT_EMAIL,
}: {
  state?: PortalState;
  api?: EndpointStubs;
  hubUrl?: string;
  uploadMaxBytes?: number;
  supportEmail?: string;
} = {}): TestPlatform {
  const bus = createEventBus<PortalEvents>();
  const published: TestPlatform['published'] = [];
  bus.all$.subscribe((message) => published.push(message));
  const state$ = new BehaviorSubject<PortalState>(state);
  const stubApi = createStubApi(api);
  return {
    props: {
      bus,
      api: stubApi,
      state$,
      getState: () => state$.getValue(),
      hubUrl,
      uploadMaxBytes,
      supportEmail,
    },
    api: stubApi,
    bus,
    published,
    setState: (next) => state$.next(next),
  };
}

/** Renders a remote's component as the shell would provide it: platform, theme and router. */
export function renderWithPlatform(
  ui: ReactElement,
  options: {
    route?: string;
    state?: PortalState;
    api?: EndpointStubs;
    supportEmail?: string;
    platform?: TestPlatform;
  } = {},
): RenderResult & { platform: TestPlatform } {
  const platform = options.platform ?? createTestPlatform(options);
  const result = render(
    <PlatformProvider value={platform.props}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.route ?? '/']} future={ROUTER_FUTURE}>
          {ui}
        </MemoryRouter>
      </ThemeProvider>
    </PlatformProvider>,
  );
  return Object.assign(result, { platform });
}
