import type { EarlyReply } from '@qip/shared-contracts/plain';
import type { EarlyManifest } from './remoteFilesPreload';

/**
 * Loads, as a chunk of its own (so the login page does not carry it), what an address needs
 * first (boot/addressLoads.ts); then, given a stored session's `pageReads`, sends the page's first
 * reads onto them (sendPageReads), and starts preloading the remote that shows `pathname`. Null
 * when there is nothing to preload or the chunk could not be loaded: the page and the mount then
 * ask themselves.
 */
export function preloadRemoteFilesLater(
  pathname: string,
  pageReads?: { search: string; into: EarlyReply[] },
): Promise<EarlyManifest | null> {
  return import('./addressLoads')
    .then(({ preloadRemoteFiles, sendPageReads }) => {
      if (pageReads) sendPageReads({ pathname, search: pageReads.search }, pageReads.into);
      return preloadRemoteFiles(pathname);
    })
    .catch(() => null);
}
