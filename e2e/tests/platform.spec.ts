import { SESSION_STORAGE_KEY } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { closeWelcome, DEMO, login, mainMenu, storedSession, submitLogin } from './support';

test.describe('signing in', () => {
  test('the demo administrator logs in and reaches /qip/nqa with the assessment remote mounted', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/qip\/auth$/);
    await submitLogin(page, DEMO.director);
    await expect(page).toHaveURL(/\/qip\/nqa$/);
    await closeWelcome(page);
    const remote = page.locator('[data-remote="mf-assessment"]');
    // The remote reads the signed-in user and the selected service from the shell.
    await expect(remote.getByRole('heading', { level: 1, name: 'Welcome back, Dana Whitfield' })).toBeVisible();
    await expect(remote.getByText(/^Sunshine Newtown/)).toBeVisible();
  });

  test('a wrong password says the email or password is wrong', async ({ page }) => {
    await submitLogin(page, { email: DEMO.director.email, password: 'not-my-password' });
    await expect(page.getByRole('alert')).toHaveText(
      'The email or password is incorrect. Please check them and try again.',
    );
    await expect(page).toHaveURL(/\/qip\/auth$/);
  });

  test('the SUPER_ADMIN is refused', async ({ page }) => {
    await submitLogin(page, DEMO.superAdmin);
    await expect(page.getByRole('alert')).toHaveText(
      'This account is for the management hub and cannot sign in to the QIP Portal.',
    );
    await page.reload();
    await expect(page).toHaveURL(/\/qip\/auth$/);
  });

  test('signed out, every portal address goes to the login screen', async ({ page }) => {
    for (const address of ['/qip', '/qip/nqa', '/qip/tasks']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/qip\/auth$/);
    }
  });
});

test.describe('the session', () => {
  test('is restored on reload, and /, /qip/auth and unknown addresses lead to the dashboard', async ({ page }) => {
    await login(page, DEMO.director);
    await page.reload();
    await expect(
      page.locator('[data-remote="mf-assessment"]').getByRole('heading', { name: /^Welcome back/ }),
    ).toBeVisible();
    for (const address of ['/', '/qip/auth', '/qip/no-such-page']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/qip\/nqa$/);
    }
  });

  test('Logout asks first, then signs out for good', async ({ page }) => {
    await login(page, DEMO.director);
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Do you wish to log out?' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/qip\/nqa$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You have logged out.')).toBeVisible();
    await page.goto('/qip/nqa');
    await expect(page).toHaveURL(/\/qip\/auth$/);
  });

  test('the 5-second check signs the user out once the token has expired', async ({ page }) => {
    await page.clock.install();
    await login(page, DEMO.director);
    // The demo token lives 8 hours: jump past it and let the next check run.
    await page.clock.fastForward('08:00:10');
    await expect(page).toHaveURL(/\/qip\/auth$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qip.session'))).toBeNull();
  });

  test('a 401 from the API clears the session and reloads', async ({ page }) => {
    await login(page, DEMO.director);
    const session = await storedSession(page);
    // Same claims, broken signature: the API answers 401 to the next call.
    const broken = JSON.stringify({ ...session, accessToken: `${session.accessToken}x` });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_STORAGE_KEY, broken] as const);
    await page.reload();
    await expect(page).toHaveURL(/\/qip\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('qip.session'))).toBeNull();
  });
});

test.describe('the shell and the remotes', () => {
  test('an event a remote publishes on the bus is acted on by the shell', async ({ page }) => {
    await login(page, DEMO.director);
    const remote = page.locator('[data-remote="mf-assessment"]');
    // A link to another area does not navigate itself: it publishes 'navigate' on the bus.
    await remote.getByRole('link', { name: 'Go to reports' }).click();
    await expect(page).toHaveURL(/\/qip\/reports$/);
    await expect(page.locator('[data-remote="mf-reports-tasks"]')).toBeVisible();
  });

  test('the browser loads one copy of React for the shell and every remote', async ({ page }) => {
    // A stand-in for React DevTools' hook: every React DOM copy on the page registers with it.
    await page.addInitScript(() => {
      const hook = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map<number, { version: string }>(),
        roots: new Set<unknown>(),
        inject(renderer: { version: string }) {
          const id = hook.renderers.size + 1;
          hook.renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot(_id: number, root: unknown) {
          hook.roots.add(root);
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      };
      Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
    });
    await login(page, DEMO.director);
    await mainMenu(page).getByRole('link', { name: 'REPORTS' }).click();
    await expect(
      page.locator('[data-remote="mf-reports-tasks"]').getByRole('heading', { level: 1, name: 'Reports' }),
    ).toBeVisible();

    const react = await page.evaluate(() => {
      const hook = (
        window as unknown as {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version: string }>; roots: Set<unknown> };
        }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
      return { renderers: [...hook.renderers.values()].map((renderer) => renderer.version), roots: hook.roots.size };
    });
    expect(react.renderers).toEqual(['18.3.1']);
    // The shell's root and the remotes' roots, all rendered by that one copy.
    expect(react.roots).toBeGreaterThanOrEqual(3);
  });

  test('a remote that cannot be loaded shows Retry in its place, and the rest keeps working', async ({ page }) => {
    await login(page, DEMO.director);
    await page.route('**/remotes/mf-reports-tasks/**', (route) => route.abort('failed'));

    await mainMenu(page).getByRole('link', { name: 'REPORTS' }).click();
    const panel = page.getByRole('alert', { name: 'Reports and tasks could not be loaded' });
    await expect(panel).toContainText('This part of the portal could not be loaded.');

    // The header, the menu and the other areas still work.
    await mainMenu(page).getByRole('link', { name: "NQA's" }).click();
    await expect(
      page.locator('[data-remote="mf-assessment"]').getByRole('heading', { name: /^Welcome back/ }),
    ).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'TASKS' }).click();
    await expect(panel).toBeVisible();
    await page.unroute('**/remotes/mf-reports-tasks/**');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.locator('[data-remote="mf-reports-tasks"]').getByRole('heading', { name: 'Tasks', exact: true }),
    ).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});
