import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityDirectives } from '../src/plugins/securityHeaders';
import { jsonOf } from './helpers/json';
import { OpenApiDocumentSchema } from './helpers/openApi';
import { createTestApp, type TestApp } from './helpers/testApp';

/** A built portal in miniature, with the source maps an old build would have left. */
function portalRootWithMaps(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-portal-'));
  const shell = path.join(root, 'shell/dist');
  const remote = path.join(root, 'mf-assessment/dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.mkdirSync(remote, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><title>QIP Portal</title>');
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("shell")');
  fs.writeFileSync(path.join(shell, 'main.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mf_assessment;');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js.map'), '{"sources":["secret.ts"]}');
  return root;
}

/** A Content-Security-Policy header as its directives: name to values. */
const csp = (header: string | string[] | number | undefined): Record<string, string[]> =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .flatMap(([name, ...values]): Array<[string, string[]]> => (name ? [[name, values]] : [])),
  );

describe('security headers and what the portal never serves', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = portalRootWithMaps();
    t = await createTestApp('sqlite', {
      config: {
        portalRoot: root,
        remoteUrls: {
          mf_resources: 'https://cdn.example/resources/mf-manifest.json',
          mf_assessment: 'http://localhost:3101/mf-manifest.json',
        },
      },
    });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/qip/nqa', '/qip/auth/login'])(
    'gives the page %s a CSP allowing only the portal and its remotes, and refuses framing',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(csp(response.headers['content-security-policy'])).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", 'https://cdn.example', 'http://localhost:3101'],
        'script-src-attr': ["'none'"],
        'connect-src': [
          "'self'",
          'https://cdn.example',
          'http://localhost:3101',
          'wss://cdn.example',
          'ws://localhost:3101',
        ],
        'frame-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'", 'https://cdn.example', 'http://localhost:3101'],
        'img-src': ["'self'", 'data:', 'blob:', 'https://cdn.example', 'http://localhost:3101'],
        'font-src': ["'self'", 'data:', 'https://cdn.example', 'http://localhost:3101'],
        'media-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('sends the same headers with API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each(['/main.js.map', '/remotes/mf-assessment/remoteEntry.js.map', '/no-such-file.js.map', '/main.js.MAP?x=1'])(
    'answers %s with 404, whether or not the map exists',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
      expect(response.body).not.toContain('<title>');
    },
  );

  it('lets another origin load the remotes, and keeps the shell to its own', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/remotes/mf-assessment/remoteEntry.js' });
    expect(remote.statusCode).toBe(200);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const shell = await t.app.inject({ method: 'GET', url: '/main.js' });
    expect(shell.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves the API documentation under the same policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(jsonOf(document, OpenApiDocumentSchema).openapi).toMatch(/^3\./);
  });
});

describe('the content security policy', () => {
  it('allows only the portal itself when no remote is deployed elsewhere', () => {
    const directives = contentSecurityDirectives({ remoteUrls: {}, stripe: false });
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.frameSrc).toEqual(["'self'"]);
  });

  it('lets Stripe.js load, frame its card fields and call its API when billing goes through Stripe', () => {
    const directives = contentSecurityDirectives({ remoteUrls: {}, stripe: true });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directives.frameSrc).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives.connectSrc).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('names each remote origin once and ignores an address that is not a URL', () => {
    const directives = contentSecurityDirectives({
      remoteUrls: {
        a: 'https://cdn.example/a/mf-manifest.json',
        b: 'https://cdn.example/b/mf-manifest.json',
        c: 'not a url',
      },
      stripe: false,
    });
    expect(directives.scriptSrc).toEqual(["'self'", 'https://cdn.example']);
  });
});
