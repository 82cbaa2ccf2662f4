import { RESOURCE_MESSAGES, refusalMessage, type ResourceFile } from '@qip/shared-contracts';
import { downloadProtectedFile, usePlatform, useSelectedService } from '@qip/shared-ui';
import { useCallback } from 'react';
import { fetchResourceDownload } from '../api/resourcesApi';

/**
 * Saves a resource's file under its name. The API serves it only to a signed-in user of a service
 * that may use the portal, so it is fetched with the session and handed to the browser.
 */
export function useResourceDownload() {
  const { api, bus } = usePlatform();
  const service = useSelectedService();
  return useCallback(
    async (resource: ResourceFile) => {
      if (!service) return;
      try {
        const { file_name, url } = await fetchResourceDownload(api, resource.id, service.centerId);
        await downloadProtectedFile(api, url, file_name);
      } catch (error) {
        bus.publish('toast', { kind: 'error', message: refusalMessage(error, RESOURCE_MESSAGES.downloadFailed) });
      }
    },
    [api, bus, service],
  );
}
