import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createFederationLoader } from './federationLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;

const MANIFEST_URL = '/remotes/mf-assessment/mf-manifest.json';

function registeredFetchHook(): FetchHook {
  const calls = jest.mocked(registerPlugins).mock.calls as unknown as Array<[Array<{ fetch: FetchHook }>]>;
  return calls[0]![0][0]!.fetch;
}

beforeEach(() => jest.mocked(registerPlugins).mockClear());

describe("the federation runtime's manifests", () => {
  it('are taken from what the first script asked for, once each', async () => {
    const early = {} as Response;
    createFederationLoader({ mf_assessment: MANIFEST_URL }, [{ url: MANIFEST_URL, response: Promise.resolve(early) }]);
    const fetchHook = registeredFetchHook();
    // The runtime may name it by its full address.
    await expect(fetchHook(`http://localhost${MANIFEST_URL}`, {})).resolves.toBe(early);
    // A second load (a retry) asks the network, as the runtime does by itself.
    expect(fetchHook(MANIFEST_URL, {})).toBeUndefined();
    expect(fetchHook('/remotes/mf-resources/mf-manifest.json', {})).toBeUndefined();
  });

  it('are asked for again when the early request failed', async () => {
    const again = {} as Response;
    const send = jest.fn(() => Promise.resolve(again));
    const realFetch = global.fetch;
    global.fetch = send;
    try {
      createFederationLoader({}, [{ url: MANIFEST_URL, response: Promise.reject(new Error('offline')) }]);
      await expect(registeredFetchHook()(MANIFEST_URL, { cache: 'no-cache' })).resolves.toBe(again);
      expect(send).toHaveBeenCalledWith(MANIFEST_URL, { cache: 'no-cache' });
    } finally {
      global.fetch = realFetch;
    }
  });

  it('are left to the runtime when the first script asked for none', () => {
    createFederationLoader({});
    expect(registerPlugins).not.toHaveBeenCalled();
  });
});
