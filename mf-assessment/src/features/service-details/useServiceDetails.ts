import { endpoints, type ServiceDetails } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';

/** The selected service's details (with how complete they are). */
export function useServiceDetails(centerId: string): Resource<ServiceDetails> {
  const { api } = usePlatform();
  const load = useCallback(() => api.call(endpoints.serviceDetails.get, { params: { id: centerId } }), [api, centerId]);
  return useResource(load);
}
