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

export default defineConfig({
  ...baseConfig,
  testDir: './tutorials',
  testMatch: /\.tutorial\.ts$/,
  timeout: 120_000,
  projects: [{ name: 'tutorials', use: { browserName: 'chromium' } }],
  use: {
    ...baseConfig.use,
    viewport: { width: 1280, height: 720 },
    video: { mode: 'on', size: { width: 1280, height: 720 } },
    launchOptions: { ...baseConfig.use?.launchOptions, slowMo: 120 },
  },
});
