import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { AttachmentSchema } from '@qip/shared-contracts';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig, type ApiConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, signInTenants, type Tenants } from './helpers/tenants';
import { startFakeS3Server, type FakeS3Server } from './helpers/fakeS3Server';
import { createTestApp, TEST_JWT_SECRET, withEnv, type TestApp } from './helpers/testApp';
import { dataUrl, PNG_1X1 } from './helpers/uploads';
import { errorOf, jsonOf } from './helpers/json';

const MINUTE = 60 * 1000;
const tenMinutesOn = () => new Date(Date.now() + 10 * MINUTE);

/** Every file under the local storage root, as paths relative to it. */
function filesIn(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A logger that keeps each JSON line it is given (the tests match them with expect.objectContaining). */
function capturedLog() {
  const lines: unknown[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line: unknown = JSON.parse(chunk.toString());
      lines.push(line);
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

const logoBody = (centerId: string) => ({
  entity: 'centers',
  entity_id: centerId,
  name: 'center_logo',
  title: 'logo',
  base64_image: dataUrl(PNG_1X1),
});

describe.each(testDialects())('an upload whose row cannot be written (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  it('removes the file it had written, so nothing is left behind', async () => {
    // The database refuses every new attachment row, after the file is stored.
    if (dialect === 'sqlite') {
      await sql`CREATE TRIGGER refuse_attachments BEFORE INSERT ON attachments BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(
        t.app.db,
      );
    } else {
      await sql`CREATE FUNCTION refuse_attachment() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`.execute(
        t.app.db,
      );
      await sql`CREATE TRIGGER refuse_attachments BEFORE INSERT ON attachments FOR EACH ROW EXECUTE FUNCTION refuse_attachment()`.execute(
        t.app.db,
      );
    }
    const before = filesIn(t.database.dataDir);
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: '/api/attachments',
      payload: logoBody(u.bluegumCenter),
    });
    expect(response.statusCode).toBe(500);
    expect(errorOf(response).message).toBe('Something went wrong on our side. Please try again.');
    expect(filesIn(t.database.dataDir)).toEqual(before);
    await sql`DROP TRIGGER refuse_attachments${sql.raw(dialect === 'postgres' ? ' ON attachments' : '')}`.execute(
      t.app.db,
    );
  });
});

/** The API started on a database and data folder, with its log kept; ready, so its start-up sweep is done. */
async function start(config: ApiConfig, database: DatabaseHandle, now: () => Date) {
  const { lines, logger } = capturedLog();
  const app = await buildApp({ config, database, now, logger });
  await app.ready();
  return { app, lines };
}

describe.each(testDialects())('the sweep of orphan files at the start (%s)', (dialect) => {
  it('removes files no row points at and leftovers of interrupted writes, once older than five minutes, and logs them', async () => {
    const t = await createTestApp(dialect);
    const u = await signInTenants(t);
    const logo = await t.as(u.bluegum, { method: 'POST', url: '/api/attachments', payload: logoBody(u.bluegumCenter) });
    const { dataDir } = t.database;
    const root = path.join(dataDir, 'uploads');
    const logoFiles = filesIn(dataDir);
    // What crashes leave: a file whose row was never written, a temporary file, a lone metadata file.
    const orphanKey = `centers/${u.bluegumCenter}/logo/00000000-crashed.png`;
    await t.app.storage.put(orphanKey, PNG_1X1, { contentType: 'image/png' });
    fs.mkdirSync(path.join(root, 'centers/half'), { recursive: true });
    fs.writeFileSync(path.join(root, 'centers/half/a.png.1234.tmp'), 'half a file');
    fs.writeFileSync(path.join(root, 'centers/half/b.png.meta.json'), '{"contentType":"image/png"}');
    // Outside the attachments' folders: never looked at.
    fs.mkdirSync(path.join(root, 'other'), { recursive: true });
    fs.writeFileSync(path.join(root, 'other/keep.txt'), 'not ours');
    await t.app.close();
    const everything = filesIn(dataDir);

    // Started again at once: all of it is younger than five minutes, so all of it stays.
    const soon = await start(t.config, t.database.handle, () => new Date());
    expect(filesIn(dataDir)).toEqual(everything);
    await soon.app.close();

    // Started ten minutes later: what the crashes left goes; the logo and the foreign file stay.
    const later = await start(t.config, t.database.handle, tenMinutesOn);
    expect(filesIn(dataDir)).toEqual([...logoFiles, 'other/keep.txt'].sort());
    expect(later.lines).toContainEqual(
      expect.objectContaining({
        msg: 'removed 2 file(s) left by interrupted uploads',
        files: ['centers/half/a.png.1234.tmp', 'centers/half/b.png.meta.json'],
      }),
    );
    expect(later.lines).toContainEqual(
      expect.objectContaining({ msg: 'removed 1 stored file(s) no attachment refers to', keys: [orphanKey] }),
    );
    const file = await later.app.inject({
      method: 'GET',
      url: jsonOf(logo, AttachmentSchema).url,
      headers: { authorization: `Bearer ${u.bluegum}` },
    });
    expect(file.rawPayload).toEqual(PNG_1X1);
    await later.app.close();
    await t.database.drop();
  }, 60_000);
});

describe("a crash between an upload's file and its row (the API killed with SIGKILL)", () => {
  const apiRoot = path.resolve(__dirname, '..');

  /** Runs helpers/uploadThenHang.ts on the data folder and answers the key it stored before hanging. */
  function uploadThenHang(dataDir: string) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'helpers/uploadThenHang.ts'), dataDir],
      {
        cwd: apiRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const stored = new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /stored (\S+)\n/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('exit', (code) => reject(new Error(`the upload process ended (${code}) before storing: ${output}`)));
    });
    return { child, stored };
  }

  it('leaves a file without a row, which the next start removes and logs', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-crash-'));
    try {
      const { child, stored } = uploadThenHang(dataDir);
      const key = await stored;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      // The demo's own pictures (with their rows) are there too, and stay.
      const files = filesIn(dataDir);
      expect(files).toEqual(expect.arrayContaining([key, `${key}.meta.json`]));
      const config: ApiConfig = { ...loadConfig({}), dataDir, jwtSecret: TEST_JWT_SECRET, portalRoot: null };
      const database = openDatabase({ databaseUrl: null, dataDir });
      const rows = await database.db.selectFrom('attachments').select('storage_key').execute();
      expect(rows.map((row) => row.storage_key)).not.toContain(key);

      const restarted = await start(config, database, tenMinutesOn);
      expect(filesIn(dataDir)).toEqual(files.filter((file) => !file.startsWith(key)));
      expect(restarted.lines).toContainEqual(
        expect.objectContaining({ msg: 'removed 1 stored file(s) no attachment refers to', keys: [key] }),
      );
      await restarted.app.close();
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('the sweep on S3-compatible storage', () => {
  let s3: FakeS3Server;
  beforeAll(async () => {
    s3 = await startFakeS3Server({ pageSize: 2 });
  });
  afterAll(() => s3.close());

  it('lists the keys under the prefix page by page and removes old objects no row points at', async () => {
    const env = {
      S3_BUCKET: 'qip-uploads',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'portal',
    };
    const t = await createTestApp('sqlite', { env });
    // The demo's pictures, which have rows: the sweep keeps them.
    const seeded = [...s3.objects.keys()];
    const u = await signInTenants(t);
    const logo = await t.as(u.bluegum, { method: 'POST', url: '/api/attachments', payload: logoBody(u.bluegumCenter) });
    const orphans = [1, 2, 3].map((n) => `centers/${u.bluegumCenter}/logo/orphan-${n}.png`);
    for (const key of orphans) await t.app.storage.put(key, PNG_1X1, { contentType: 'image/png' });
    s3.objects.set('qip-uploads/portal/other/keep.txt', {
      body: Buffer.from('not ours'),
      contentType: 'text/plain',
      lastModified: new Date(0),
    });
    await t.app.close();

    const later = await withEnv(env, () => start(t.config, t.database.handle, tenMinutesOn));
    const left = [...s3.objects.keys()].sort();
    expect(left).toEqual(
      [
        ...seeded,
        `qip-uploads/portal/centers/${u.bluegumCenter}/logo/${jsonOf(logo, AttachmentSchema).id}.png`,
        'qip-uploads/portal/other/keep.txt',
      ].sort(),
    );
    expect(later.lines).toContainEqual(
      expect.objectContaining({ msg: 'removed 3 stored file(s) no attachment refers to', keys: orphans }),
    );
    await later.app.close();
    await t.database.drop();
  }, 60_000);
});
