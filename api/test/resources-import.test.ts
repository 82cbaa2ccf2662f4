import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@qip/shared-contracts';
import { importLibrary, LibraryImportError, type LibraryManifest } from '../src/shared/resources/library';
import { testDialects } from './helpers/databases';
import { jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// `npm run resources -- import <folder>`: the import the command runs (importLibrary), on a small
// folder made here, and on SQLite the command itself as a child process against the test's DATA_DIR.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<</Type/Catalog>>\nendobj\ntrailer\n<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBM = Buffer.from('GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAAA', 'base64');
const SCRIPT = Buffer.from('#!/bin/sh\necho hi\n');

const CLI = path.resolve(__dirname, '../scripts/resources.mjs');

const MANIFEST = {
  resources: [{ key: 'menu-planner', label: 'Menu planner', element: '2.1.3', file: 'files/menu-planner.pdf' }],
  shop: [
    {
      key: 'shop-menu-cards',
      product_name: 'Menu Cards',
      product_description: '<p>Cards</p><script>alert(1)</script>',
      product_price: 14700,
      product_link: '/products/menu-cards',
      label: 'Food',
      thumbnail: 'thumbnails/menu-cards.png',
    },
  ],
  tutorials: [
    {
      key: 'tutorial-menu',
      tutorial_name: 'Planning a menu',
      tutorial_description: '<p>Plan the week.</p>',
      tutorial_author: 'Holistic QIP',
      video: 'videos/menu.webm',
      thumbnail: 'thumbnails/menu.png',
    },
  ],
} satisfies LibraryManifest;

/** A library folder in a temp dir: the manifest and its files (each file's bytes can be swapped). */
function libraryFolder(manifest: unknown = MANIFEST, files: Record<string, Buffer> = {}): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-library-'));
  const all: Record<string, Buffer> = {
    'files/menu-planner.pdf': PDF,
    'thumbnails/menu-cards.png': PNG,
    'videos/menu.webm': WEBM,
    'thumbnails/menu.png': PNG,
    ...files,
  };
  for (const [relative, bytes] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true });
    fs.writeFileSync(path.join(folder, relative), bytes);
  }
  fs.writeFileSync(
    path.join(folder, 'manifest.json'),
    typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
  );
  return folder;
}

