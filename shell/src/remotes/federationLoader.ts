import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteDefinition, RemotesManifest } from '@qip/shared-contracts';
import type { EarlyManifest } from '../boot/remoteFilesPreload';

/** The single-spa lifecycles a remote exposes as `./lifecycles`. */
export interface RemoteLifecycles<Props = unknown> {
  bootstrap: (props: Props) => Promise<void>;
  mount: (props: Props) => Promise<void>;
  unmount: (props: Props) => Promise<void>;
}

export interface RemoteLoader {
  /** Loads the remote's lifecycles; `attempt` > 0 bypasses what a failed attempt left cached. */
  load(remote: RemoteDefinition, attempt: number): Promise<RemoteLifecycles>;
}

export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

/** Where the remotes are: fetched at run time, so a remote can move without rebuilding the shell. */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as RemotesManifest;
  } catch (error) {
    // Every remote then shows its 'could not be loaded' panel; the shell itself keeps working.
    console.error('The remotes manifest could not be loaded', error);
    return {};
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const candidate = value as Partial<RemoteLifecycles> | null;
  return (
    !!candidate &&
    typeof candidate.bootstrap === 'function' &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function'
  );
}

const withAttempt = (url: string, attempt: number) =>
  attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;

/**
 * Hands the federation runtime the manifests the first script already asked for
 * (remoteFilesPreload.ts), each once; a failed one is asked for again, as the runtime would.
 */
function handOverEarlyManifests(earlyManifests: readonly EarlyManifest[]) {
  // The runtime may name a manifest by its full address.
  const fullUrl = (url: string) => new URL(url, window.location.href).href;
  const waiting = new Map(earlyManifests.map((early) => [fullUrl(early.url), early.response]));
  if (waiting.size === 0) return;
  registerPlugins([
    {
      name: 'qip-early-manifests',
      fetch(url: string, init: RequestInit) {
        const early = waiting.get(fullUrl(url));
        if (!early) return undefined;
        waiting.delete(fullUrl(url));
        return early.catch(() => fetch(url, init));
      },
    },
  ]);
}

/**
 * Loads remotes through the Module Federation runtime from the manifest's URLs. A remote's first
 * attempt is made once and shared, so a preload (preloadRemote.ts) and the mount use one load.
 */
export function createFederationLoader(
  manifest: RemotesManifest,
  earlyManifests: readonly EarlyManifest[] = [],
): RemoteLoader {
  handOverEarlyManifests(earlyManifests);
  const firstAttempts = new Map<string, Promise<RemoteLifecycles>>();
  const loader: RemoteLoader = {
    load(remote, attempt) {
      if (attempt > 0) return loadOnce(remote, attempt);
      const started = firstAttempts.get(remote.name) ?? loadOnce(remote, 0);
      firstAttempts.set(remote.name, started);
      return started;
    },
  };
  async function loadOnce(remote: RemoteDefinition, attempt: number): Promise<RemoteLifecycles> {
    const url = manifest[remote.federationName];
    if (!url) throw new Error(`No address is configured for ${remote.name}`);
    // A retry registers the remote again under a fresh URL, so no failed fetch is reused.
    registerRemotes([{ name: remote.federationName, entry: withAttempt(url, attempt) }], { force: attempt > 0 });
    const module = await withTimeout(
      loadRemote<RemoteLifecycles | { default: RemoteLifecycles }>(`${remote.federationName}/lifecycles`),
      REMOTE_LOAD_TIMEOUT_MS,
      remote.title,
    );
    const lifecycles = module && 'default' in module ? module.default : module;
    if (!isLifecycles(lifecycles)) throw new Error(`${remote.name} does not expose single-spa lifecycles`);
    return lifecycles;
  }
  return loader;
}
