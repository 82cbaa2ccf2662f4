import { BOOT_DATA_ID } from '@qip/shared-contracts/plain';
import { filesToMount, preloadRemoteFiles } from './remoteFilesPreload';

const MANIFEST_URL = '/remotes/mf-assessment/mf-manifest.json';

/** The parts of mf-assessment's federation manifest the preload reads. */
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: ['__federation_expose_lifecycles.1a2b.js', '907.react.js'] } } }],
  shared: [{ assets: { js: { sync: ['907.react.js'], async: [] } } }],
};

/** A reply as fetch gives it (jsdom has no Response): its body read once per copy. */
function reply(body: unknown, ok = true): Response {
  const copy = (): Response => ({ ok, clone: copy, json: () => Promise.resolve(body) }) as unknown as Response;
  return copy();
}

function pageWithBootData(remotes: Record<string, string>) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify({ remotes, config: {} })}</script>`;
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('filesToMount', () => {
  it("names the remote's entry and its exposed code beside the manifest, not the shared libraries", () => {
    expect(filesToMount(manifest, MANIFEST_URL)).toEqual([
      'http://localhost/remotes/mf-assessment/remoteEntry.js',
      'http://localhost/remotes/mf-assessment/__federation_expose_lifecycles.1a2b.js',
    ]);
  });

  it('names nothing for a manifest without an entry', () => {
    expect(filesToMount({}, MANIFEST_URL)).toEqual([]);
  });
});

describe('preloadRemoteFiles', () => {
  it("asks for the address's remote manifest and preloads the files its mount needs", async () => {
    pageWithBootData({ mf_assessment: MANIFEST_URL });
    const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(reply(manifest)));
    const early = preloadRemoteFiles('/qip/nqa/1', { width: 1366, send });

    expect(send).toHaveBeenCalledWith(MANIFEST_URL);
    expect(early?.url).toBe(MANIFEST_URL);
    // The federation runtime gets a copy whose body it can still read.
    await expect(early?.response.then((response) => response.json())).resolves.toEqual(manifest);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual([
      'http://localhost/remotes/mf-assessment/remoteEntry.js',
      'http://localhost/remotes/mf-assessment/__federation_expose_lifecycles.1a2b.js',
    ]);
    expect([...document.head.querySelectorAll('link')].every((link) => link.as === 'script')).toBe(true);
  });

  it('asks for nothing on a page of the shell, under the small-screen notice, or without the address in the page', () => {
    const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    pageWithBootData({ mf_assessment: MANIFEST_URL });
    expect(preloadRemoteFiles('/qip/auth', { width: 1366, send })).toBeNull();
    expect(preloadRemoteFiles('/qip/nqa/1', { width: 500, send })).toBeNull();
    pageWithBootData({});
    expect(preloadRemoteFiles('/qip/nqa/1', { width: 1366, send })).toBeNull();
    document.body.innerHTML = '';
    expect(preloadRemoteFiles('/qip/nqa/1', { width: 1366, send })).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('preloads nothing when the manifest is refused or unreachable, and stays silent', async () => {
    pageWithBootData({ mf_assessment: MANIFEST_URL });
    const refused = preloadRemoteFiles('/qip/nqa/1', { width: 1366, send: () => Promise.resolve(reply('', false)) });
    const offline = preloadRemoteFiles('/qip/nqa/1', { width: 1366, send: () => Promise.reject(new Error('offline')) });
    await expect(refused?.response.then((response) => response.ok)).resolves.toBe(false);
    await expect(offline?.response).rejects.toThrow('offline');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded()).toEqual([]);
  });
});
