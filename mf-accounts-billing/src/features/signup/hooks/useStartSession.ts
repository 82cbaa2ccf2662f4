import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { filter, take, timeout } from 'rxjs';

/** How long the shell may take to load the new user before the sign-up says so. */
const SESSION_START_TIMEOUT_MS = 20_000;

/**
 * Signs the new administrator in with the token registration answered (bus 'session.start'),
 * then goes to `to`. It goes the moment the shell reports the session, in the same turn: the
 * shell sends a signed-in user away from the sign-up's /qip/auth address, and this way the user
 * lands where the flow continues instead. Rejects when the shell does not sign in.
 */
export function useStartSession() {
  const { bus, state$ } = usePlatform();
  return useCallback(
    (session: { accessToken: string; centerId: string }, to: string): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        state$
          .pipe(
            filter((state) => state.status === 'authenticated' && state.session.accessToken === session.accessToken),
            take(1),
            timeout(SESSION_START_TIMEOUT_MS),
          )
          .subscribe({
            next: () => {
              bus.publish('navigate', { to, replace: true });
              resolve();
            },
            error: () => reject(new Error('The session did not start.')),
          });
        bus.publish('session.start', session);
      }),
    [bus, state$],
  );
}
