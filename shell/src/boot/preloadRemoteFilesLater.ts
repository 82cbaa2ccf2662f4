import type { EarlyManifest } from './remoteFilesPreload';

/**
 * Loads the preload's code as a chunk of its own (so the login page does not carry it), then
 * starts preloading the remote that shows `pathname`. Null when there is nothing to preload or
 * the chunk could not be loaded: the mount then loads the remote itself.
 */
export function preloadRemoteFilesLater(pathname: string): Promise<EarlyManifest | null> {
  return import('./remoteFilesPreload')
    .then(({ preloadRemoteFiles }) => preloadRemoteFiles(pathname))
    .catch(() => null);
}
