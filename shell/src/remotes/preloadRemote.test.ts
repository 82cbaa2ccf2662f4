import type { RemoteDefinition } from '@qip/shared-contracts';
import type { RemoteLoader } from './federationLoader';
import { preloadRemoteOf } from './preloadRemote';

function fakeLoader() {
  const loaded: string[] = [];
  const loader: RemoteLoader = {
    load: (remote: RemoteDefinition) => {
      loaded.push(remote.name);
      return Promise.reject(new Error('offline'));
    },
  };
  return { loader, loaded };
}

describe('preloadRemoteOf', () => {
  it("starts loading the remote of the page's address for someone with a stored session", () => {
    const { loader, loaded } = fakeLoader();
    preloadRemoteOf('/qip/nqa/1', { loader, hasStoredSession: true, width: 1366 });
    preloadRemoteOf('/viewer-u1/qip/nqa/1', { loader, hasStoredSession: true, width: 1366 });
    expect(loaded).toEqual(['mf-assessment', 'mf-assessment']);
  });

  it('loads nothing for a visitor without a session, on a page of the shell, or under the small-screen notice', () => {
    const { loader, loaded } = fakeLoader();
    preloadRemoteOf('/qip/nqa/1', { loader, hasStoredSession: false, width: 1366 });
    preloadRemoteOf('/qip/auth', { loader, hasStoredSession: true, width: 1366 });
    preloadRemoteOf('/qip/nqa/1', { loader, hasStoredSession: true, width: 500 });
    expect(loaded).toEqual([]);
  });
});
