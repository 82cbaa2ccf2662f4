import { PlatformProvider } from '@qip/shared-ui';
import { createTestPlatform, demoAuthenticatedState } from '@qip/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { serviceSelected, signedInWith, usePublishThenGo } from './usePublishThenGo';

function signedIn(accessToken: string) {
  const state = demoAuthenticatedState();
  return { ...state, session: { ...state.session, accessToken } };
}

function renderWithShell(platform: ReturnType<typeof createTestPlatform>) {
  return renderHook(() => usePublishThenGo(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PlatformProvider value={platform.props}>{children}</PlatformProvider>
    ),
  }).result;
}

describe('asking the shell, then going on', () => {
  it('leaves going on to the shell after a sign-up: it only waits for the session', async () => {
    const platform = createTestPlatform({ state: { status: 'anonymous' } });
    // The shell signs in with the token, as it does for 'session.start'.
    platform.bus.on('session.start').subscribe(({ accessToken }) => platform.setState(signedIn(accessToken)));
    const publishThenGo = renderWithShell(platform);

    await act(() =>
      publishThenGo.current({
        event: 'session.start',
        payload: { accessToken: 'new-token', centerId: 'center-new', continueTo: '/qip/legal-notice' },
        done: signedInWith('new-token'),
      }),
    );
    // No navigation of its own: it would race the shell's, which goes to `continueTo`.
    expect(platform.published.map((event) => event.type)).toEqual(['session.start']);
  });

  it('goes on once the shell has reloaded the account with the new service selected', async () => {
    const state = demoAuthenticatedState();
    const platform = createTestPlatform({ state });
    platform.bus
      .on('account.changed')
      .subscribe(() =>
        platform.setState({ ...state, selectedService: { ...state.selectedService!, id: 'center-new' } }),
      );
    const publishThenGo = renderWithShell(platform);

    await act(() =>
      publishThenGo.current({
        event: 'account.changed',
        payload: { centerId: 'center-new' },
        done: serviceSelected('center-new'),
        to: '/qip/legal-notice',
      }),
    );
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: { to: '/qip/legal-notice', replace: true },
    });
  });
});
