// What the benchmark scripts share: the built API started on a throw-away data folder at
// 127.0.0.1, and a signed-in demo administrator (Bluegum's director).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts dist/server.cjs and waits until it answers; `stop()` ends it and removes its data; `pid` is its process. */
export async function startBenchmarkServer({ name, port, nodeArgs = [] }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `qip-${name}-`));
  const server = spawn(process.execPath, [...nodeArgs, path.join(apiRoot, 'dist/server.cjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_ROOT: '',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop, pid: server.pid };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error('the API did not start within 30 seconds');
}

/** Signs Bluegum's director in: their token, user id and first centre. */
export async function signInDemoAdministrator(origin) {
  const response = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: 'director@bluegum.test',
      password: 'bluegum-demo',
      client_id: 'qip-portal',
    }),
  });
  const { access_token: token } = await response.json();
  const me = await (await fetch(`${origin}/api/user`, { headers: { authorization: `Bearer ${token}` } })).json();
  return { token, userId: me.id, centerId: me.centerIds[0] };
}
