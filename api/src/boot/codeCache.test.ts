import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runWithCodeCache } from './codeCache';

/** A folder with a small CommonJS bundle that requires a built-in and exports what it saw. */
function bundleFolder(): { bundle: string; cache: string } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'code-cache-'));
  const bundle = path.join(folder, 'bundle.cjs');
  writeFileSync(
    bundle,
    "const path = require('node:path');\nexports.where = path.basename(__dirname);\nexports.file = path.basename(__filename);\nexports.twice = (n) => n * 2;\n",
  );
  return { bundle, cache: path.join(folder, 'cache') };
}

/** Lets the cache be written (it is written after `writeAfterMs`, here 0). */
const written = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('runWithCodeCache', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  function setUp() {
    const made = bundleFolder();
    folders.push(path.dirname(made.bundle));
    return made;
  }

  it('runs the bundle as a module, writes the cache once, and uses it in the next run', async () => {
    const { bundle, cache } = setUp();
    const first = runWithCodeCache(bundle, cache, 0);
    expect(first.use).toBe('none');
    expect(first.exports).toMatchObject({ where: path.basename(path.dirname(bundle)), file: 'bundle.cjs' });
    await written();
    expect(readdirSync(cache)).toHaveLength(1);

    const second = runWithCodeCache(bundle, cache, 0);
    expect(second.use).toBe('used');
    expect(second.exports).toMatchObject({ file: 'bundle.cjs' });
  });

  it('runs without the cache when its file is damaged, and writes a good one again', async () => {
    const { bundle, cache } = setUp();
    runWithCodeCache(bundle, cache, 0);
    await written();
    const [name] = readdirSync(cache);
    writeFileSync(path.join(cache, name ?? 'missing'), 'not a code cache');

    expect(runWithCodeCache(bundle, cache, 0).use).toBe('none');
    await written();
    expect(runWithCodeCache(bundle, cache, 0).use).toBe('used');
  });

  it('ignores the cache of another build of the bundle and keeps only the new one', async () => {
    const { bundle, cache } = setUp();
    runWithCodeCache(bundle, cache, 0);
    await written();
    writeFileSync(bundle, 'exports.file = "rebuilt";\n');

    const rebuilt = runWithCodeCache(bundle, cache, 0);
    expect(rebuilt).toEqual({ use: 'none', exports: { file: 'rebuilt' } });
    await written();
    expect(readdirSync(cache)).toHaveLength(1);
  });

  it('runs on a read-only install, where no cache can be written', async () => {
    const { bundle } = setUp();
    const unwritable = path.join(bundle, 'cache');
    expect(runWithCodeCache(bundle, unwritable, 0).use).toBe('none');
    await written();
    expect(runWithCodeCache(bundle, unwritable, 0).use).toBe('none');
  });
});
