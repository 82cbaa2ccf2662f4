// Starts the built portal for the end-to-end tests on a fresh, throw-away data folder, exactly
// as `npm start` serves it, and removes the folder when the tests stop it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The folder Playwright made for this run (the tests read its outbox), or a new one.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'qip-e2e-'));

// The hub client's secret: the one Playwright made for this run (its launch tests mint links
// with it), or a random one; there is no default.
const hubClientSecret = process.env.HUB_CLIENT_SECRET || randomBytes(24).toString('base64url');

const server = spawn(process.execPath, [path.join(root, 'api/dist/server.cjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '8181',
    LOG_LEVEL: 'warn',
    HUB_CLIENT_SECRET: hubClientSecret,
    // The tests sign in far more often from 127.0.0.1 than a person would; only tests set this.
    TEST_LOGIN_LIMIT_PER_ADDRESS: '1000',
  },
});

const stop = () => {
  server.kill('SIGTERM');
};
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
