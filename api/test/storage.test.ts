import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../src/plugins/storage/localStorage';
import { createS3Storage } from '../src/plugins/storage/s3Storage';
import { storageSettingsFromEnv } from '../src/plugins/storage/settings';
import { assertValidKey, keySegmentOf, type StorageDriver } from '../src/plugins/storage/types';
import { startFakeS3Server, type FakeS3Server } from './helpers/fakeS3Server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What every driver must do, whatever it stores into. */
function behavesAsStorage(driver: () => StorageDriver) {
  it('stores, returns and removes a file by key with its content type and size', async () => {
    const storage = driver();
    await storage.put('centers/c1/logo/a.png', PNG, { contentType: 'image/png' });
    expect(await storage.get('centers/c1/logo/a.png')).toEqual({
      body: PNG,
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });
    await storage.delete('centers/c1/logo/a.png');
    expect(await storage.get('centers/c1/logo/a.png')).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    const storage = driver();
    await storage.put('reports/r1.txt', Buffer.from('first'), { contentType: 'text/plain' });
    await storage.put('reports/r1.txt', Buffer.from('second'), { contentType: 'text/plain' });
    expect((await storage.get('reports/r1.txt'))?.body.toString()).toBe('second');
  });

  it('answers null for a key that holds nothing, and removing it is not an error', async () => {
    const storage = driver();
    expect(await storage.get('nothing/here.png')).toBeNull();
    await expect(storage.delete('nothing/here.png')).resolves.toBeUndefined();
  });

  it('lists the objects of a folder, through every page, with when each was written', async () => {
    const storage = driver();
    const keys = ['centers/c1/logo/a.png', 'centers/c1/logo/b.png', 'centers/c2/logo/c.png', 'centers/c3/d.png'];
    for (const key of [...keys, 'reports/r1.txt']) await storage.put(key, PNG, { contentType: 'image/png' });
    const listed = [];
    for await (const object of storage.list('centers')) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual(keys);
    for (const object of listed) expect(Date.now() - object.modifiedAt.getTime()).toBeLessThan(60_000);
  });

  it.each(['../outside.png', '/absolute.png', 'a/../../b.png', 'a//b.png', 'a/.hidden'])(
    'refuses the key %s',
    async (key) => {
      await expect(driver().put(key, PNG, { contentType: 'image/png' })).rejects.toThrow('Invalid storage key');
    },
  );
}

describe('the local storage driver', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-storage-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  behavesAsStorage(() => createLocalStorage(root));

  it('removes temporary files and lone metadata files older than a time, and says which', async () => {
    const storage = createLocalStorage(root);
    await storage.put('centers/c1/logo/a.png', PNG, { contentType: 'image/png' });
    fs.writeFileSync(path.join(root, 'centers/c1/logo/b.png.5678.tmp'), 'half');
    fs.writeFileSync(path.join(root, 'centers/c1/logo/c.png.meta.json'), '{}');
    expect(await storage.removeLeftovers(new Date(Date.now() - 60_000))).toEqual([]);
    expect((await storage.removeLeftovers(new Date(Date.now() + 60_000))).sort()).toEqual([
      'centers/c1/logo/b.png.5678.tmp',
      'centers/c1/logo/c.png.meta.json',
    ]);
    expect(await storage.get('centers/c1/logo/a.png')).toMatchObject({ contentType: 'image/png' });
  });

  it('keeps each file as a file under its root', async () => {
    await createLocalStorage(root).put('centers/c1/logo/a.png', PNG, { contentType: 'image/png' });
    expect(fs.readFileSync(path.join(root, 'centers', 'c1', 'logo', 'a.png'))).toEqual(PNG);
  });
});

describe('the S3 storage driver, through the AWS SDK against a local S3-compatible server', () => {
  let s3: FakeS3Server;
  beforeAll(async () => {
    s3 = await startFakeS3Server({ pageSize: 2 });
  });
  afterAll(() => s3.close());

  const driver = () =>
    createS3Storage({
      bucket: 'qip-files',
      region: 'ap-southeast-2',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      prefix: 'portal',
    });

  behavesAsStorage(driver);

  it('writes path-style into the bucket under the prefix, with signed requests', async () => {
    await driver().put('centers/c2/logo/b.png', PNG, { contentType: 'image/png' });
    expect(s3.objects.get('qip-files/portal/centers/c2/logo/b.png')).toMatchObject({
      body: PNG,
      contentType: 'image/png',
    });
    const put = s3.requests.find((request) => request.path === 'qip-files/portal/centers/c2/logo/b.png');
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-southeast-2\/s3\//);
  });
});

describe('storage settings from the environment', () => {
  it('default to the uploads folder in DATA_DIR and 10 MB uploads', () => {
    expect(storageSettingsFromEnv({}, '/srv/qip')).toEqual({
      driver: { kind: 'local', root: path.join('/srv/qip', 'uploads') },
      uploadMaxBytes: 10 * 1024 * 1024,
    });
  });

  it('use S3 when S3_BUCKET is set', () => {
    const settings = storageSettingsFromEnv(
      {
        S3_BUCKET: 'qip',
        S3_ENDPOINT: 'https://s3.example.test',
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        UPLOAD_MAX_BYTES: '2000000',
      },
      '/srv/qip',
    );
    expect(settings).toEqual({
      driver: {
        kind: 's3',
        bucket: 'qip',
        region: 'ap-southeast-2',
        endpoint: 'https://s3.example.test',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        prefix: '',
      },
      uploadMaxBytes: 2000000,
    });
  });

  it('refuse half a key pair and a size that is not a whole number', () => {
    expect(() => storageSettingsFromEnv({ S3_BUCKET: 'qip', S3_ACCESS_KEY_ID: 'key' }, '/d')).toThrow(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(() => storageSettingsFromEnv({ UPLOAD_MAX_BYTES: '5MB' }, '/d')).toThrow('UPLOAD_MAX_BYTES');
  });
});

describe('key segments made from a title', () => {
  it.each([
    ['logo', 'logo'],
    ['École logo', 'Ecole-logo'],
    ['(logo)', 'logo'],
    ['_logo', 'logo'],
    ['../../etc/passwd', 'etc-passwd'],
    ['日本語のロゴ', 'file'],
    ['', 'file'],
    ['...', 'file'],
    ['x'.repeat(100), 'x'.repeat(60)],
    [`${'a'.repeat(59)}!b`, 'a'.repeat(59)],
  ])('%j becomes %j, a valid key segment', (title, segment) => {
    expect(keySegmentOf(title, 'file')).toBe(segment);
    expect(() => assertValidKey(`centers/${keySegmentOf(title, 'file')}/a.png`)).not.toThrow();
  });
});
