import { type APIRequestContext, type Page } from '@playwright/test';
import { endpoints } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { answerOf, closeWelcome, DEMO, hubClientSecret, login, mainMenu, storedSession, submitLogin } from './support';

/** A trial account whose only service's trial has ended (the demo seed's Wattle Early Learning). */
const WATTLE = {
  director: { email: 'director@wattle.test', password: 'wattle-demo', name: 'Sam Taylor' },
  educator: { email: 'educator@wattle.test', password: 'wattle-demo', name: 'Jo Park' },
} as const;

/** The hub's client credentials, with the secret the server was given for this run. */
const hubBasic = () => `Basic ${Buffer.from(`qip-hub:${hubClientSecret()}`).toString('base64')}`;

async function hubUrl(request: APIRequestContext): Promise<string> {
  return (await answerOf(await request.get('/api/portal-config'), endpoints.config.portal)).hubUrl;
}

/** The hub is another site: answer its pages with a stand-in and record where the portal sent us. */
async function standInForTheHub(page: Page, request: APIRequestContext): Promise<string> {
  const hub = await hubUrl(request);
  await page.route(`${hub}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Holistic HUB</title><h1>Holistic HUB</h1>',
    }),
  );
  return hub;
}

async function userIdOf(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const token = await request.post('/oauth/token', {
    data: { grant_type: 'password', username: user.email, password: user.password, client_id: 'qip-portal' },
  });
  const { access_token: accessToken } = await answerOf(token, endpoints.auth.token);
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${accessToken}` } });
  return (await answerOf(me, endpoints.users.me)).id;
}

/** A launch link minted by the hub with its service credentials. */
async function mintLink(request: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/launch-links', { headers: { authorization: hubBasic() }, data });
  expect(response.status()).toBe(201);
  return (await answerOf(response, endpoints.launch.createLink)).url;
}

const changeService = (page: Page) => page.getByRole('button', { name: 'Change service' });
const switcher = (page: Page) => page.getByRole('dialog', { name: 'Change service' });
const serviceRow = (page: Page, name: string) => switcher(page).getByRole('listitem').filter({ hasText: name });
const header = (page: Page) => page.getByRole('banner');

test.describe('the header', () => {
  test("links to the portal's own account pages and Help; Subscriptions only for administrators", async ({ page }) => {
    await login(page, DEMO.director);
    const links = page.getByRole('navigation', { name: 'Account links' });
    await expect(links.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/qip/messages');
    await expect(links.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/qip/user-management');
    await expect(links.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      '/qip/user-management/billing/2',
    );
    await links.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/qip\/help$/);
    await expect(header(page)).toContainText('Sunshine Newtown');

    await page.evaluate(() => localStorage.clear());
    await login(page, DEMO.educator);
    await expect(
      page.getByRole('navigation', { name: 'Account links' }).getByRole('link', { name: /^Messages/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Subscriptions/ })).toHaveCount(0);
  });

  test("the 'QIP Finished' bar shows the API's total, and moves without a reload as answers change", async ({
    page,
  }) => {
    await login(page, DEMO.director);
    const bar = page.getByRole('progressbar', { name: 'QIP Finished' });
    await expect(bar).toHaveAttribute('aria-valuenow', /\d+/);
    const session = await storedSession(page);
    const api = await page.request.get(`/api/centers/${session.centerId}/nqa-progress`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const total = (await answerOf(api, endpoints.progress.nqaProgress)).totalProgress;
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.ceil(total)));
    await expect(header(page)).toContainText(`${Math.ceil(total)}%`);

    // Answers in NQA 7 (another area than the assessment tests use) publish 'progress.changed'.
    // Each answer moves the total by about 0.37 points and the bar shows it rounded up, so the
    // element's tabs are answered until the API's total has moved by a whole point: then the bar
    // must move, whatever the total was before (earlier journeys answer other questions).
    const apiTotal = async () => {
      const reply = await page.request.get(`/api/centers/${session.centerId}/nqa-progress`, {
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      return (await answerOf(reply, endpoints.progress.nqaProgress)).totalProgress;
    };
    await page.goto('/qip/nqa/7');
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const before = Number(await bar.getAttribute('aria-valuenow'));
    const totalBefore = await apiTotal();
    const remote = page.locator('[data-remote="mf-assessment"]');
    const tabs = remote.getByRole('tab');
    await expect(remote.getByRole('article').first()).toBeVisible();
    for (let tab = 0; (await apiTotal()) - totalBefore < 1; tab += 1) {
      await tabs.nth(tab).click();
      const cards = remote.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let index = 0; index < count; index += 1) {
        const yes = cards.nth(index).getByRole('button', { name: 'Yes', exact: true });
        if ((await yes.getAttribute('aria-pressed')) === 'true') continue;
        await yes.click();
        await expect(yes).toHaveAttribute('aria-pressed', 'true');
      }
    }
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.ceil(await apiTotal())));
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });
});

