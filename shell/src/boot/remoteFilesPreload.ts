import {
  BOOT_DATA_ID,
  remoteFirstFiles,
  remoteForPath,
  stripBasePath,
  type FederationManifest,
} from '@qip/shared-contracts/plain';
import { showsSmallScreenNotice } from '../routing/smallScreen';

/** A remote's federation manifest, asked for by the first script for the federation runtime to use. */
export interface EarlyManifest {
  url: string;
  /** The reply (a copy of its own, whose body is still unread). */
  response: Promise<Response>;
}

/** The remotes' manifest addresses the API wrote into the page, read without the schema (the portal checks it). */
function bootRemotes(doc: Document): Record<string, unknown> {
  try {
    const boot: unknown = JSON.parse(doc.getElementById(BOOT_DATA_ID)?.textContent ?? 'null');
    const remotes = (boot as { remotes?: unknown } | null)?.remotes;
    return remotes && typeof remotes === 'object' ? (remotes as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The full addresses of the remote's first files (remoteFirstFiles), beside its manifest. */
export function filesToMount(manifest: FederationManifest, manifestUrl: string): string[] {
  const base = new URL(manifestUrl, window.location.href);
  return remoteFirstFiles(manifest).map((name) => new URL(name, base).href);
}

function preloadScripts(doc: Document, urls: string[]) {
  for (const href of urls) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Starts fetching the remote that shows `pathname` (its manifest, then its entry and exposed code)
 * while the portal's own script is still arriving and running, instead of after it: the mount then
 * finds the files loaded. Nothing where no remote shows the address, or where the small-screen
 * notice would show instead. A failure here is silent: the mount asks again and reports it.
 */
export function preloadRemoteFiles(
  pathname: string,
  {
    doc = document,
    width = window.innerWidth,
    send = (...args) => fetch(...args),
  }: { doc?: Document; width?: number; send?: typeof fetch } = {},
): EarlyManifest | null {
  const remote = remoteForPath(stripBasePath(pathname));
  if (!remote || showsSmallScreenNotice(pathname, width)) return null;
  const url = bootRemotes(doc)[remote.federationName];
  if (typeof url !== 'string') return null;
  const reply = send(url);
  // The runtime's copy is taken first, so neither reads the other's body.
  const response = reply.then((original) => original.clone());
  response.catch(() => undefined);
  reply
    .then(async (original) =>
      original.ok ? preloadScripts(doc, filesToMount((await original.json()) as FederationManifest, url)) : undefined,
    )
    .catch(() => undefined);
  return { url, response };
}
