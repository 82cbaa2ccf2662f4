import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  return root;
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

  it("serves the shell's hashed files for a long time", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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

  it('keeps unknown API and remote addresses as JSON 404s', async () => {
    for (const url of ['/api/nope', '/oauth/nope', '/remotes/mf-assessment/missing.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).statusCode).toBe(404);
    }
  });
});
