// Chromium as the end-to-end tests launch it (e2e/chromium.json, CHROMIUM_PATH).
import chromiumSettings from '@qip/e2e/chromium.json';
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath,
    args: chromiumSettings.args,
  });
}
