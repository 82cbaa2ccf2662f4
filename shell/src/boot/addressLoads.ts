// What an address needs first (preloadRemoteFilesLater), as one chunk the login page does not load.
export { preloadRemoteFiles } from './remoteFilesPreload';
export { sendPageReads } from './pageReads';
