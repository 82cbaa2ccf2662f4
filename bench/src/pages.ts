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

export async function waitForAreaCards(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ selector, count }) => {
      const cards = [...document.querySelectorAll(selector)];
      return cards.length >= count && cards.every((card) => card.getBoundingClientRect().height > 0);
    },
    { selector: AREA_CARDS, count: AREA_COUNT },
    { polling: 'raf' },
  );
}

export async function waitForFirstQuestion(page: Page): Promise<void> {
  await page.locator(FIRST_QUESTION).first().waitFor({ state: 'visible' });
}
