import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIResponse, type Page, type Request } from '@playwright/test';
import {
  SESSION_STORAGE_KEY,
  parseStoredSession,
  welcomeSeenStorageKey,
  type Endpoint,
  type StoredSession,
} from '@qip/shared-contracts';

export const DEMO = {
  director: { email: 'director@sunshine.test', password: 'sunshine-demo', name: 'Dana Whitfield' },
  educator: { email: 'educator@sunshine.test', password: 'sunshine-demo', name: 'Eli Nguyen' },
  bluegum: { email: 'director@bluegum.test', password: 'bluegum-demo', name: 'Priya Sharma' },
  superAdmin: { email: 'super@qip.test', password: 'super-demo', name: 'QIP Support' },
  mentor: { email: 'mentor@holisticqip.test', password: 'mentor-demo', name: 'Morgan Ellis' },
} as const;

/** The hub client's secret the e2e server was given (made by playwright.config.ts for this run). */
export function hubClientSecret(): string {
  const secret = process.env.E2E_HUB_CLIENT_SECRET;
  if (!secret) throw new Error('E2E_HUB_CLIENT_SECRET is not set: run the tests through playwright.config.ts');
  return secret;
}

/** The mails the e2e server has written to its outbox (no SMTP in tests), as text, oldest first. */
export function outboxMails(): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  const folder = path.join(dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return (
    fs
      .readdirSync(folder)
      .sort()
      // Quoted-printable: joined soft line breaks and '=' written as =3D.
      .map((name) =>
        fs
          .readFileSync(path.join(folder, name), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
  );
}

/** Fills in the login form and submits it (the caller checks where it lands). */
export async function submitLogin(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/qip/auth');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in and waits for the NQA dashboard with the assessment remote mounted. */
export async function login(page: Page, user: { email: string; password: string; name: string }) {
  await submitLogin(page, user);
  await expect(page).toHaveURL(/\/qip\/nqa$/);
  await closeWelcome(page);
  await expect(page.getByRole('main').getByText(user.name, { exact: false }).first()).toBeVisible();
}

/**
 * The dashboard welcomes a user on their first visit from a browser with a modal; close it as
 * a user would. It opens once the dashboard's cards are shown, when the browser has no note that
 * the signed-in user closed it before.
 */
export async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: /^Welcome to your QIP Portal/ });
  // While the welcome is open the page behind it is hidden from the accessibility tree.
  const cards = page.getByRole('article', { name: 'NQA1' });
  await expect(welcome.or(cards).first()).toBeVisible();
  const { userId } = await storedSession(page);
  const seen = await page.evaluate((key) => window.localStorage.getItem(key), welcomeSeenStorageKey(userId));
  const firstVisit = seen !== '1';
  if (firstVisit) await welcome.getByRole('button', { name: 'Get started' }).click();
  await expect(welcome).toBeHidden();
}

/**
 * An API answer read with its endpoint's response schema: an answer of the wrong shape fails the
 * test. Generic in the schema so that the answer keeps the endpoint's own response type.
 */
export async function answerOf<S extends Endpoint['response']>(response: APIResponse, endpoint: { response: S }) {
  return endpoint.response.parse(await response.json());
}

/** The session the portal stored in the browser, read as the shell reads it. */
export async function storedSession(page: Page): Promise<StoredSession> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  const session = parseStoredSession(JSON.parse(stored ?? 'null'));
  if (!session) throw new Error(`No stored session in this page: ${stored}`);
  return session;
}

/** The main menu of the portal. */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The portal's live stream (GET /api/live) stays open while signed in: it never 'settles'. */
const LIVE_STREAM = /\/api\/live(\?|$)/;

/**
 * Runs `open` and waits until the page's requests have settled, as `waitForLoadState('networkidle')`
 * would (no request for 500 ms), leaving out the live stream, which stays open while signed in.
 */
async function settleAfter(
  page: Page,
  open: () => Promise<unknown>,
  what: string,
  quietMs: number,
  timeoutMs: number,
): Promise<void> {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    // Only what goes over the network counts (as for 'networkidle'): not blob: or data: URLs.
    if (!/^https?:/.test(request.url()) || LIVE_STREAM.test(request.url())) return;
    pending.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (pending.delete(request)) lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await open();
    const deadline = Date.now() + timeoutMs;
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`${what}: requests still pending after ${timeoutMs} ms`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Loads `path` in the page and waits until its requests have settled (settleAfter). */
export async function gotoAndSettle(page: Page, path: string, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  await settleAfter(page, () => page.goto(path), path, quietMs, timeoutMs);
}

/**
 * Moves the running portal to `path` as a link inside it does (the history API, then the popstate
 * the router and single-spa follow), without loading the page again, and waits until its requests
 * have settled. The page must already show the portal.
 */
export async function navigateAndSettle(page: Page, path: string, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const navigate = () =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  await settleAfter(page, navigate, path, quietMs, timeoutMs);
}

/**
 * Makes the first question of an element a SAT strength on its area page: answered Yes, then
 * added to the SAT (left as it is when an earlier run already added it).
 */
export async function chooseSatStrength(page: Page, area: number, element: string) {
  await page.goto(`/qip/nqa/${area}?element=${element}`);
  const card = page.locator('[data-remote="mf-assessment"]').getByRole('article').first();
  const yes = card.getByRole('button', { name: 'Yes', exact: true });
  await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  const addToSat = card.getByRole('switch', { name: /Add to SAT/ });
  if ((await addToSat.getAttribute('aria-checked')) !== 'true') await addToSat.click();
  await expect(addToSat).toHaveAttribute('aria-checked', 'true');
}
