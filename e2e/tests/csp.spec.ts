import { expect, test } from './fixtures';
import { DEMO, login } from './support';

// The fixtures fail any test whose pages report a Content-Security-Policy violation; these tests
// walk the pages that load the most (the shell, remotes through Module Federation, the API docs).

test.describe('the portal under its Content-Security-Policy', () => {
  test('the login page carries the CSP and refuses to be framed', async ({ page }) => {
    const response = await page.goto('/qip/auth');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('the shell loads its remotes through Module Federation and single-spa with no violation', async ({ page }) => {
    await login(page, DEMO.director);
    await expect(page.locator('[data-remote="mf-assessment"]')).toBeVisible();
    await page.goto('/qip/nqa/service-details/0');
    await expect(page.locator('[data-remote="mf-service-details"]')).toBeVisible();
    await page.goto('/qip/user-resource');
    await expect(page.locator('[data-remote="mf-resources"]')).toBeVisible();
  });

  test('source maps are not served', async ({ request }) => {
    for (const address of ['/main.js.map', '/remotes/mf-assessment/remoteEntry.js.map']) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
    const entry = await request.get('/remotes/mf-assessment/remoteEntry.js');
    expect(entry.status()).toBe(200);
    expect(await entry.text()).not.toContain('sourceMappingURL');
  });
});

test.describe('the API documentation under the CSP', () => {
  // Swagger UI is not the portal's own page: the accessibility scans are for the portal.
  test.use({ scanEveryPage: false });

  test('Swagger UI shows the API with no violation', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { name: /QIP Portal API/ })).toBeVisible();
    await expect(page.getByText('/oauth/token').first()).toBeVisible();
  });
});
