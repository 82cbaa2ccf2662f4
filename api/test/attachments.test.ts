import fs from 'node:fs';
import path from 'node:path';
import { AttachmentSchema, endpoints, ServiceDetailsSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { startFakeS3Server, type FakeS3Server } from './helpers/fakeS3Server';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';

/** A real 1x1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A real 1x1 GIF. */
const GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const NOT_AN_IMAGE = 'Please choose a PNG, JPG, GIF or WebP image.';
const PROGRAM = 'Programs, scripts and web pages (such as .exe, .sh, .html, .svg or .js files) cannot be uploaded.';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

const logoBody = (centerId: string, dataUrl: string, fileName = 'logo.png') => ({
  entity_id: centerId,
  entity: 'centers',
  name: 'center_logo',
  title: 'logo',
  label: centerId,
  base64_image: dataUrl,
  file_name: fileName,
});

/** Files the local storage driver holds under the data folder (only a centre's, when given). */
function storedFiles(dataDir: string, centerId?: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter(
    (file) =>
      !file.endsWith('.meta.json') &&
      fs.statSync(path.join(root, file)).isFile() &&
      (!centerId || file.startsWith(path.join('centers', centerId))),
  );
}

describe.each(testDialects())('the logo through /api/attachments and /api/uploads (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  const upload = (token: string, body: object) =>
    t.as(token, { method: 'POST', url: '/api/attachments', payload: body });

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  it('stores an uploaded PNG, shows it as the centre logo and serves it back to the centre', async () => {
    const response = await upload(u.bluegum, logoBody(u.bluegumCenter, `data:image/png;base64,${PNG_BASE64}`));
    expect(response.statusCode).toBe(201);
    const attachment = jsonOf(response, AttachmentSchema);
    expect(attachment).toMatchObject({
      entity: 'centers',
      entityId: u.bluegumCenter,
      name: 'center_logo',
      title: 'logo',
      fileName: 'logo.png',
      contentType: 'image/png',
      sizeBytes: Buffer.from(PNG_BASE64, 'base64').length,
      width: 1,
      height: 1,
      url: `/api/uploads/${attachment.id}`,
    });

    const details = jsonOf(
      await t.as(u.bluegum, { method: 'GET', url: `/api/center/${u.bluegumCenter}` }),
      ServiceDetailsSchema,
    );
    expect(details.logo).toMatchObject({ id: attachment.id, url: attachment.url, contentType: 'image/png' });

    const listed = await t.as(u.bluegum, {
      method: 'GET',
      url: `/api/attachments?entity_id=${u.bluegumCenter}&title=logo`,
    });
    expect(jsonOf(listed, endpoints.attachments.list.response).map((item) => item.id)).toEqual([attachment.id]);

    const file = await t.as(u.bluegum, { method: 'GET', url: attachment.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload).toEqual(Buffer.from(PNG_BASE64, 'base64'));
    expect(storedFiles(t.database.dataDir, u.bluegumCenter)).toHaveLength(1);
  });

  it('judges the type from the bytes: a GIF named .png is stored as a GIF', async () => {
    const response = await upload(u.bluegum, logoBody(u.bluegumCenter, `data:image/png;base64,${GIF_BASE64}`));
    expect(response.statusCode).toBe(201);
    expect(jsonOf(response, AttachmentSchema).contentType).toBe('image/gif');
  });

  it('a new logo replaces the previous one, and its file is removed', async () => {
    const first = jsonOf(
      await upload(u.bluegum, logoBody(u.bluegumCenter, `data:image/png;base64,${PNG_BASE64}`)),
      AttachmentSchema,
    );
    const second = jsonOf(
      await upload(u.bluegum, logoBody(u.bluegumCenter, `data:image/gif;base64,${GIF_BASE64}`)),
      AttachmentSchema,
    );
    const listed = await t.as(u.bluegum, { method: 'GET', url: `/api/attachments?entity_id=${u.bluegumCenter}` });
    expect(jsonOf(listed, endpoints.attachments.list.response).map((item) => item.id)).toEqual([second.id]);
    expect((await t.as(u.bluegum, { method: 'GET', url: first.url })).statusCode).toBe(404);
    expect(storedFiles(t.database.dataDir, u.bluegumCenter)).toHaveLength(1);
  });

  it.each([
    ['a text file', `data:image/png;base64,${Buffer.from('just some text').toString('base64')}`, NOT_AN_IMAGE],
    ['an SVG (it can carry scripts)', `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`, PROGRAM],
    ['a PDF', `data:application/pdf;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`, NOT_AN_IMAGE],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_what, dataUrl, message) => {
    const before = storedFiles(t.database.dataDir);
    const response = await upload(u.bluegum, logoBody(u.bluegumCenter, dataUrl));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([{ field: 'body.base64_image', message }]);
    expect(storedFiles(t.database.dataDir)).toEqual(before);
  });

  it('refuses a body that is not a data URL, or names no entity', async () => {
    const notDataUrl = await upload(u.bluegum, logoBody(u.bluegumCenter, 'https://example.test/logo.png'));
    expect(notDataUrl.statusCode).toBe(400);
    expect(errorOf(notDataUrl).fields?.[0]?.field).toBe('body.base64_image');
    const noEntity = await upload(u.bluegum, {
      ...logoBody(u.bluegumCenter, `data:image/png;base64,${PNG_BASE64}`),
      entity_id: '',
    });
    expect(noEntity.statusCode).toBe(400);
    expect(errorOf(noEntity).fields?.[0]?.field).toBe('body.entity_id');
  });

  it("refuses another tenant's centre: upload, list, download and removal are 403", async () => {
    const sunshineLogo = jsonOf(
      await upload(u.director, logoBody(u.paddington, `data:image/png;base64,${PNG_BASE64}`)),
      AttachmentSchema,
    );

    const refused = await upload(u.bluegum, logoBody(u.paddington, `data:image/png;base64,${PNG_BASE64}`));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('You do not have access to this service.');
    expect(
      (await t.as(u.bluegum, { method: 'GET', url: `/api/attachments?entity_id=${u.paddington}` })).statusCode,
    ).toBe(403);
    expect((await t.as(u.bluegum, { method: 'GET', url: sunshineLogo.url })).statusCode).toBe(403);
    expect((await t.as(u.bluegum, { method: 'DELETE', url: `/api/attachments/${sunshineLogo.id}` })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: sunshineLogo.url })).statusCode).toBe(401);
    // An unknown centre is refused the same way, so ids reveal nothing.
    expect(
      (await upload(u.bluegum, logoBody('no-such-centre', `data:image/png;base64,${PNG_BASE64}`))).statusCode,
    ).toBe(403);

    // The centre's own educator sees it.
    expect((await t.as(u.educator, { method: 'GET', url: sunshineLogo.url })).statusCode).toBe(200);
  });

  it('removes a logo and its file', async () => {
    const logo = jsonOf(
      await upload(u.director, logoBody(u.paddington, `data:image/png;base64,${PNG_BASE64}`)),
      AttachmentSchema,
    );
    const removed = await t.as(u.director, { method: 'DELETE', url: `/api/attachments/${logo.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    const details = jsonOf(
      await t.as(u.director, { method: 'GET', url: `/api/center/${u.paddington}` }),
      ServiceDetailsSchema,
    );
    expect(details.logo).toBeNull();
    expect((await t.as(u.director, { method: 'GET', url: logo.url })).statusCode).toBe(404);
    expect((await t.as(u.director, { method: 'DELETE', url: `/api/attachments/${logo.id}` })).statusCode).toBe(404);
  });
});

describe('upload size limit (UPLOAD_MAX_BYTES)', () => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(
    'sqlite',
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { env: { UPLOAD_MAX_BYTES: '2000' } },
  );

  it('refuses a larger file with 413 and says how large a file may be', async () => {
    // A PNG header followed by padding: an image, but larger than the limit.
    const large = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(3000)]);
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      payload: logoBody(u.bluegumCenter, `data:image/png;base64,${large.toString('base64')}`),
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).fields).toEqual([
      { field: 'body.base64_image', message: 'The file is too large. Please choose one of 2 KB or less.' },
    ]);
  });

  it('takes a file within the limit', async () => {
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      payload: logoBody(u.bluegumCenter, `data:image/png;base64,${PNG_BASE64}`),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('uploads on S3-compatible storage (S3_BUCKET, S3_ENDPOINT, ...)', () => {
  let s3: FakeS3Server;
  let t: TestApp;
  let u: Tenants;

  beforeAll(async () => {
    s3 = await startFakeS3Server();
  });
  setUpTenantApp(
    'sqlite',
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    () => ({
      env: {
        S3_BUCKET: 'qip-uploads',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    }),
  );
  afterAll(() => s3.close());

  it('stores the logo in the bucket, serves it back and removes it from there', async () => {
    const token = u.bluegum;
    const centerId = u.bluegumCenter;
    const logo = jsonOf(
      await t.as(token, {
        method: 'POST',
        url: '/api/attachments',
        payload: logoBody(centerId, `data:image/png;base64,${PNG_BASE64}`),
      }),
      AttachmentSchema,
    );
    const key = `qip-uploads/centers/${centerId}/logo/${logo.id}.png`;
    expect(s3.objects.get(key)?.contentType).toBe('image/png');
    expect(storedFiles(t.database.dataDir)).toEqual([]);

    const file = await t.as(token, { method: 'GET', url: logo.url });
    expect(file.rawPayload).toEqual(Buffer.from(PNG_BASE64, 'base64'));

    await t.as(token, { method: 'DELETE', url: `/api/attachments/${logo.id}` });
    expect(s3.objects.has(key)).toBe(false);
  });
});
