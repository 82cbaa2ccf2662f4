import { endpoints, type ApiClient, type Readiness } from '@qip/shared-contracts';

/** What the service still has to fix, check by check. */
export function loadReadiness(api: ApiClient, centerId: string): Promise<Readiness> {
  return api.call(endpoints.readiness.view, { query: { center_id: centerId } });
}
