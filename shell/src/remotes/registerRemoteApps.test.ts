import { createEventBus, type PortalEvents, type PortalState } from '@qip/shared-contracts';
import { createStubApi, demoAuthenticatedState, demoService } from '@qip/shared-ui/testing';
import { BehaviorSubject } from 'rxjs';
import { registerApplication } from 'single-spa';
import { registerRemoteApps } from './registerRemoteApps';

jest.mock('single-spa', () => ({ registerApplication: jest.fn() }));

type ActiveWhen = (location: Location) => boolean;

function activeWhenFor(state: PortalState): Record<string, ActiveWhen> {
  jest.mocked(registerApplication).mockClear();
  const state$ = new BehaviorSubject<PortalState>(state);
  registerRemoteApps({
    loader: { load: jest.fn() },
    outlet: document.createElement('div'),
    props: {
      bus: createEventBus<PortalEvents>(),
      api: createStubApi(),
      state$,
      getState: () => state$.getValue(),
      hubUrl: '',
      uploadMaxBytes: 1,
      supportEmail: 'support@operator.example',
    },
    getState: () => state$.getValue(),
  });
  const configs = jest
    .mocked(registerApplication)
    .mock.calls.map((call) => call[0] as unknown as { name: string; activeWhen: ActiveWhen });
  return Object.fromEntries(configs.map((config) => [config.name, config.activeWhen]));
}

const at = (pathname: string) => ({ pathname }) as Location;

describe('which remote single-spa mounts where', () => {
  it('mounts the remote that owns a signed-in page, under a viewer base path too', () => {
    const active = activeWhenFor(demoAuthenticatedState());
    expect(active['mf-assessment']!(at('/qip/nqa'))).toBe(true);
    expect(active['mf-reports-tasks']!(at('/viewer-7/qip/tasks'))).toBe(true);
    expect(active['mf-reports-tasks']!(at('/qip/nqa'))).toBe(false);
  });

  it('mounts nothing signed-in while signed out, and the sign-up pages only while signed out', () => {
    const signedOut = activeWhenFor({ status: 'anonymous' });
    expect(signedOut['mf-assessment']!(at('/qip/nqa'))).toBe(false);
    expect(signedOut['mf-accounts-billing']!(at('/qip/auth/free-trial'))).toBe(true);
    expect(activeWhenFor(demoAuthenticatedState())['mf-accounts-billing']!(at('/qip/auth/free-trial'))).toBe(false);
  });

  it('mounts nothing behind a payment or trial guard, but the page the guard leads to', () => {
    const failed = demoService({ redirectPaymentFailed: true, status: 'notoverdue', diffTime: 3 });
    const active = activeWhenFor(demoAuthenticatedState({ services: [failed], selectedService: failed }));
    expect(active['mf-assessment']!(at('/qip/nqa'))).toBe(false);
    expect(active['mf-accounts-billing']!(at('/qip/update-payment-method'))).toBe(true);

    const ended = demoService({ status: 'subscribe', diffTime: -2, role: 'member' });
    const member = activeWhenFor(demoAuthenticatedState({ services: [ended], selectedService: ended }));
    expect(member['mf-assessment']!(at('/qip/nqa'))).toBe(false);
  });

  it('mounts nothing under the small-screen notice, so none of its modals opens over the notice', () => {
    const active = activeWhenFor(demoAuthenticatedState());
    window.innerWidth = 600;
    try {
      expect(active['mf-assessment']!(at('/qip/nqa'))).toBe(false);
      expect(active['mf-accounts-billing']!(at('/qip/pricing-plans'))).toBe(true);
    } finally {
      window.innerWidth = 1366;
    }
    expect(active['mf-assessment']!(at('/qip/nqa'))).toBe(true);
  });
});
