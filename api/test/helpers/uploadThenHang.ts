// Run as a child process (node --import tsx) by orphan-files.test.ts: starts the real API on the
// SQLite database in DATA_DIR (argv[2]), uploads a logo through it, and once the file is stored,
// but before its row is written, prints `stored <key>` and hangs, to be killed with SIGKILL.
import { TokenResponseSchema, UserSchema } from '@qip/shared-contracts';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/seed/prepare';
import { jsonOf } from './json';
import { DEMO, TEST_JWT_SECRET } from './testApp';
import { dataUrl, PNG_1X1 } from './uploads';

async function main(dataDir: string) {
  const config = { ...loadConfig({}), dataDir, jwtSecret: TEST_JWT_SECRET, portalRoot: null, seedDemo: true };
  const database = openDatabase({ databaseUrl: null, dataDir });
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database });
  await app.ready();

  const put = app.storage.put.bind(app.storage);
  app.storage.put = async (key, body, options) => {
    await put(key, body, options);
    process.stdout.write(`stored ${key}\n`);
    await new Promise(() => undefined);
  };

  const login = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      username: DEMO.bluegumDirector.email,
      password: DEMO.bluegumDirector.password,
      client_id: 'qip-portal',
    },
  });
  const token = jsonOf(login, TokenResponseSchema).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const me = jsonOf(await app.inject({ method: 'GET', url: '/api/user', headers }), UserSchema);
  await app.inject({
    method: 'POST',
    url: '/api/attachments',
    headers,
    payload: {
      entity: 'centers',
      entity_id: me.centerIds[0],
      name: 'center_logo',
      title: 'logo',
      base64_image: dataUrl(PNG_1X1),
    },
  });
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
