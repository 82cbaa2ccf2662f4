import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadServices } from '../api/servicesApi';

/** The services list's cards, reloaded after a removal. */
export function useAccountServices() {
  const { api } = usePlatform();
  return useResource(useCallback(() => loadServices(api), [api]));
}
