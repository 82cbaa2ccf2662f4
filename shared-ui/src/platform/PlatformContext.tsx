import type {
  AuthenticatedPortalState,
  DataEntity,
  PlatformProps,
  PortalEvents,
  PortalState,
} from '@qip/shared-contracts';
import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

const PlatformContext = createContext<PlatformProps | null>(null);

/** Gives a remote's components the bus, the API client and the session the shell provides. */
export function PlatformProvider({ value, children }: { value: PlatformProps; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): PlatformProps {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> above it');
  return platform;
}

/** The portal state (session, user, services, selected service), kept current. */
export function usePortalState(): PortalState {
  const { state$, getState } = usePlatform();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [state$],
  );
  return useSyncExternalStore(subscribe, getState, getState);
}

/** The signed-in state, or null while signed out or loading. */
export function useAuthenticatedState(): AuthenticatedPortalState | null {
  const state = usePortalState();
  return state.status === 'authenticated' ? state : null;
}

/**
 * True in a viewer session (an administrator's 'view as' link): view-only, so remotes hide or
 * disable every control that would change data. The API refuses such writes too.
 */
export function useReadOnly(): boolean {
  const state = usePortalState();
  return state.status === 'authenticated' && state.session.viewer;
}

/** Runs `handler` for every `type` event on the bus while the component is mounted. */
export function useBusEvent<K extends keyof PortalEvents>(type: K, handler: (payload: PortalEvents[K]) => void): void {
  const { bus } = usePlatform();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = bus.on(type).subscribe((payload) => latest.current(payload));
    return () => subscription.unsubscribe();
  }, [bus, type]);
}

/**
 * Calls `reload` when a colleague changes data of one of the entities of the centre (live
 * collaboration: the shell publishes their changes as 'data.changed' with `by`). The user's own
 * changes are left to the screen that made them.
 */
export function useColleagueChanges(entities: readonly DataEntity[], centerId: string, reload: () => unknown): void {
  useBusEvent('data.changed', (change) => {
    if (change.by && change.centerId === centerId && entities.includes(change.entity)) reload();
  });
}
