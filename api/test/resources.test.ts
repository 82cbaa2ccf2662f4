import { endpoints, RESOURCE_MESSAGES, SHOP_PRICE_CENTS } from '@qip/shared-contracts';
import { currentNqsRowsVersionId } from '../src/shared/nqs.repository';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import { HUB_SECRET, type TestApp } from './helpers/testApp';

const hub = (secret = HUB_SECRET) => `Basic ${Buffer.from(`qip-hub:${secret}`).toString('base64')}`;
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<</Type/Catalog>>\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBM = Buffer.from('GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAAA', 'base64');
const SCRIPT = Buffer.from('#!/bin/sh\necho hi\n');

describe.each(testDialects())('the resource centre (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const list = async (query: Record<string, string>, token = u.director) => {
    const response = await t.as(token, { method: 'GET', url: '/api/getallresources', query });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.resources.list.response);
  };
  const elementId = async (label: string) =>
    (
      await t.app.db
        .selectFrom('categories')
        .select('categories.id')
        .where('categories.nqs_version_id', '=', await currentNqsRowsVersionId(t.app.db))
        .where('categories.label', '=', label)
        .executeTakeFirstOrThrow()
    ).id;
  const operator = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, authorization = hub()) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('seeds the starter library: an element sheet in PDF and Word for each of the 40 elements, ten a page by label', async () => {
    const first = await list({});
    expect(first.total).toBe(80);
    expect(first.per_page).toBe(10);
    expect(first.data).toHaveLength(10);
    const labels = first.data.map((item) => item.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-AU', { numeric: true })));
    expect(first.data[0]!.element).toBe('1.1.1');
    expect(first.data[0]!.name).toMatch(/\.(pdf|docx)$/);
  });

  it('searches the label case-insensitively, trimmed, ignoring the element filter; an empty label is "resource file"', async () => {
    const found = await list({ search: '  1.3.2 CRITICAL reflection ', child_nqa_id: await elementId('2.1.1') });
    expect(found.total).toBe(2);
    expect(found.data.map((item) => item.name).sort()).toEqual([
      expect.stringMatching(/^Element 1\.3\.2 Critical reflection.*\.docx$/),
      expect.stringMatching(/^Element 1\.3\.2 Critical reflection.*\.pdf$/),
    ]);
    const created = await operator('POST', '/api/resources', {
      label: 'Unnamed',
      name: 'notes.pdf',
      child_nqa_id: '7.2.1',
      file: dataUrl(PDF, 'application/pdf'),
    });
    expect(created.statusCode).toBe(201);
    const { id } = jsonOf(created, endpoints.resources.createFile.response);
    await t.app.db.updateTable('resource_files').set({ label: '' }).where('id', '=', id).execute();
    expect((await list({ search: 'RESOURCE FILE' })).data.map((item) => item.id)).toEqual([id]);
    expect((await list({ search: 'no such words' })).total).toBe(0);
    await operator('DELETE', `/api/resources/${id}`);
  });

  it('filters by an element, a standard or an area without search text', async () => {
    const element = await list({ child_nqa_id: await elementId('1.3.2') });
    expect(element.data.map((item) => item.element)).toEqual(['1.3.2', '1.3.2']);
    expect((await list({ child_nqa_id: await elementId('1.3') })).total).toBe(6);
    expect((await list({ child_nqa_id: await elementId('1') })).total).toBe(18);
    expect((await list({ child_nqa_id: 'no-such-category' })).total).toBe(0);
  });

  it('pages ten at a time; a page past the end shows the last; bad input is a 400 naming the field', async () => {
    expect((await list({ page: '8' })).data).toHaveLength(10);
    expect((await list({ page: '99' })).page).toBe(8);
    const bad = await t.as(u.director, { method: 'GET', url: '/api/getallresources', query: { page: '0' } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.[0]?.field).toMatch(/page/);
  });

  it('downloads an element sheet as a real PDF and Word file, made once and then kept in storage', async () => {
    const sheets = await list({ child_nqa_id: await elementId('1.3.2') });
    for (const sheet of sheets.data) {
      const answer = await t.as(u.director, {
        method: 'GET',
        url: `/api/resources/download/${sheet.id}`,
        query: { center_id: u.paddington },
      });
      expect(answer.statusCode).toBe(200);
      const { file_name, url } = jsonOf(answer, endpoints.resources.download.response);
      expect(file_name).toBe(sheet.name);
      const file = await t.as(u.director, { method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('attachment');
      const bytes = file.rawPayload;
      if (sheet.name.endsWith('.pdf')) {
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } else {
        expect(file.headers['content-type']).toMatch(/wordprocessingml/);
        expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      }
      const row = await t.app.db
        .selectFrom('resource_files')
        .select(['file_key', 'source'])
        .where('id', '=', sheet.id)
        .executeTakeFirstOrThrow();
      expect(row.source).toBeNull();
      expect(row.file_key).toMatch(/^resources\/files\//);
    }
  }, 60_000);

  it('refuses a download to another tenant, to a blocked service and to no one signed in', async () => {
    const [sheet] = (await list({ child_nqa_id: await elementId('1.1.1') })).data;
    const url = `/api/resources/download/${sheet!.id}`;
    const other = await t.as(u.bluegum, { method: 'GET', url, query: { center_id: u.paddington } });
    expect(other.statusCode).toBe(403);
    // A trial that ended without a subscription: the service may not use the portal.
    await t.app.db.deleteFrom('subscriptions').where('center_id', '=', u.otherSunshineCenter).execute();
    await t.app.db
      .updateTable('centers')
      .set({ trial_ends_at: new Date(Date.now() - 86_400_000).toISOString() })
      .where('id', '=', u.otherSunshineCenter)
      .execute();
    const blocked = await t.as(u.director, { method: 'GET', url, query: { center_id: u.otherSunshineCenter } });
    expect(blocked.statusCode).toBe(403);
    const blockedFile = await t.as(u.director, {
      method: 'GET',
      url: `/api/resources/file/${sheet!.id}`,
      query: { center_id: u.otherSunshineCenter },
    });
    expect(blockedFile.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/resources/file/${sheet!.id}?center_id=${u.paddington}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only the operator add, change and remove a resource, checking the file and the element', async () => {
    const payload = {
      label: 'Menu planner',
      name: 'menu.pdf',
      child_nqa_id: '2.1.3',
      file: dataUrl(PDF, 'application/pdf'),
    };
    expect((await operator('POST', '/api/resources', payload, `Bearer ${u.director}`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/resources', payload })).statusCode).toBe(401);
    expect((await operator('POST', '/api/resources', payload, hub('wrong-secret'))).statusCode).toBe(401);

    const badElement = await operator('POST', '/api/resources', { ...payload, child_nqa_id: '9.9.9' });
    expect(badElement.statusCode).toBe(400);
    expect(errorOf(badElement).fields?.[0]?.field).toBe('body.child_nqa_id');
    const script = await operator('POST', '/api/resources', { ...payload, file: dataUrl(SCRIPT, 'application/pdf') });
    expect(script.statusCode).toBe(400);
    expect(errorOf(script).fields?.[0]?.field).toBe('body.file');
    expect((await operator('POST', '/api/resources', { ...payload, name: 'menu' })).statusCode).toBe(400);

    const created = await operator('POST', '/api/resources', payload);
    expect(created.statusCode).toBe(201);
    const resource = jsonOf(created, endpoints.resources.createFile.response);
    expect(resource).toMatchObject({ label: 'Menu planner', element: '2.1.3' });
    const changed = await operator('PUT', `/api/resources/${resource.id}`, { label: 'Menu planner 2026' });
    expect(jsonOf(changed, endpoints.resources.updateFile.response).label).toBe('Menu planner 2026');
    const stored = await t.app.db
      .selectFrom('resource_files')
      .select('file_key')
      .where('id', '=', resource.id)
      .executeTakeFirstOrThrow();
    expect((await operator('DELETE', `/api/resources/${resource.id}`)).statusCode).toBe(200);
    expect(await t.app.storage.get(stored.file_key!)).toBeNull();
    expect((await operator('DELETE', `/api/resources/${resource.id}`)).statusCode).toBe(404);
  });

  it('lists the shop at $147.00 with thumbnails, and a product with its previous and next', async () => {
    const response = await t.as(u.educator, { method: 'GET', url: '/api/resourcesshop' });
    const shop = jsonOf(response, endpoints.resources.shop.response);
    expect(shop.total).toBe(5);
    expect(shop.data.every((item) => item.product_price === SHOP_PRICE_CENTS)).toBe(true);
    expect(shop.data[0]!.product_link).toMatch(/^https:\/\//);
    const image = await t.as(u.educator, { method: 'GET', url: shop.data[0]!.thumbnail! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: shop.data[0]!.thumbnail! })).statusCode).toBe(401);

    const second = await t.as(u.educator, { method: 'GET', url: `/api/resourcesshop/${shop.data[1]!.id}` });
    expect(jsonOf(second, endpoints.resources.shopItem.response)).toMatchObject({
      previous_id: shop.data[0]!.id,
      next_id: shop.data[2]!.id,
      position: 2,
      total: 5,
    });
    const bad = await operator('POST', '/api/resourcesshop', {
      product_name: 'Planner',
      product_description: '<p>Hi</p><script>alert(1)</script>',
      product_price: SHOP_PRICE_CENTS,
      product_link: 'http://insecure.example.com',
    });
    expect(errorOf(bad).fields?.[0]?.field).toBe('body.product_link');
    const created = await operator('POST', '/api/resourcesshop', {
      product_name: 'Planner',
      product_description: '<p>Hi</p><script>alert(1)</script>',
      product_price: SHOP_PRICE_CENTS,
      product_link: 'https://shop.example.com/planner',
      thumbnail: dataUrl(PNG, 'image/png'),
    });
    const product = jsonOf(created, endpoints.resources.createShopItem.response);
    expect(product.product_description).toBe('<p>Hi</p>');
    expect((await operator('DELETE', `/api/resourcesshop/${product.id}`)).statusCode).toBe(200);
  });

  it('adds a tutorial whose video and poster are served to signed-in users', async () => {
    const refused = await operator('POST', '/api/resourcestutorial', { tutorial_name: 'x' }, `Bearer ${u.director}`);
    expect(refused.statusCode).toBe(400);
    const asUser = await operator(
      'POST',
      '/api/resourcestutorial',
      {
        tutorial_name: 'Answering',
        tutorial_description: '',
        tutorial_author: 'Holistic QIP',
        video: dataUrl(WEBM, 'video/webm'),
      },
      `Bearer ${u.director}`,
    );
    expect(asUser.statusCode).toBe(403);
    const created = await operator('POST', '/api/resourcestutorial', {
      tutorial_name: 'Answering a question',
      tutorial_description: '<p>How to answer</p>',
      tutorial_author: 'Holistic QIP',
      video: dataUrl(WEBM, 'video/webm'),
      thumbnail: dataUrl(PNG, 'image/png'),
    });
    expect(created.statusCode).toBe(201);
    const tutorial = jsonOf(created, endpoints.resources.createTutorial.response);
    const listed = jsonOf(
      await t.as(u.educator, { method: 'GET', url: '/api/resourcestutorial' }),
      endpoints.resources.tutorials.response,
    );
    expect(listed.data.map((item) => item.id)).toContain(tutorial.id);
    const video = await t.as(u.educator, { method: 'GET', url: tutorial.tutorial_link });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect((await t.as(u.educator, { method: 'GET', url: tutorial.thumbnail! })).headers['content-type']).toBe(
      'image/png',
    );
    const notVideo = await operator('PUT', `/api/resourcestutorial/${tutorial.id}`, {
      video: dataUrl(PNG, 'video/webm'),
    });
    expect(errorOf(notVideo).fields?.[0]?.field).toBe('body.video');
    expect((await operator('DELETE', `/api/resourcestutorial/${tutorial.id}`)).statusCode).toBe(200);
    const gone = await t.as(u.educator, { method: 'GET', url: `/api/resourcestutorial/${tutorial.id}` });
    expect(errorOf(gone).message).toBe(RESOURCE_MESSAGES.notFound);
  });
});
