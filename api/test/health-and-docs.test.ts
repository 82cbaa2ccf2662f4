import { endpoints, HealthSchema, PortalConfigSchema, type Endpoint } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';
import { OpenApiDocumentSchema } from './helpers/openApi';
import { anyOf } from './helpers/matchers';
import { loadConfig } from '../src/config';

/** Every endpoint of the contract, flattened. */
function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]);
}

describe.each(testDialects())('health and API documentation (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = jsonOf(response, HealthSchema);
    expect(health).toMatchObject({
      status: 'ok',
      database: { dialect, status: 'up', migrations: anyOf(Number) },
    });
    expect(health.database.migrations).toBeGreaterThan(0);
  });

  it('GET /api/health says so when the database is down', async () => {
    const other = await createTestApp(dialect);
    await other.database.handle.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
    await other.app.close();
    await other.database.drop().catch(() => undefined);
  });

  it('serves the OpenAPI document of every endpoint of the contract at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = jsonOf(response, OpenApiDocumentSchema);
    const missing = allEndpoints()
      .filter((endpoint) => !paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()])
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('serves Swagger UI and the document as YAML, HEAD without a body, and its own 404 for an unknown file', async () => {
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\./);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/docs/json' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const missing = await t.app.inject({ method: 'GET', url: '/api/docs/static/no-such-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).statusCode).toBe(404);
    // The docs app only answers GET: any other method is the API's own 404, as before it was lazy.
    const posted = await t.app.inject({ method: 'POST', url: '/api/docs/json' });
    expect(errorOf(posted).statusCode).toBe(404);
  });

  it('answers an unknown API address with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).statusCode).toBe(404);
  });
});

describe('GET /api/portal-config', () => {
  it("tells the browser the hub's address, the upload limit and the support address, without signing in", async () => {
    const t = await createTestApp('sqlite', {
      config: {
        hubUrl: 'https://hub.example',
        mail: { ...loadConfig({}).mail, operatorEmail: 'help@operator.example' },
      },
      env: { UPLOAD_MAX_BYTES: '2000000' },
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/portal-config' });
      expect(response.statusCode).toBe(200);
      expect(jsonOf(response, PortalConfigSchema)).toEqual({
        hubUrl: 'https://hub.example',
        version: anyOf(String),
        uploadMaxBytes: 2_000_000,
        supportEmail: 'help@operator.example',
      });
    } finally {
      await t.close();
    }
  });
});
