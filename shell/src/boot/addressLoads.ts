// What a stored session's address needs first, as one chunk the login page does not load.
export { preloadRemoteFiles } from './remoteFilesPreload';
export { sendPageReads } from './pageReads';
