import { type Locator, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '../../tests/fixtures';
import { closeWelcome, DEMO, submitLogin } from '../../tests/support';

// What every tutorial recording shares: a signed-in director and where its video goes.

export { expect };

/**
 * Each tutorial's page starts signed in, so its video shows the task and not the sign-in: the
 * director signs in (and closes the first visit's welcome) in a context of its own, whose stored
 * session and welcome are handed to the recorded page's context.
 */
export const test = base.extend({
  storageState: async ({ browser, baseURL }, provide) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signIn(page);
    const state = await context.storageState();
    await context.close();
    await provide(state);
  },
  page: async ({ page }, provide) => {
    opened.set(page, Date.now());
    await provide(page);
  },
});

/** When each recorded page opened (about when its video starts) and when its task began. */
const opened = new WeakMap<Page, number>();
const taskStarted = new WeakMap<Page, number>();

/**
 * Marks where the tutorial's task begins, once the first screen has loaded: the video is cut to
 * start here, so a portal slow to load on a busy machine is not recorded. The cut keeps 2.5 s
 * before the mark: the video's clock starts with its first frame, a little after the page opens.
 */
export function taskBegins(page: Page) {
  taskStarted.set(page, Date.now());
}

/** The starter library's folder of tutorial videos. */
const VIDEOS = path.resolve(__dirname, '../../../api/resources/starter/videos');

/** Signs in as Sunshine's director and opens the dashboard. */
async function signIn(page: Page) {
  await submitLogin(page, DEMO.director);
  await expect(page).toHaveURL(/\/qip\/nqa$/);
  await closeWelcome(page);
}

/** Lets the viewer see the result for a moment. */
export const pause = (page: Page, ms = 1200) => page.waitForTimeout(ms);

/** Answers a question card and waits until the answer is saved. */
export async function answer(card: Locator, label: 'Yes' | 'No') {
  const button = card.getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeEnabled();
}

/** Closes the page and keeps its video as `<name>.webm` in the starter library. */
export async function keepVideo(page: Page, name: string) {
  const video = page.video();
  await page.close();
  if (!video) throw new Error('video recording is off: run with scripts/record-tutorials.config.ts');
  fs.mkdirSync(VIDEOS, { recursive: true });
  const target = path.join(VIDEOS, `${name}.webm`);
  const from = ((taskStarted.get(page) ?? 0) - (opened.get(page) ?? 0)) / 1000 - 2.5;
  if (from <= 0) return video.saveAs(target);
  // Cut the loading out with ffmpeg (VP8 again, as Playwright records).
  const whole = path.join(VIDEOS, `${name}.whole.webm`);
  await video.saveAs(whole);
  const cut = spawnSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-ss',
      from.toFixed(2),
      '-i',
      whole,
      '-an',
      '-c:v',
      'libvpx',
      '-crf',
      '10',
      '-b:v',
      '1M',
      target,
    ],
    { stdio: 'inherit' },
  );
  fs.rmSync(whole);
  if (cut.status !== 0) throw new Error(`ffmpeg could not cut ${name}.webm`);
}
