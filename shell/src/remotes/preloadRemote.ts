import { remoteForPath, stripBasePath } from '@qip/shared-contracts';
import { showsSmallScreenNotice } from '../routing/smallScreen';
import type { RemoteLoader } from './federationLoader';

/**
 * Starts loading the remote of the address the page opened at while the session is restored,
 * so its manifest, entry and code arrive alongside the user's data instead of after it. Only
 * for someone with a stored session (anyone else is sent to login) and where the page would show
 * (not under the small-screen notice). The mount then uses the same load (createFederationLoader
 * shares a first attempt); a failure here is the mount's to show, so it is not reported twice.
 */
export function preloadRemoteOf(
  pathname: string,
  { loader, hasStoredSession, width }: { loader: RemoteLoader; hasStoredSession: boolean; width: number },
): void {
  const remote = remoteForPath(stripBasePath(pathname));
  if (!remote || !hasStoredSession || showsSmallScreenNotice(pathname, width)) return;
  loader.load(remote, 0).catch(() => undefined);
}
