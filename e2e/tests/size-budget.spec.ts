import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '@qip/shared-contracts';
import { expect, test } from './fixtures';

// The size gate: the JS and CSS the login page loads, each remote's own code and its first chunk,
// gzip-compressed, may not grow past the budget kept in size-budget.json (lower the budget when
// they shrink). Each budget keeps about 1 KB of headroom: the same commit built in another folder
// differs by a few dozen bytes, which must not fail CI.
const ROOT = path.resolve(__dirname, '../..');
const budget = JSON.parse(readFileSync(path.join(__dirname, '../size-budget.json'), 'utf8')) as {
  loginPageGzipBytes: number;
  remoteOwnCodeGzipBytes: Record<string, number>;
  remoteFirstChunkGzipBytes: Record<string, number>;
};

const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${bytes} bytes (${(bytes / 1024).toFixed(1)} KB)`;

interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
}

/**
 * A remote's own code: its entry and the chunks of what it exposes, not the shared libraries'
 * fallbacks. `firstOnly`: only what its first page needs before it can show (the entry and the
 * exposed module's sync chunks), not the chunks its pages load later.
 */
function remoteOwnFiles(remoteName: string, { firstOnly }: { firstOnly: boolean }): string[] {
  const dist = path.join(ROOT, remoteName, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const shared = new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
  const exposed = manifest.exposes.flatMap((entry) => [
    ...entry.assets.js.sync,
    ...(firstOnly ? [] : entry.assets.js.async),
  ]);
  return [manifest.metaData.remoteEntry.name, ...new Set(exposed)]
    .filter((file) => !shared.has(file))
    .map((file) => path.join(dist, file));
}

const gzipTotal = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0);

test.describe('size budget', () => {
  test('the login page loads no more JS and CSS than its budget', async ({ page, baseURL }) => {
    const loaded: Array<Promise<number>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(baseURL ?? '')) {
        loaded.push(response.body().then(gzipBytes));
      }
    });
    await page.goto('/qip/auth');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(loaded)).reduce((sum, bytes) => sum + bytes, 0);
    console.log(`login page: ${loaded.length} files, ${kb(total)} gzip (budget ${kb(budget.loginPageGzipBytes)})`);
    expect(total).toBeLessThanOrEqual(budget.loginPageGzipBytes);
  });

  for (const remote of REMOTES) {
    test(`${remote.name}'s own code stays within its budget`, () => {
      const total = gzipTotal(remoteOwnFiles(remote.name, { firstOnly: false }));
      const allowed = budget.remoteOwnCodeGzipBytes[remote.name];
      console.log(`${remote.name}: ${kb(total)} gzip (budget ${allowed === undefined ? 'none' : kb(allowed)})`);
      expect(allowed, `size-budget.json has no budget for ${remote.name}`).toBeDefined();
      expect(total).toBeLessThanOrEqual(allowed ?? 0);
    });

    // Issue 18: what a remote's first page loads of its own is at most 60 KB gzip.
    test(`${remote.name}'s first chunk stays within its budget`, () => {
      const total = gzipTotal(remoteOwnFiles(remote.name, { firstOnly: true }));
      const allowed = budget.remoteFirstChunkGzipBytes[remote.name];
      console.log(
        `${remote.name} first chunk: ${kb(total)} gzip (budget ${allowed === undefined ? 'none' : kb(allowed)})`,
      );
      expect(allowed, `size-budget.json has no first-chunk budget for ${remote.name}`).toBeDefined();
      expect(allowed).toBeLessThanOrEqual(60 * 1024);
      expect(total).toBeLessThanOrEqual(allowed ?? 0);
    });
  }
});
