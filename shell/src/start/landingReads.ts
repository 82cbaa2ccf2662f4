import { pageFirstReads, requestEarly, type EarlyReply, type PortalState } from '@qip/shared-contracts';
import { landingPathOf } from '../routing/landingPath';

/**
 * Once the session is known (a login, a restored session): sends the first reads of the page the
 * address lands on (pageFirstReads), while the portal is still being rendered and the page's
 * remote mounted; the API client gives the page these replies instead of asking again.
 */
export function startLandingReads(
  pathname: string,
  state: PortalState,
  send: typeof fetch = (...args) => fetch(...args),
): EarlyReply[] {
  if (state.status !== 'authenticated' || !state.selectedService) return [];
  const landing = landingPathOf(pathname, state);
  if (!landing) return [];
  const { accessToken } = state.session;
  return pageFirstReads(landing, { centerId: state.selectedService.id }).map((url) =>
    requestEarly(url, accessToken, send),
  );
}
