import { pageFirstReads, sendFirstReads, type EarlyReply, type PortalState } from '@qip/shared-contracts';
import { landingPathOf } from '../routing/landingPath';

/**
 * Once the session is known (a login, a restored session): sends the first reads of the page the
 * address lands on (pageFirstReads) onto the API client's list `into`, while the portal is still
 * being rendered and the page's remote mounted; the client gives the page these replies instead
 * of asking again. Reads the first script already sent for the page are not sent twice.
 */
export function startLandingReads(
  address: Pick<Location, 'pathname' | 'search'>,
  state: PortalState,
  into: EarlyReply[],
  send: typeof fetch = (...args) => fetch(...args),
): void {
  if (state.status !== 'authenticated' || !state.selectedService) return;
  const landing = landingPathOf(address.pathname, state);
  if (!landing) return;
  const reads = pageFirstReads(landing, { centerId: state.selectedService.id, search: address.search });
  sendFirstReads(reads, state.session.accessToken, into, send);
}
