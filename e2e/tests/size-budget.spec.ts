import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '@qip/shared-contracts';
import { expect, test } from './fixtures';

// The size gate: the JS and CSS the login page loads, and each remote's own code, gzip-compressed,
// may not grow past the budget kept in size-budget.json (lower the budget when they shrink). Each
// budget keeps about 1 KB of headroom: the same commit built in another folder differs by a few
// dozen bytes, which must not fail CI.
const ROOT = path.resolve(__dirname, '../..');
const budget = JSON.parse(readFileSync(path.join(__dirname, '../size-budget.json'), 'utf8')) as {
  loginPageGzipBytes: number;
  remoteOwnCodeGzipBytes: Record<string, number>;
};

const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${bytes} bytes (${(bytes / 1024).toFixed(1)} KB)`;

interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  exposes: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
}

/** A remote's own code: its entry and the chunks of what it exposes, not the shared libraries' fallbacks. */
function remoteOwnFiles(remoteName: string): string[] {
  const dist = path.join(ROOT, remoteName, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const shared = new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
  const exposed = manifest.exposes.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
  return [manifest.metaData.remoteEntry.name, ...new Set(exposed)]
    .filter((file) => !shared.has(file))
    .map((file) => path.join(dist, file));
}

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
      const total = remoteOwnFiles(remote.name).reduce((sum, file) => sum + gzipBytes(readFileSync(file)), 0);
      const allowed = budget.remoteOwnCodeGzipBytes[remote.name];
      console.log(`${remote.name}: ${kb(total)} gzip (budget ${allowed === undefined ? 'none' : kb(allowed)})`);
      expect(allowed, `size-budget.json has no budget for ${remote.name}`).toBeDefined();
      expect(total).toBeLessThanOrEqual(allowed ?? 0);
    });
  }
});
