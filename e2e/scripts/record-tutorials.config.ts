import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../playwright.config';

// Records the resource centre's app tutorials: short videos (1280x720) of the portal's main
// tasks, driven like the end-to-end journeys against the built portal on a throw-away database.
//
//   pnpm --filter @qip/api build && (build the shell and the remotes)
//   cd e2e && E2E_PORT=8204 CHROMIUM_PATH=/usr/bin/chromium pnpm exec playwright test --config scripts/record-tutorials.config.ts
//
// Each video is saved to api/resources/starter/videos/<name>.webm, which the starter library's
// manifest lists with its description.

const server = baseConfig.webServer;

export default defineConfig({
  ...baseConfig,
  // The portal's server, started from the e2e folder as the journeys start it.
  webServer: server && !Array.isArray(server) ? { ...server, cwd: path.resolve(__dirname, '..') } : server,
  testDir: './tutorials',
  testMatch: /\.tutorial\.ts$/,
  timeout: 180_000,
  // The machine records while it serves: give each step time.
  expect: { timeout: 30_000 },
  projects: [{ name: 'tutorials', use: { browserName: 'chromium' } }],
  use: {
    ...baseConfig.use,
    viewport: { width: 1280, height: 720 },
    video: { mode: 'on', size: { width: 1280, height: 720 } },
    launchOptions: { ...baseConfig.use?.launchOptions, slowMo: 80 },
  },
});
