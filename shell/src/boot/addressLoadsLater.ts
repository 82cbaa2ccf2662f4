import type { EarlyReply } from '@qip/shared-contracts/plain';
import type { EarlyManifest } from './remoteFilesPreload';

/**
 * For a stored session, loads as a chunk of its own (so the login page does not carry it) what
 * the address needs first, then sends the page's first reads onto `replies` (sendPageReads) and
 * starts preloading the remote that shows the address. Null when there is no remote to preload
 * or the chunk could not be loaded: the page and the mount then ask themselves.
 */
export function startAddressLoadsLater(
  address: Pick<Location, 'pathname' | 'search'>,
  replies: EarlyReply[],
): Promise<EarlyManifest | null> {
  return import('./addressLoads')
    .then(({ sendPageReads, preloadRemoteFiles }) => {
      sendPageReads(address, replies);
      return preloadRemoteFiles(address.pathname);
    })
    .catch(() => null);
}
