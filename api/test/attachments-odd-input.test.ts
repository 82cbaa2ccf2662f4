import { AttachmentSchema, endpoints } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { PNG_1X1 } from './helpers/uploads';
import { errorOf, jsonOf } from './helpers/json';

/** Texts a person (or an attacker) may type where a title, name, label or file name goes. */
const ODD_TEXTS = [
  'École logo',
  '(logo)',
  '_logo',
  '-logo-',
  '.logo',
  '..',
  '../../etc/passwd',
  'logo/../../x',
  'C:\\Windows\\logo',
  '%2e%2e%2f',
  '日本語のロゴ',
  '🙂🙂',
  'Ünïcødé ñame',
  '\u202Egnp.exe',
  'tab\there',
  'line\nbreak',
  'a\r\nSet-Cookie: x=1',
  '"quoted" \'name\'',
  '<script>alert(1)</script>',
  '; filename="evil.html"',
  '*?:|<>',
  'con',
  'x'.repeat(100),
  'é'.repeat(100),
  '🙂'.repeat(50),
];

/** Ids a caller may put in a path or a query. */
const ODD_IDS = ['..', '%2e%2e', 'a'.repeat(64), 'a'.repeat(65), '日本', '🙂', ' ', 'x y', "'; drop table users; --"];

describe.each(testDialects())('no input to the attachments routes gives a 5xx (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const upload = (fields: Record<string, string>) =>
    t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      payload: {
        entity: 'centers',
        entity_id: u.bluegumCenter,
        name: 'center_logo',
        title: 'logo',
        base64_image: `data:image/png;base64,${PNG_1X1.toString('base64')}`,
        ...fields,
      },
    });

  it.each(ODD_TEXTS)('stores and serves a logo titled, named, labelled and called %j', async (text) => {
    const response = await upload({ title: text, name: text, label: text, file_name: text });
    expect(response.statusCode).toBe(201);
    const attachment = jsonOf(response, AttachmentSchema);
    expect(attachment.title).toBe(text.trim());

    const file = await t.as(u.bluegum, { method: 'GET', url: attachment.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PNG_1X1);
    const listed = await t.as(u.bluegum, {
      method: 'GET',
      url: `/api/attachments?entity_id=${u.bluegumCenter}&title=${encodeURIComponent(text)}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(jsonOf(listed, endpoints.attachments.list.response).map((item) => item.id)).toContain(attachment.id);
  });

  it.each([
    ['an empty title', { title: '' }, 'body.title'],
    ['a title of spaces', { title: '   ' }, 'body.title'],
    ['a title of 101 characters', { title: 'x'.repeat(101) }, 'body.title'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'body.name'],
    ['a label of 256 characters', { label: 'x'.repeat(256) }, 'body.label'],
    ['a file name of 256 characters', { file_name: 'x'.repeat(256) }, 'body.file_name'],
    ['a NUL character in a title', { title: 'lo\u0000go' }, 'body.title'],
    ['a NUL character in a name', { name: 'center\u0000logo' }, 'body.name'],
    ['a NUL character in a label', { label: '\u0000' }, 'body.label'],
    ['a NUL character in a file name', { file_name: 'logo\u0000.png' }, 'body.file_name'],
    ['a NUL character in the entity id', { entity_id: 'abc\u0000' }, 'body.entity_id'],
    ['an unknown entity', { entity: 'users' }, 'body.entity'],
  ])('refuses %s with 400 naming the field', async (_what, fields, field) => {
    const response = await upload(fields);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.map((error) => error.field)).toContain(field);
  });

  it.each(ODD_IDS)('answers an odd id %j with a 4xx on every route', async (id) => {
    const encoded = encodeURIComponent(id);
    const answers = await Promise.all([
      upload({ entity_id: id }),
      t.as(u.bluegum, { method: 'GET', url: `/api/attachments?entity_id=${encoded}` }),
      t.as(u.bluegum, { method: 'GET', url: `/api/uploads/${encoded}` }),
      t.as(u.bluegum, { method: 'DELETE', url: `/api/attachments/${encoded}` }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });

  it('answers a NUL character in a query or a path with 400', async () => {
    const listed = await t.as(u.bluegum, { method: 'GET', url: `/api/attachments?entity_id=${u.bluegumCenter}%00` });
    expect(listed.statusCode).toBe(400);
    const titled = await t.as(u.bluegum, {
      method: 'GET',
      url: `/api/attachments?entity_id=${u.bluegumCenter}&title=lo%00go`,
    });
    expect(titled.statusCode).toBe(400);
    expect((await t.as(u.bluegum, { method: 'GET', url: '/api/uploads/abc%00' })).statusCode).toBe(400);
    expect((await t.as(u.bluegum, { method: 'DELETE', url: '/api/attachments/abc%00' })).statusCode).toBe(400);
  });

  it.each([
    ['an array', []],
    ['a string', 'logo'],
    ['null', null],
    ['numbers for texts', { entity: 'centers', entity_id: 1, name: 2, title: 3, base64_image: 4 }],
    ['a data URL of whitespace', { base64_image: 'data:image/png;base64,    ' }],
    ['a data URL of padding', { base64_image: 'data:image/png;base64,====' }],
  ])('answers a body that is %s with 400', async (_what, payload) => {
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        payload && typeof payload === 'object' && !Array.isArray(payload) && !('entity_id' in payload)
          ? { entity: 'centers', entity_id: u.bluegumCenter, name: 'center_logo', title: 'logo', ...payload }
          : payload,
      ),
    });
    expect(response.statusCode).toBe(400);
  });
});
