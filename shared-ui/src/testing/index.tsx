import {
  createEventBus,
  type ApiClient,
  type Endpoint,
  type EndpointInput,
  type PlatformProps,
  type PortalEvents,
  type PortalState,
} from '@qip/shared-contracts';
import { render, type RenderResult } from '@testing-library/react';
import axios from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BehaviorSubject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { PlatformProvider } from '../platform/PlatformContext';
import { ROUTER_FUTURE } from '../platform/routerFuture';
import { theme } from '../theme/theme';
import { demoAuthenticatedState } from './fixtures';

export * from './fixtures';
export * from './resources';

/** Answers one endpoint in a test: `'GET /api/user': () => demoUser`. */
export type StubHandler = (input: { params?: unknown; query?: unknown; body?: unknown }) => unknown;
export type StubHandlers = Record<string, StubHandler>;

export interface StubApi extends ApiClient {
  /** Every call made, in order, as `METHOD path` with its input. */
  readonly calls: Array<{ key: string; input: unknown }>;
}

/** An ApiClient that answers from handlers keyed by `METHOD path` of the endpoint. */
export function createStubApi(handlers: StubHandlers = {}): StubApi {
  const calls: StubApi['calls'] = [];
  return {
    calls,
    http: axios.create(),
    async call<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
      const key = `${endpoint.method} ${endpoint.path}`;
      calls.push({ key, input });
      const handler = handlers[key];
      if (!handler) throw new Error(`No stub for ${key}`);
      return (await handler((input ?? {}) as Parameters<StubHandler>[0])) as never;
    },
  };
}

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
  api = {},
  hubUrl = 'https://hub.test',
}: { state?: PortalState; api?: StubHandlers; hubUrl?: string } = {}): TestPlatform {
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
  options: { route?: string; state?: PortalState; api?: StubHandlers; platform?: TestPlatform } = {},
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
