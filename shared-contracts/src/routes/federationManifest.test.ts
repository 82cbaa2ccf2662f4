import { remoteFirstFiles } from './federationManifest';

describe('remoteFirstFiles', () => {
  it("names the remote's entry and its exposed code, not its copies of the shared libraries", () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['__federation_expose_lifecycles.1a2b.js', '907.react.js'] } } }],
      shared: [{ assets: { js: { sync: ['907.react.js'], async: [] } } }],
    };
    expect(remoteFirstFiles(manifest)).toEqual(['remoteEntry.js', '__federation_expose_lifecycles.1a2b.js']);
  });

  it('names the entry under its path, and nothing for a manifest without an entry', () => {
    expect(remoteFirstFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js' } } })).toEqual([
      'js/remoteEntry.js',
    ]);
    expect(remoteFirstFiles({})).toEqual([]);
  });
});
