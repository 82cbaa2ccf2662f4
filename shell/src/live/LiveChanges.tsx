import {
  DATA_ENTITIES,
  LIVE_NOTICE_QUIET_MS,
  liveChangeNotice,
  type LiveChangeEvent,
  type PortalEventBus,
} from '@qip/shared-contracts';
import { useAuthenticatedState, usePlatform } from '@qip/shared-ui';
import { useEffect } from 'react';
import { useShell } from '../app/ShellContext';

const systemNow = () => Date.now();

/** How long a colleague's notice stays. */
export const LIVE_NOTICE_MS = 5000;

/** Tells the areas of the portal a colleague changed something: they refetch it, and a notice says who. */
function announce(bus: PortalEventBus, change: LiveChangeEvent, notified: Map<string, number>, now: number): void {
  bus.publish('data.changed', { entity: change.entity, centerId: change.centerId, by: change.by });
  if (change.entity === 'questions') bus.publish('progress.changed', { centerId: change.centerId });
  // One notice per person and thing while they go on (a note saved again and again).
  const key = `${change.by.id} ${change.entity} ${change.summary ?? ''}`;
  const last = notified.get(key);
  if (last !== undefined && now - last < LIVE_NOTICE_QUIET_MS) return;
  notified.set(key, now);
  bus.publish('toast', { kind: 'info', message: liveChangeNotice(change), durationMs: LIVE_NOTICE_MS });
}

/**
 * Live collaboration: while signed in with a service selected, the shell keeps one stream of that
 * service's changes (a new one on a service change, none after logout). Each change a colleague
 * made is published on the bus ('data.changed', and 'progress.changed' for answers), so every
 * area showing it refetches, with a polite notice of who did it; the user's own changes are left
 * out (their screen already shows them). When the missed changes cannot be told, every area refetches.
 */
export function LiveChanges({ now = systemNow }: { now?: () => number }) {
  const { bus } = usePlatform();
  const { connectLive: connect } = useShell();
  const state = useAuthenticatedState();
  const userId = state?.user.id ?? null;
  const centerId = state?.selectedService?.id ?? null;
  const accessToken = state?.session.accessToken ?? null;

  useEffect(() => {
    if (!userId || !centerId || !accessToken) return undefined;
    const notified = new Map<string, number>();
    const connection = connect({
      centerId,
      accessToken,
      onChange: (change) => {
        if (change.by.id === userId || change.centerId !== centerId) return;
        announce(bus, change, notified, now());
      },
      onResync: () => {
        DATA_ENTITIES.forEach((entity) => bus.publish('data.changed', { entity, centerId }));
        bus.publish('progress.changed', { centerId });
      },
    });
    return () => connection.close();
  }, [bus, connect, now, userId, centerId, accessToken]);

  return null;
}
