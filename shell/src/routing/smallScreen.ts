import { NARROW_SCREEN_CUTOFF_PX, PATHS, SMALL_SCREEN_ALLOWED_PATH_PARTS, stripBasePath } from '@qip/shared-contracts';

/**
 * Under 768 px the small-screen notice replaces every page except those whose address contains
 * pricing-plans, free-trial, signup, payment or login (both specs, section 2). The launch
 * screen is let through too: it only signs in and moves on, and the page it leads to decides.
 */
export function showsSmallScreenNotice(pathname: string, viewportWidth: number): boolean {
  if (viewportWidth >= NARROW_SCREEN_CUTOFF_PX) return false;
  const path = stripBasePath(pathname);
  if (path === PATHS.hubLaunchRedirect) return false;
  return !SMALL_SCREEN_ALLOWED_PATH_PARTS.some((part) => path.includes(part));
}
