import {
  isAtOrBelow,
  NARROW_SCREEN_CUTOFF_PX,
  PATHS,
  SMALL_SCREEN_ALLOWED_PATH_PARTS,
  stripBasePath,
} from '@qip/shared-contracts/plain';

/**
 * Pages a phone can use although their address does not name one of the spec's parts: the
 * spec's own login route (/qip/auth), where a signed-out user is sent, the password reset, and
 * the launch screen (it only signs in and moves on; the page it leads to decides).
 */
const SMALL_SCREEN_PAGES = [PATHS.login, PATHS.hubLaunchRedirect];
const SMALL_SCREEN_SECTIONS = [PATHS.forgotPassword];

/**
 * Under 768 px the small-screen notice replaces every page except those whose address contains
 * pricing-plans, free-trial, signup, payment or login (both specs, section 2), and the pages above.
 */
export function showsSmallScreenNotice(pathname: string, viewportWidth: number): boolean {
  if (viewportWidth >= NARROW_SCREEN_CUTOFF_PX) return false;
  const path = stripBasePath(pathname);
  if (SMALL_SCREEN_PAGES.some((page) => path === page)) return false;
  if (SMALL_SCREEN_SECTIONS.some((section) => isAtOrBelow(path, section))) return false;
  return !SMALL_SCREEN_ALLOWED_PATH_PARTS.some((part) => path.includes(part));
}
