import { inputRefusalMessage, PATHS, SERVICE_REMOVAL_MESSAGES } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useState } from 'react';
import { serviceSelected, usePublishThenGo } from '../../common';
import { removeService } from '../api/servicesApi';

export const OPEN_FAILED = 'The service could not be opened. Choose it with the Change link at the top.';
export const REMOVE_FAILED = 'The service could not be removed. Please try again.';

/**
 * What a service card does: open the service's tasks or its details wizard (the shell selects
 * the service first, as the switcher would), and remove it (then the shell reloads the account,
 * so the switcher drops it).
 */
export function useServiceActions({ onRemoved }: { onRemoved: () => void }) {
  const { api, bus } = usePlatform();
  const publishThenGo = usePublishThenGo();
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (centerId: string, to: string) => {
    setOpening(centerId);
    try {
      await publishThenGo({ event: 'account.changed', payload: { centerId }, done: serviceSelected(centerId), to });
    } catch {
      bus.publish('toast', { kind: 'error', message: OPEN_FAILED });
    } finally {
      setOpening(null);
    }
  };

  /** Removes the service; answers why it failed (the API's words), or null once removed. */
  const remove = async (centerId: string): Promise<string | null> => {
    try {
      await removeService(api, centerId);
    } catch (error) {
      return inputRefusalMessage(error, REMOVE_FAILED);
    }
    bus.publish('toast', { kind: 'success', message: SERVICE_REMOVAL_MESSAGES.removed });
    bus.publish('account.changed', {});
    onRemoved();
    return null;
  };

  return {
    opening,
    openTasks: (centerId: string) => open(centerId, PATHS.tasks),
    openWizard: (centerId: string) => open(centerId, PATHS.serviceDetailsStep(1)),
    remove,
  };
}
