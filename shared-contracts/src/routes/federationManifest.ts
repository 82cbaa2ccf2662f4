/** The parts of a remote's federation manifest (mf-manifest.json) that name the files a mount needs. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ assets?: { js?: { sync?: string[]; async?: string[] } } }>;
}

/**
 * A remote's first files, relative to its manifest: its entry and the code of what it exposes,
 * not its own copies of the shared libraries (the shell's are used). Each remote is built with
 * publicPath 'auto', so its files sit beside its manifest.
 */
export function remoteFirstFiles(manifest: FederationManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const shared = new Set(
    (manifest.shared ?? []).flatMap(({ assets }) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])]),
  );
  const exposed = (manifest.exposes ?? []).flatMap(({ assets }) => assets?.js?.sync ?? []);
  const entryFile = `${entry.path ? `${entry.path}/` : ''}${entry.name}`;
  return [...new Set([entryFile, ...exposed.filter((file) => !shared.has(file))])];
}