test.describe('switching service', () => {
  test('an active service is selected, remembered and opened on /qip/nqa', async ({ page }) => {
    await login(page, DEMO.director);
    await changeService(page).click();
    await expect(serviceRow(page, 'Sunshine Newtown')).toContainText('Current');
    await serviceRow(page, 'Sunshine Paddington')
      .getByRole('button', { name: /Sunshine Paddington/ })
      .click();
    await expect(page).toHaveURL(/\/qip\/nqa$/);
    await expect(header(page)).toContainText('Sunshine Paddington');
    await page.reload();
    await expect(header(page)).toContainText('Sunshine Paddington');
    await changeService(page).click();
    await expect(serviceRow(page, 'Sunshine Paddington')).toContainText('Current');
  });

  test("a service whose payment just failed: 'Payment Failed' selects it and the payment guard takes over", async ({
    page,
  }) => {
    await login(page, DEMO.director);
    await changeService(page).click();
    const marrickville = serviceRow(page, 'Sunshine Marrickville');
    await expect(marrickville).toContainText('(Payment failed)');
    await marrickville.getByRole('button', { name: 'Payment Failed' }).click();
    await expect(page).toHaveURL(/\/qip\/update-payment-method$/);
    await expect(header(page)).toContainText('Sunshine Marrickville');
    // The menu is disabled, and any other page leads back here.
    await expect(mainMenu(page).getByRole('link', { name: 'TASKS' })).toHaveAttribute('aria-disabled', 'true');
    await page.goto('/qip/tasks');
    await expect(page).toHaveURL(/\/qip\/update-payment-method$/);

    // Choosing an active service again lifts it.
    await changeService(page).click();
    await serviceRow(page, 'Sunshine Newtown')
      .getByRole('button', { name: /Sunshine Newtown/ })
      .click();
    await expect(page).toHaveURL(/\/qip\/nqa$/);
    await expect(mainMenu(page).getByRole('link', { name: 'TASKS' })).not.toHaveAttribute('aria-disabled');
  });

  for (const { name, note, button, confirmation, hubPath } of [
    {
      name: 'Sunshine Glebe',
      note: '(Payment failed)',
      button: 'Payment Overdue',
      confirmation: 'You will be redirected to Holistic HUB to finish Subscribing',
      hubPath: 'payment/failed',
    },
    {
      name: 'Sunshine Leichhardt',
      note: 'Cancelled',
      button: 'Resubscribe',
      confirmation: 'You will be redirected to Holistic HUB to finish Resubscribing',
      hubPath: 'resubscribe',
    },
    {
      name: 'Sunshine Balmain',
      note: 'Trial Ended',
      button: 'Subscribe',
      confirmation: 'You will be redirected to Holistic HUB to finish Subscribing',
      hubPath: 'resubscribe',
    },
  ]) {
    test(`${name} (${note}): ${button} confirms, then goes to the hub`, async ({ page, request }) => {
      const hub = await standInForTheHub(page, request);
      await login(page, DEMO.director);
      await changeService(page).click();
      const row = serviceRow(page, name);
      await expect(row).toContainText(note);
      await row.getByRole('button', { name: button }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(confirmation);
      await confirm.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(`${hub}/${hubPath}`);
      await expect(page.getByRole('heading', { name: 'Holistic HUB' })).toBeVisible();
    });
  }

  test('All services opens the services list; Add new service confirms and goes to the hub', async ({
    page,
    request,
  }) => {
    const hub = await standInForTheHub(page, request);
    await login(page, DEMO.director);
    await changeService(page).click();
    await switcher(page).getByRole('button', { name: 'All services' }).click();
    await expect(page).toHaveURL(/\/qip\/user-management\/services$/);

    await changeService(page).click();
    await switcher(page).getByRole('button', { name: 'Add new service' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('You will redirected to Holistic HUB to add a new service');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${hub}/plans/app_redirect-new_service`);
  });

  test('a member does not get Add new service', async ({ page }) => {
    await login(page, DEMO.educator);
    await changeService(page).click();
    await expect(switcher(page).getByRole('button', { name: 'All services' })).toBeVisible();
    await expect(switcher(page).getByRole('button', { name: 'Add new service' })).toHaveCount(0);
  });

  test("the 'Add a new service' request is sent and confirmed", async ({ page }) => {
    await login(page, DEMO.director);
    await changeService(page).click();
    await switcher(page).getByRole('button', { name: 'Request a new service' }).click();
    const form = page.getByRole('dialog', { name: 'Add a new service' });
    await expect(form).toContainText(
      "Please complete the field below and we'll be in touch about adding to your current subscription.",
    );
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('textbox', { name: 'NEW Service name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await form.getByRole('textbox', { name: 'Current Service approval number' }).fill('SE-40012002');
    await form.getByRole('textbox', { name: 'NEW Service name' }).fill('Sunshine Surry Hills');
    await form.getByRole('textbox', { name: 'NEW Service approval number' }).fill('SE-40012099');
    await form.getByRole('combobox', { name: 'NEW Service type' }).selectOption('Long Daycare');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Request sent' })).toContainText(
      "We have received your request. We'll get in touch with you as soon as we process your request.",
    );
  });
});

test.describe('the trial guard', () => {
  test('an administrator whose trial has ended is sent to the pricing plans', async ({ page }) => {
    await submitLogin(page, WATTLE.director);
    await expect(page).toHaveURL(/\/qip\/pricing-plans$/);
    await expect(header(page)).toContainText('Wattle Early Learning Ashfield');
    await page.goto('/qip/reports');
    await expect(page).toHaveURL(/\/qip\/pricing-plans$/);
  });

  test("a member is told their administrator's account has expired, and Ok logs out", async ({ page }) => {
    await submitLogin(page, WATTLE.educator);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      "Your administrator's account has expired. Please contact your childcare's service administrator for more information.",
    );
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByText('You have logged out.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip.session'))).toBeNull();
  });
});

test.describe('small screens', () => {
  test('under 768 px the notice replaces the page, except pricing, sign-up, payment and login pages', async ({
    page,
  }) => {
    await login(page, DEMO.director);
    await page.setViewportSize({ width: 600, height: 900 });
    const notice = page.getByRole('region', { name: 'Please use a larger screen' });
    await expect(notice).toContainText('The QIP Portal does not support screen resolutions below 768px.');
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.locator('[data-remote="mf-assessment"]')).toBeHidden();

    await page.goto('/qip/pricing-plans');
    await expect(notice).toHaveCount(0);
    await expect(page.locator('[data-remote="mf-accounts-billing"]')).toBeVisible();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/qip/tasks');
    await expect(notice).toHaveCount(0);
    await expect(mainMenu(page)).toBeVisible();
  });

  test('a phone signs in at /qip/auth; then the notice shows, with no dialog over it', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await submitLogin(page, DEMO.educator);
    await expect(page).toHaveURL(/\/qip\/nqa$/);
    await expect(page.getByRole('region', { name: 'Please use a larger screen' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('hub launch and viewer mode', () => {
  test('a launch link with a part missing says it is incomplete, with a way to the login page', async ({ page }) => {
    await page.goto('/hub-app-launch-redirect?userId=1');
    await expect(page.getByRole('alert')).toContainText('This login link is incomplete');
    await page.getByRole('button', { name: 'Go to the login page' }).click();
    await expect(page).toHaveURL(/\/qip\/auth$/);
  });

  test('a hub launch link signs in and opens /qip/tasks, once', async ({ page, request }) => {
    const userId = await userIdOf(request, DEMO.director);
    const url = await mintLink(request, { user_id: userId, target: '/qip/tasks' });
    expect(new URL(url).searchParams.get('counter')).toMatch(/^\d+$/);
    await page.goto(url);
    await expect(page).toHaveURL(/\/qip\/tasks$/);
    await expect(
      page.locator('[data-remote="mf-reports-tasks"]').getByRole('heading', { level: 1 }).first(),
    ).toBeVisible();
    await expect(header(page)).toContainText(DEMO.director.name);
    expect((await storedSession(page)).userId).toBe(userId);

    // The same link again: used up.
    await page.goto(url);
    await expect(page.getByRole('alert')).toContainText('This login link has already been used.');
  });

  test('the encrypted variant signs in too; a tampered one goes to /qip', async ({ page, request }) => {
    const userId = await userIdOf(request, DEMO.director);
    const url = new URL(await mintLink(request, { user_id: userId, variant: 'encrypted', target: '/qip/reports' }));
    expect([...url.searchParams.keys()].sort()).toEqual(['auth', 'authHash', 'target', 'tokenHash']);

    const tampered = new URL(url);
    tampered.searchParams.set('authHash', 'not-the-hash');
    await page.goto(tampered.toString());
    await expect(page).toHaveURL(/\/qip\/auth$/);

    await page.goto(url.toString());
    await expect(page).toHaveURL(/\/qip\/reports$/);
    await expect(header(page)).toContainText(DEMO.director.name);
  });

  test('a viewer session: its own base path, the banner, and no writes', async ({ page, request }) => {
    const userId = await userIdOf(request, DEMO.director);
    const url = await mintLink(request, { user_id: userId, viewer: true, target: '/qip/tasks' });
    await page.goto(url);
    await expect(page).toHaveURL(new RegExp(`/viewer-${userId}/qip/tasks$`));
    const banner = page.getByRole('region', { name: 'Viewing as another user' });
    await expect(banner).toContainText(
      `You are currently viewing as ${DEMO.director.name}, Administrator of Sunshine Newtown`,
    );
    await expect(header(page)).toContainText('View only');

    // The menu keeps to the viewer base path.
    await mainMenu(page).getByRole('link', { name: "NQA's" }).click();
    await expect(page).toHaveURL(new RegExp(`/viewer-${userId}/qip/nqa$`));
    await closeWelcome(page);

    // The API refuses every write of a viewer session.
    const session = await storedSession(page);
    expect(session.viewer).toBe(true);
    const write = await page.request.post('/api/notifications/service/request', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: {},
    });
    expect(write.status()).toBe(403);

    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Viewing as another user' })).toHaveCount(0);
    await expect(header(page)).toContainText('View only');

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/qip\/auth\/login$/);
    await expect(page.getByText('You have logged out.')).toBeVisible();
  });
});
