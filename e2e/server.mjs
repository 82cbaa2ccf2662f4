// Starts the built portal for the end-to-end tests on a fresh, throw-away data folder, exactly
// as `npm start` serves it, and removes the folder when the tests stop it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnPortal } from './portalServer.mjs';

// The folder Playwright made for this run (the tests read its outbox), or a new one.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'qip-e2e-'));

// The hub client's secret: the one Playwright made for this run (its launch tests mint links
// with it), or a random one; there is no default.
const hubClientSecret = process.env.HUB_CLIENT_SECRET || randomBytes(24).toString('base64url');

const server = spawnPortal({
  dataDir,
  port: process.env.E2E_PORT ?? '8181',
  env: { HUB_CLIENT_SECRET: hubClientSecret },
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
