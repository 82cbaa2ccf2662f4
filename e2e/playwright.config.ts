import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from './chromium.json';

const port = Number(process.env.E2E_PORT ?? 8181);

// The hub client's secret for this run: made once here (the test workers inherit it), given to
// the server as HUB_CLIENT_SECRET and read by the launch tests (hubClientSecret in support.ts).
process.env.E2E_HUB_CLIENT_SECRET ||= randomBytes(24).toString('base64url');
// The server's data folder, made here so the tests can read what it writes (mails in its outbox).
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'qip-e2e-'));

/** Debian's Chromium (never a browser download), with the flags this network needs (chromium.json, shared with bench/). */
const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;

const MONEY_JOURNEYS = /(billing-account|signup)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromium.args,
    },
  },
  // The money journeys change the seeded Sunshine account (a card pays Marrickville, a plan is
  // cancelled, a service is added) that the other journeys expect as seeded: they run last.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: MONEY_JOURNEYS },
    { name: 'money', use: { browserName: 'chromium' }, testMatch: MONEY_JOURNEYS, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      E2E_PORT: String(port),
      HUB_CLIENT_SECRET: process.env.E2E_HUB_CLIENT_SECRET,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
    },
  },
});
