import { PlatformProvider } from '@qip/shared-ui';
import { createTestPlatform, demoAuthenticatedState } from '@qip/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { signedInWith, usePublishThenGo } from './usePublishThenGo';

afterEach(() => window.history.replaceState(null, '', '/'));

function signedIn(accessToken: string) {
  const state = demoAuthenticatedState();
  return { ...state, session: { ...state.session, accessToken } };
}

describe('going on once the shell has started a sign-up’s session', () => {
  it('waits until the shell has left the signed-out page, so its redirect cannot undo the step', async () => {
    window.history.replaceState(null, '', '/qip/auth/free-trial');
    const platform = createTestPlatform({ state: { status: 'anonymous' } });
    // The shell signs in with the token, as it does for 'session.start'.
    platform.bus.on('session.start').subscribe(({ accessToken }) => platform.setState(signedIn(accessToken)));
    const { result } = renderHook(() => usePublishThenGo(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PlatformProvider value={platform.props}>{children}</PlatformProvider>
      ),
    });

    let went = false;
    act(() => {
      void result
        .current({
          event: 'session.start',
          payload: { accessToken: 'new-token', centerId: 'center-new' },
          done: signedInWith('new-token'),
          to: '/qip/legal-notice',
        })
        .then(() => {
          went = true;
        });
    });
    expect(platform.published.map((event) => event.type)).toEqual(['session.start']);

    // The shell sends the signed-in user on from /qip/auth: now the flow goes where it continues.
    window.history.replaceState(null, '', '/qip');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      await Promise.resolve();
    });
    expect(platform.published).toContainEqual({
      type: 'navigate',
      payload: { to: '/qip/legal-notice', replace: true },
    });
    expect(went).toBe(true);
  });
});
