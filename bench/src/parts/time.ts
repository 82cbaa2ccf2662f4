// Time: cold /qip/nqa/1 to its first question card, and login to the dashboard's cards, each
// against a bare React page making the same API calls; and the calls each page makes.
import path from 'node:path';
import { PORTAL_CLIENT_ID, SESSION_STORAGE_KEY } from '@qip/shared-contracts';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import type { ApiCall, BareConfig } from '../bare/config';
import {
  AREA_COUNT,
  BENCH_ROOT,
  clickLogIn,
  fillLogin,
  loginButton,
  waitForAreaCards,
  waitForFirstQuestion,
} from '../pages';
import { median, type Figure } from '../stats';
import { callsMadeTwice, describeCalls } from '../calls';

/** How long a page is watched after its goal shows, for calls made late (a second /api/user). */
const SETTLE_MS = 1500;
const BARE_PREFIX = '/bench-bare/';

/** The portal's storage a signed-in browser keeps (session, selected service, welcome seen). */
type Storage = Record<string, string>;

function recordCalls(page: Page, origin: string): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin)) return;
    const local = url.slice(origin.length);
    const isApi = local.startsWith('/api/') || local.startsWith('/oauth/');
    // The live stream stays open: it is not a call a page waits for.
    const isStream =
      request.resourceType() === 'eventsource' || (request.headers().accept ?? '').includes('event-stream');
    if (isApi && !isStream) calls.push({ method: request.method(), url: local, body: request.postData() });
  });
  return calls;
}

async function newContext(browser: Browser, storage: Storage, bare?: { html: string; js: string }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((entries: Storage) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  if (bare) {
    await context.route(`**${BARE_PREFIX}**`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: bare.js })
        : route.fulfill({ contentType: 'text/html', body: bare.html }),
    );
  }
  return context;
}

/**
 * Logs in through the portal's page and times it to the dashboard's cards; when `settle`, it then
 * watches the page a while longer for late calls.
 */
async function portalLogin(browser: Browser, origin: string, storage: Storage, { settle = false } = {}) {
  const context = await newContext(browser, storage);
  const page = await context.newPage();
  await page.goto(`${origin}/qip/auth`);
  await loginButton(page).waitFor();
  await fillLogin(page);
  const calls = recordCalls(page, origin);
  const clickedAt = await clickLogIn(page);
  const ms = (await waitForAreaCards(page)) - clickedAt;
  if (settle) await page.waitForTimeout(SETTLE_MS);
  const kept = await page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('qip.')) entries[key] = localStorage.getItem(key) ?? '';
    }
    return entries;
  });
  await context.close();
  return { ms, calls: [...calls], storage: kept };
}

/** The bare login page: fill in, click, time until its cards show. */
async function bareLogin(browser: Browser, origin: string, bare: { html: string; js: string }) {
  const context = await newContext(browser, {}, bare);
  const page = await context.newPage();
  await page.goto(`${origin}${BARE_PREFIX}login`);
  await loginButton(page).waitFor();
  await fillLogin(page);
  const clickedAt = await clickLogIn(page);
  const ms = (await waitForAreaCards(page)) - clickedAt;
  await context.close();
  return ms;
}

/** A cold visit (fresh context) to `url` with the session in place: time to the first question card. */
async function coldVisit(browser: Browser, url: string, storage: Storage, bare?: { html: string; js: string }) {
  const context = await newContext(browser, storage, bare);
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const calls = recordCalls(page, origin);
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await waitForFirstQuestion(page);
  return { ms, calls, page, context };
}

async function bareBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(BENCH_ROOT, 'src/bare/main.tsx')],
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  return result.outputFiles[0]!.text;
}

function barePage(js: string, config: BareConfig) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare React page</title></head><body><div id="root"></div><script>window.BENCH_CONFIG = ${JSON.stringify(config).replace(/</g, '\\u003c')};</script><script src="${BARE_PREFIX}main.js"></script></body></html>`;
  return { html, js };
}

/** Each distinct call once, in the order the portal first made it. */
function distinct(calls: readonly ApiCall[]): ApiCall[] {
  const seen = new Set<string>();
  return calls.filter((call) => {
    const key = `${call.method} ${call.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface TimeResult {
  figures: Figure[];
  /** The API calls each page made, for the printout and the JSON file. */
  calls: Record<string, string[]>;
}

export async function measureTime(browser: Browser, origin: string, runs: number): Promise<TimeResult> {
  const part = 'time';
  const js = await bareBundle();

  // A first login, not timed: it records the calls and leaves the storage a signed-in browser keeps.
  const first = await portalLogin(browser, origin, {}, { settle: true });
  const signedIn = first.storage;
  const welcomeOnly = Object.fromEntries(Object.entries(signedIn).filter(([key]) => key !== SESSION_STORAGE_KEY));
  const loginCalls = first.calls;
  const dashboardCalls = distinct(loginCalls.filter((call) => !call.url.startsWith('/oauth/')));

  // A first cold visit, not timed: it records the calls of /qip/nqa/1.
  const nqaUrl = `${origin}/qip/nqa/1`;
  const recorded = await coldVisit(browser, nqaUrl, signedIn);
  await recorded.page.waitForTimeout(SETTLE_MS);
  const nqaCalls = [...recorded.calls];
  await recorded.context.close();

  const config = { sessionKey: SESSION_STORAGE_KEY, clientId: PORTAL_CLIENT_ID };
  const bareNqa = barePage(js, { ...config, mode: 'nqa', calls: distinct(nqaCalls) });
  const bareLoginPage = barePage(js, { ...config, mode: 'login', calls: dashboardCalls });

  const portalNqa: number[] = [];
  const bareNqaTimes: number[] = [];
  const portalLoginTimes: number[] = [];
  const bareLoginTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const portal = await coldVisit(browser, nqaUrl, signedIn);
    portalNqa.push(portal.ms);
    await portal.context.close();
    const bare = await coldVisit(browser, `${origin}${BARE_PREFIX}nqa`, signedIn, bareNqa);
    bareNqaTimes.push(bare.ms);
    await bare.context.close();
    portalLoginTimes.push((await portalLogin(browser, origin, welcomeOnly)).ms);
    bareLoginTimes.push(await bareLogin(browser, origin, bareLoginPage));
  }

  const twiceOnNqa = callsMadeTwice(nqaCalls);
  const twiceOnLogin = callsMadeTwice(loginCalls);
  return {
    figures: [
      {
        part,
        name: `cold /qip/nqa/1 to the first question card (median of ${runs})`,
        value: median(portalNqa),
        unit: 'ms',
        reference: { name: 'bare React page, same calls', value: median(bareNqaTimes) },
        target: { on: 'ratio', atMost: 2 },
      },
      {
        part,
        name: `login to the dashboard's ${AREA_COUNT} cards (median of ${runs})`,
        value: median(portalLoginTimes),
        unit: 'ms',
        reference: { name: 'bare React page, login + same calls', value: median(bareLoginTimes) },
        target: { on: 'ratio', atMost: 1.5 },
      },
      {
        part,
        name: `API calls made more than once on /qip/nqa/1 (of ${nqaCalls.length})`,
        value: twiceOnNqa.length,
        unit: 'count',
        target: { on: 'value', atMost: 0 },
      },
      {
        part,
        name: `API calls made more than once on login to the dashboard (of ${loginCalls.length})`,
        value: twiceOnLogin.length,
        unit: 'count',
        target: { on: 'value', atMost: 0 },
      },
    ],
    calls: { '/qip/nqa/1 (cold)': describeCalls(nqaCalls), 'login to the dashboard': describeCalls(loginCalls) },
  };
}
