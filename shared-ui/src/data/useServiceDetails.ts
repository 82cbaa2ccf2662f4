import { endpoints, RETRY_POLICIES, type ServiceDetails, type ServiceDetailsSave } from '@qip/shared-contracts';
import { useCallback } from 'react';
import { usePlatform } from '../platform/PlatformContext';
import { useResource, type Resource } from '../platform/useResource';

export interface ServiceDetailsResource {
  details: Resource<ServiceDetails>;
  /** Saves fields, shows the answer as the new details and tells other areas. Throws on failure. */
  save: (body: ServiceDetailsSave) => Promise<ServiceDetails>;
}

/**
 * A service's details (with how complete they are), saved through PUT /api/center/{id}. The
 * spec names no retry rule for this fetch; it takes the one of the account area's fetches
 * (3 more tries, 3 s apart).
 */
export function useServiceDetails(centerId: string): ServiceDetailsResource {
  const { api, bus } = usePlatform();
  const load = useCallback(
    () => api.call(endpoints.serviceDetails.get, { params: { id: centerId } }, { retry: RETRY_POLICIES.accountData }),
    [api, centerId],
  );
  const details = useResource(load);
  const { replace } = details;

  const save = useCallback(
    async (body: ServiceDetailsSave) => {
      const saved = await api.call(endpoints.serviceDetails.save, { params: { id: centerId }, body });
      replace(saved);
      bus.publish('data.changed', { entity: 'service-details', centerId });
      return saved;
    },
    [api, bus, centerId, replace],
  );

  return { details, save };
}
