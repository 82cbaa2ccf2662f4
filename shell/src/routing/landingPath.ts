import { pagePathOf, stripBasePath, type PortalState } from '@qip/shared-contracts';
import { decideRoute } from './decideRoute';

/** More redirects than the routing rules ever chain (/ to /qip to /qip/nqa, then a guard's). */
const MOST_REDIRECTS = 5;

/**
 * The address a page at `pathname` ends on once the routing rules' redirects are followed (the
 * login's /qip/auth lands on the dashboard, or on the pricing plans when the trial has ended),
 * without any base path; null when it ends on no remote's page (loading, the login, a notice).
 */
export function landingPathOf(pathname: string, state: PortalState): string | null {
  let path = stripBasePath(pathname);
  for (let hop = 0; hop <= MOST_REDIRECTS; hop += 1) {
    const route = decideRoute(path, state);
    if (route.kind === 'remote') return pagePathOf(path);
    if (route.kind !== 'redirect') return null;
    path = stripBasePath(route.to);
  }
  return null;
}
