import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/testApp';
import { errorOf } from './helpers/json';

/** A built portal in miniature: the shell and one remote. */
function fakePortalRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-portal-'));
  const shell = path.join(root, 'shell/dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>QIP Portal</title><div id="root"></div>');
  fs.writeFileSync(path.join(shell, 'main.0123abcd.js'), 'console.log("shell")');
  const remote = path.join(root, 'mf-assessment/dist');
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(remote, 'mf-manifest.json'), '{"id":"mf_assessment"}');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mf_assessment;');
  for (const file of [
    path.join(shell, 'index.html'),
    path.join(shell, 'main.0123abcd.js'),
    path.join(remote, 'remoteEntry.js'),
  ]) {
    writeCompressedCopies(file);
  }
  return root;
}

/** What the production build writes beside each text file (build-config/compression.cjs). */
function writeCompressedCopies(file: string) {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

describe('serving the built portal on the same URL as the API', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakePortalRoot();
    t = await createTestApp('sqlite', {
      config: { portalRoot: root, remoteUrls: { mf_resources: 'https://cdn.example/resources/mf-manifest.json' } },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell page at / and at every portal address', async () => {
    for (const url of ['/', '/qip/nqa', '/qip/nqa/3', '/viewer-abc/qip/tasks']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>QIP Portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('writes the remotes manifest and the portal configuration into the page, as data the browser does not run', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/qip/nqa/1' });
    const block = /<script type="application\/json" id="qip-boot">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(block).toBeDefined();
    const config = await t.app.inject({ method: 'GET', url: '/api/portal-config' });
    const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(JSON.parse(block ?? '')).toEqual({ remotes: remotes.json<unknown>(), config: config.json<unknown>() });
  });

  it("serves the shell's hashed files for a long time, in each encoding", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/main.0123abcd.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('tells the shell where each remote is, honouring overrides', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toMatchObject({
      mf_assessment: '/remotes/mf-assessment/mf-manifest.json',
      mf_reports_tasks: '/remotes/mf-reports-tasks/mf-manifest.json',
      mf_resources: 'https://cdn.example/resources/mf-manifest.json',
    });
  });

  it("serves a remote's files, fresh and loadable from another origin", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes/mf-assessment/mf-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it("sends the build's compressed copy the browser accepts, and the original to others", async () => {
    for (const url of ['/qip/nqa', '/main.0123abcd.js', '/remotes/mf-assessment/remoteEntry.js']) {
      const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('Accept-Encoding');
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).equals(zlib.brotliDecompressSync(brotli.rawPayload))).toBe(true);
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(zlib.gunzipSync(gzip.rawPayload))).toBe(true);
    }
  });

  it('keeps unknown API and remote addresses as JSON 404s', async () => {
    for (const url of ['/api/nope', '/oauth/nope', '/remotes/mf-assessment/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).statusCode).toBe(404);
    }
  });
});