/** Runs `npm run resources -- <args>` as the command runs it, against a data folder. */
function runCommand(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SHOP_URL: 'https://shop.example.com' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.each(testDialects())('npm run resources -- import (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  const folders: string[] = [];

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  const folder = (manifest?: unknown, files?: Record<string, Buffer>) => {
    const made = libraryFolder(manifest, files);
    folders.push(made);
    return made;
  };
  const deps = () => ({ db: t.app.db, storage: t.app.storage });
  const counts = async () => ({
    resources: (await t.app.db.selectFrom('resource_files').select('id').execute()).length,
    shop: (await t.app.db.selectFrom('shop_resources').select('id').execute()).length,
    tutorials: (await t.app.db.selectFrom('tutorials').select('id').execute()).length,
  });
  const imported = async () => ({
    resource: await t.app.db
      .selectFrom('resource_files')
      .selectAll()
      .where('import_key', '=', 'menu-planner')
      .executeTakeFirst(),
    product: await t.app.db
      .selectFrom('shop_resources')
      .selectAll()
      .where('import_key', '=', 'shop-menu-cards')
      .executeTakeFirst(),
    tutorial: await t.app.db
      .selectFrom('tutorials')
      .selectAll()
      .where('import_key', '=', 'tutorial-menu')
      .executeTakeFirst(),
  });
  const removeImported = async () => {
    await t.app.db.deleteFrom('resource_files').where('import_key', '=', 'menu-planner').execute();
    await t.app.db.deleteFrom('shop_resources').where('import_key', '=', 'shop-menu-cards').execute();
    await t.app.db.deleteFrom('tutorials').where('import_key', '=', 'tutorial-menu').execute();
  };
  const bytesAt = async (url: string) => {
    const response = await t.as(u.educator, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { type: response.headers['content-type'], bytes: response.rawPayload };
  };

  /** The imported rows are listed and their files served: the resource, the product's thumbnail, the tutorial's two. */
  async function expectServed() {
    const rows = await imported();
    expect(rows.resource).toMatchObject({ label: 'Menu planner', name: 'menu-planner.pdf', source: null });
    expect(rows.resource!.file_key).toMatch(/^resources\/files\/.+\.pdf$/);
    const download = await t.as(u.director, {
      method: 'GET',
      url: `/api/resources/download/${rows.resource!.id}`,
      query: { center_id: u.paddington },
    });
    const { url, file_name } = jsonOf(download, endpoints.resources.download.response);
    expect(file_name).toBe('menu-planner.pdf');
    const file = await t.as(u.director, { method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const { item: product } = jsonOf(
      await t.as(u.educator, { method: 'GET', url: `/api/resourcesshop/${rows.product!.id}` }),
      endpoints.resources.shopItem.response,
    );
    expect(product).toMatchObject({ product_name: 'Menu Cards', product_description: '<p>Cards</p>', label: 'Food' });
    expect(product.product_link).toMatch(/^https:\/\/.+\/products\/menu-cards$/);
    expect(await bytesAt(product.thumbnail!)).toEqual({ type: 'image/png', bytes: PNG });

    const { item: tutorial } = jsonOf(
      await t.as(u.educator, { method: 'GET', url: `/api/resourcestutorial/${rows.tutorial!.id}` }),
      endpoints.resources.tutorial.response,
    );
    expect(tutorial).toMatchObject({ tutorial_name: 'Planning a menu', tutorial_author: 'Holistic QIP' });
    expect(await bytesAt(tutorial.tutorial_link)).toEqual({ type: 'video/webm', bytes: WEBM });
    expect(await bytesAt(tutorial.thumbnail!)).toEqual({ type: 'image/png', bytes: PNG });
  }

  it('imports a folder: the rows, and their files stored and downloadable; importing again updates, not duplicates', async () => {
    const before = await counts();
    const library = folder();
    expect(await importLibrary(deps(), library)).toEqual({ resources: 1, shop: 1, tutorials: 1 });
    expect(await counts()).toEqual({
      resources: before.resources + 1,
      shop: before.shop + 1,
      tutorials: before.tutorials + 1,
    });
    await expectServed();
    const first = await imported();

    const renamed = {
      ...MANIFEST,
      resources: [{ ...MANIFEST.resources[0]!, label: 'Weekly menu planner', element: '2.1.2' }],
      tutorials: [{ ...MANIFEST.tutorials[0]!, tutorial_name: 'Planning the week’s menu' }],
    };
    fs.writeFileSync(path.join(library, 'manifest.json'), JSON.stringify(renamed));
    expect(await importLibrary(deps(), library)).toEqual({ resources: 1, shop: 1, tutorials: 1 });
    expect(await counts()).toEqual({
      resources: before.resources + 1,
      shop: before.shop + 1,
      tutorials: before.tutorials + 1,
    });
    const again = await imported();
    expect(again.resource).toMatchObject({ id: first.resource!.id, label: 'Weekly menu planner' });
    expect(again.resource!.child_nqa_id).not.toBe(first.resource!.child_nqa_id);
    expect(again.product!.id).toBe(first.product!.id);
    expect(again.product!.sort_order).toBe(first.product!.sort_order);
    expect(again.tutorial).toMatchObject({ id: first.tutorial!.id, tutorial_name: 'Planning the week’s menu' });
    await removeImported();
  });

  it.each([
    [
      'a missing field',
      { ...MANIFEST, tutorials: [{ ...MANIFEST.tutorials[0]!, video: undefined }] },
      {},
      /tutorials\[0\]\.video: /,
    ],
    [
      'a price that is not whole cents',
      { ...MANIFEST, shop: [{ ...MANIFEST.shop[0]!, product_price: '147.00' }] },
      {},
      /shop\[0\]\.product_price: /,
    ],
    [
      'a path out of the folder',
      { ...MANIFEST, resources: [{ ...MANIFEST.resources[0]!, file: '../x.pdf' }] },
      {},
      /resources\[0\]\.file: must stay inside the folder/,
    ],
    [
      'an element not in the NQS',
      { ...MANIFEST, resources: [{ ...MANIFEST.resources[0]!, element: '9.9.9' }] },
      {},
      /resources\[0\]\.element: 9\.9\.9 is not an element of the NQS in force/,
    ],
    [
      'a key used twice',
      { ...MANIFEST, shop: [MANIFEST.shop[0]!, MANIFEST.shop[0]!] },
      {},
      /shop\[1\]\.key: "shop-menu-cards" is used twice/,
    ],
    // The last item's file is bad: the resource and the product before it are not imported either.
    [
      'a program as the tutorial thumbnail',
      MANIFEST,
      { 'thumbnails/menu.png': SCRIPT },
      /tutorials\[0\]\.thumbnail: thumbnails\/menu\.png: /,
    ],
    [
      'a file missing from the folder',
      { ...MANIFEST, tutorials: [{ ...MANIFEST.tutorials[0]!, video: 'videos/none.webm' }] },
      {},
      /tutorials\[0\]\.video: there is no file videos\/none\.webm in the folder/,
    ],
    ['a manifest that is not JSON', '{"shop": [', {}, /manifest\.json is not valid JSON/],
  ])('refuses %s with a message naming the field, and imports nothing', async (_case, manifest, files, message) => {
    const before = await counts();
    const refused = importLibrary(deps(), folder(manifest, files));
    await expect(refused).rejects.toThrow(LibraryImportError);
    await expect(refused).rejects.toThrow(message);
    expect(await counts()).toEqual(before);
    expect(await imported()).toEqual({ resource: undefined, product: undefined, tutorial: undefined });
  });

  if (dialect === 'sqlite') {
    it('runs as the command against DATA_DIR: imports, imports again without duplicates, refuses a bad manifest', async () => {
      const before = await counts();
      const dataDir = t.database.dataDir;
      const first = await runCommand(['import', folder()], dataDir);
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toMatch(/1 resource file\(s\), 1 shop product\(s\), 1 tutorial\(s\)/);
      const second = await runCommand(['import', folder()], dataDir);
      expect(second.code).toBe(0);
      expect(await counts()).toEqual({
        resources: before.resources + 1,
        shop: before.shop + 1,
        tutorials: before.tutorials + 1,
      });
      await expectServed();
      expect((await imported()).product!.product_link).toBe('https://shop.example.com/products/menu-cards');

      const bad = await runCommand(
        ['import', folder({ ...MANIFEST, shop: [{ ...MANIFEST.shop[0]!, product_name: '' }] })],
        dataDir,
      );
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(/^The import failed: manifest\.json: shop\[0\]\.product_name: /);
      expect((await imported()).product!.product_name).toBe('Menu Cards');
      const usage = await runCommand(['export'], dataDir);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run resources -- import <folder>');
      await removeImported();
    }, 120_000);
  }
});
