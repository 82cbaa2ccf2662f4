import { refusalMessage, SAT_MESSAGES, type SatEntry } from '@qip/shared-contracts';
import { ConfirmDialog, usePlatform } from '@qip/shared-ui';
import { useState, type ReactNode } from 'react';
import { useSatActions } from './useSatActions';

export const SAT_REMOVE_FAILED = 'The strength could not be removed from the SAT. Please try again.';

/**
 * Removing a strength from the SAT (spec: one with a saved description is removed only after a
 * confirmation; otherwise at once). `dialog` is the confirmation, rendered once by the caller.
 */
export function useSatRemoval(centerId: string): { request: (entry: SatEntry) => void; dialog: ReactNode } {
  const { bus } = usePlatform();
  const actions = useSatActions(centerId);
  const [confirming, setConfirming] = useState<SatEntry | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async (entry: SatEntry) => {
    setRemoving(true);
    try {
      await actions.remove(entry);
      setConfirming(null);
    } catch (error) {
      bus.publish('toast', { kind: 'error', message: refusalMessage(error, SAT_REMOVE_FAILED) });
    } finally {
      setRemoving(false);
    }
  };

  return {
    request: (entry) => {
      if (entry.hasData && entry.hasDataDescription) setConfirming(entry);
      else void remove(entry);
    },
    dialog: (
      <ConfirmDialog
        open={confirming !== null}
        message={SAT_MESSAGES.removeConfirm}
        danger
        busy={removing}
        busyLabel="Removing..."
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    ),
  };
}
