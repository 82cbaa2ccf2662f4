import { endpoints, withRetry, type ServiceDetails, type ServiceDetailsSave } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec names no retry rule for this fetch: the 3 tries every 3 seconds of its other fetches. */
const LOAD_RETRY = { retries: 3, delayMs: 3000 };

export type ServiceDetailsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; details: ServiceDetails };

export interface ServiceDetailsResource {
  state: ServiceDetailsState;
  /** Fetches again (after a logo change); what is shown stays until the answer arrives. */
  reload: () => Promise<void>;
  /** Saves fields, keeps the answer as the new details and tells other areas. Throws on failure. */
  save: (body: ServiceDetailsSave) => Promise<ServiceDetails>;
  retrying: boolean;
}

/** A service's details: loaded with retries, saved through PUT /api/center/{id}. */
export function useServiceDetails(centerId: string): ServiceDetailsResource {
  const { api, bus } = usePlatform();
  const [state, setState] = useState<ServiceDetailsState>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const latest = useRef(0);

  const fetchDetails = useCallback(
    () => api.call(endpoints.serviceDetails.get, { params: { id: centerId } }),
    [api, centerId],
  );

  useEffect(() => {
    const request = (latest.current += 1);
    setState({ status: 'loading' });
    withRetry(fetchDetails, LOAD_RETRY).then(
      (details) => request === latest.current && setState({ status: 'ready', details }),
      () => request === latest.current && setState({ status: 'failed' }),
    );
    return () => {
      latest.current += 1;
    };
  }, [fetchDetails]);

  const reload = useCallback(async () => {
    const request = (latest.current += 1);
    setRetrying(true);
    try {
      const details = await fetchDetails();
      if (request === latest.current) setState({ status: 'ready', details });
    } catch {
      if (request === latest.current)
        setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    } finally {
      setRetrying(false);
    }
  }, [fetchDetails]);

  const save = useCallback(
    async (body: ServiceDetailsSave) => {
      const details = await api.call(endpoints.serviceDetails.save, { params: { id: centerId }, body });
      latest.current += 1;
      setState({ status: 'ready', details });
      bus.publish('data.changed', { entity: 'service-details', centerId });
      return details;
    },
    [api, bus, centerId],
  );

  return { state, reload, save, retrying };
}
