// What the benchmark waits for on the portal's pages and on the bare reference pages alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { BENCH_LOGIN } from './demo';

/** The bench package's folder (esbuild resolves react from here). */
export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The first question card of /qip/nqa/1 (the bare page renders the same markup). */
export const FIRST_QUESTION = '[data-remote="mf-assessment"] article';

/** The dashboard's seven quality-area cards (NqaProgressCard; the bare page renders the same markup). */
export const AREA_CARDS = '[aria-labelledby^="nqa-card-"]';
export const AREA_COUNT = 7;

export const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in' });

/** Fills in the login form of the page (the portal's or the bare one); the caller clicks Log in. */
export async function fillLogin(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email address' }).fill(BENCH_LOGIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(BENCH_LOGIN.password);
}

function shownAt(value: number | false): number {
  if (value === false) throw new Error('the wait ended without the element shown');
  return value;
}

/**
 * Times are read inside the page (performance.now(), from the navigation's start), polled every
 * frame: a new context's renderer process starting, and the test driver's round trips, are not
 * the page's doing and would shrink every ratio towards 1.
 */
export async function waitForAreaCards(page: Page): Promise<number> {
  const seen = await page.waitForFunction(
    ({ selector, count }) => {
      const cards = [...document.querySelectorAll(selector)];
      const shown = cards.length >= count && cards.every((card) => card.getBoundingClientRect().height > 0);
      return shown ? performance.now() : false;
    },
    { selector: AREA_CARDS, count: AREA_COUNT },
    { polling: 'raf', timeout: 60_000 },
  );
  return shownAt(await seen.jsonValue());
}

/** When the first question card showed, in ms from the navigation's start (read inside the page). */
export async function waitForFirstQuestion(page: Page): Promise<number> {
  const seen = await page.waitForFunction(
    (selector) => {
      const card = document.querySelector(selector);
      return card && card.getBoundingClientRect().height > 0 ? performance.now() : false;
    },
    FIRST_QUESTION,
    { polling: 'raf', timeout: 60_000 },
  );
  return shownAt(await seen.jsonValue());
}

/** Clicks Log in from inside the page and returns when, on the page's clock. */
export function clickLogIn(page: Page): Promise<number> {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === 'Log in');
    if (!button) throw new Error('no Log in button');
    const at = performance.now();
    button.click();
    return at;
  });
}
