// Bytes: the login page's JS and CSS against React + ReactDOM, each remote's first chunk, and
// whether files and JSON replies are served compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, remoteFirstFiles, type FederationManifest } from '@qip/shared-contracts';
import { WORKSPACE_ROOT } from '@qip/e2e/portalServer.mjs';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import type { Figure } from '../stats';
import { BENCH_ROOT, loginButton } from '../pages';
import { apiUrls } from '../routes';
import type { SignedIn } from '../demo';

export const gzipBytes = (content: Uint8Array) => gzipSync(content, { level: 9 }).length;

/** React + ReactDOM as an app ships them: react and react-dom/client, production, minified. */
async function reactReferenceGzip(): Promise<number> {
  const result = await build({
    stdin: {
      // Kept whole: an app reaches all of it through createRoot and the hooks.
      contents:
        "import * as React from 'react'; import * as ReactDOM from 'react-dom/client'; window.r = [React, ReactDOM];",
      resolveDir: BENCH_ROOT,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return gzipBytes(result.outputFiles[0]!.contents);
}

/** A remote's first chunk: remoteEntry.js and the synchronous chunks of what it exposes, not the shared libraries. */
function remoteFirstChunk(remote: string): string[] {
  const dist = path.join(WORKSPACE_ROOT, remote, 'dist');
  return remoteFirstFiles(JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest);
}

/** The JS, CSS and HTML the login page loads, with the gzip size of its JS and CSS. */
async function loginPageFiles(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files: string[] = [];
  const sizes: Array<Promise<number>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(origin) || !['script', 'stylesheet', 'document'].includes(type)) return;
    files.push(response.url().slice(origin.length));
    if (type !== 'document') sizes.push(response.body().then(gzipBytes));
  });
  await page.goto(`${origin}/qip/auth`);
  await loginButton(page).waitFor();
  await page.waitForLoadState('networkidle');
  const gzip = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return { files, scripts: sizes.length, gzip };
}

/** The Content-Encoding `url` is served with when asked with `encoding`; '' for none. */
async function servedEncoding(origin: string, url: string, encoding: string, token?: string) {
  const headers: Record<string, string> = { 'accept-encoding': encoding };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${origin}${url}`, { headers });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return { encoding: response.headers.get('content-encoding') ?? '', bytes: body.byteLength };
}

export async function measureBytes(
  browser: Browser,
  origin: string,
  user: SignedIn,
  encoding: string,
): Promise<Figure[]> {
  const part = 'bytes';
  const reactGzip = await reactReferenceGzip();
  const login = await loginPageFiles(browser, origin);
  const figures: Figure[] = [
    {
      part,
      name: `login page JS+CSS gzip (${login.scripts} files)`,
      value: login.gzip,
      unit: 'bytes',
      reference: { name: 'React+ReactDOM', value: reactGzip },
      target: { on: 'ratio', atMost: 2.5 },
    },
  ];

  const remoteFiles: string[] = [];
  for (const remote of REMOTES) {
    const files = remoteFirstChunk(remote.name);
    const total = files.reduce(
      (sum, file) => sum + gzipBytes(readFileSync(path.join(WORKSPACE_ROOT, remote.name, 'dist', file))),
      0,
    );
    remoteFiles.push(...files.map((file) => `/remotes/${remote.name}/${file}`));
    figures.push({
      part,
      name: `${remote.name} first chunk gzip (${files.length} files)`,
      value: total,
      unit: 'bytes',
      target: { on: 'value', atMost: 60 * 1024 },
    });
  }

  const staticFiles = [...new Set([...login.files, ...remoteFiles])];
  const served = await Promise.all(staticFiles.map((url) => servedEncoding(origin, url, encoding)));
  const uncompressed = served.filter((file) => file.encoding === '').length;
  figures.push({
    part,
    name: `static JS/CSS/HTML served compressed (Accept-Encoding: ${encoding})`,
    value: uncompressed,
    unit: 'count',
    shown: `${uncompressed === 0 ? 'yes' : 'no'}: ${uncompressed} of ${staticFiles.length} uncompressed`,
    target: { on: 'value', atMost: 0 },
  });

  const json = await servedEncoding(origin, (await apiUrls(origin, user)).questions, encoding, user.token);
  figures.push({
    part,
    name: `JSON over 1 KB compressed (GET /api/questions, one area)`,
    value: json.encoding === '' ? 1 : 0,
    unit: 'count',
    shown: json.encoding === '' ? `no: ${json.bytes} bytes plain` : `yes: ${json.encoding}, ${json.bytes} bytes`,
    target: { on: 'value', atMost: 0 },
  });
  return figures;
}
