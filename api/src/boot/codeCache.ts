import { hash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

// Runs a CommonJS bundle with a V8 code cache: what V8 compiled in one run (the whole start and
// the first requests) is kept in a file and given back to V8 in the next, which then neither
// parses nor compiles those functions again (issue 18). Node 20 has no compile cache of its own
// (module.enableCompileCache is Node 22).

/** How a run used the cache. */
export type CodeCacheUse = 'used' | 'none' | 'rejected';

/** The cache of this bundle for this Node: another build or another Node never reads it. */
function cacheFileName(bundle: string): string {
  const { size, mtimeMs } = statSync(bundle);
  return `${path.basename(bundle)}-${process.version}-${process.arch}-${size}-${Math.floor(mtimeMs)}.cache`;
}

const DIGEST_BYTES = 20;
const digestOf = (data: Buffer) => Buffer.from(hash('sha1', data, 'hex'), 'hex');

/** The cached data in the file, or undefined when it is missing, cut short or not what was written. */
function readCache(file: string): Buffer | undefined {
  let content: Buffer;
  try {
    content = readFileSync(file);
  } catch {
    return undefined;
  }
  const data = content.subarray(DIGEST_BYTES);
  return content.length > DIGEST_BYTES && digestOf(data).equals(content.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/** Writes the cache (through a temporary file, so no reader sees half of it) and removes older ones. */
function writeCache(folder: string, name: string, data: Buffer): void {
  try {
    mkdirSync(folder, { recursive: true });
    const temporary = path.join(folder, `${name}.${process.pid}.tmp`);
    writeFileSync(temporary, Buffer.concat([digestOf(data), data]));
    renameSync(temporary, path.join(folder, name));
    for (const other of readdirSync(folder)) {
      if (other !== name) rmSync(path.join(folder, other), { force: true });
    }
  } catch {
    // A read-only install runs without a cache.
  }
}

/**
 * Runs `bundle` as the main module would run, with the code cache kept in `cacheFolder`. Without
 * a usable cache (none yet, another build, a damaged file) it runs as usual and writes one when
 * the process exits, or after `writeAfterMs` for a server that is never stopped cleanly.
 */
export function runWithCodeCache(
  bundle: string,
  cacheFolder: string,
  writeAfterMs = 10_000,
): { use: CodeCacheUse; exports: unknown } {
  const name = cacheFileName(bundle);
  const cachedData = readCache(path.join(cacheFolder, name));
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), {
    filename: bundle,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const use: CodeCacheUse = !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  if (use !== 'used') {
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      writeCache(cacheFolder, name, script.createCachedData());
    };
    process.once('exit', write);
    setTimeout(write, writeAfterMs).unref();
  }
  const dirname = path.dirname(bundle);
  const bundleModule = new Module(bundle);
  bundleModule.filename = bundle;
  const run: unknown = script.runInThisContext();
  if (typeof run !== 'function') throw new Error(`${bundle} did not compile to a module`);
  run.call(bundleModule.exports, bundleModule.exports, createRequire(bundle), bundleModule, bundle, dirname);
  return { use, exports: bundleModule.exports };
}
