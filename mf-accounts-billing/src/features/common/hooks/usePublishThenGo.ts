import type { PortalEvents, PortalState } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { filter, take, timeout } from 'rxjs';

/** How long the shell may take to load the session or account before the page says so. */
const SHELL_TIMEOUT_MS = 20_000;

export interface PublishThenGo<K extends keyof PortalEvents> {
  /** What to ask the shell: 'session.start' after a sign-up, 'account.changed' after a purchase. */
  event: K;
  payload: PortalEvents[K];
  /** The shell's state once it has done it. */
  done: (state: PortalState) => boolean;
  /** Where the flow continues; left out when the shell takes the user on itself ('session.start'). */
  to?: string;
}

/**
 * Asks the shell for something on the bus, then goes on once the shell's state shows it done.
 * Rejects when the shell has not done it in time.
 */
export function usePublishThenGo() {
  const { bus, state$ } = usePlatform();
  return useCallback(
    <K extends keyof PortalEvents>({ event, payload, done, to }: PublishThenGo<K>): Promise<void> =>
      new Promise<void>((resolve, reject) => {
        state$.pipe(filter(done), take(1), timeout(SHELL_TIMEOUT_MS)).subscribe({
          next: () => {
            if (to) bus.publish('navigate', { to, replace: true });
            resolve();
          },
          error: () => reject(new Error(`The shell did not answer '${String(event)}'.`)),
        });
        bus.publish(event, payload);
      }),
    [bus, state$],
  );
}

/** The state once the session of `accessToken` has started. */
export const signedInWith =
  (accessToken: string) =>
  (state: PortalState): boolean =>
    state.status === 'authenticated' && state.session.accessToken === accessToken;

/** The state once `centerId` is among the user's services and selected. */
export const serviceSelected =
  (centerId: string) =>
  (state: PortalState): boolean =>
    state.status === 'authenticated' && state.selectedService?.id === centerId;
