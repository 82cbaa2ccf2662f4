import type { Page } from '@playwright/test';
import { PATHS } from '@qip/shared-contracts';
import { describeViolations, scanAndRemember } from './accessibility';
import { expect, test } from './fixtures';
import { closeWelcome, DEMO, gotoAndSettle, login, navigateAndSettle } from './support';

// Every address of the route table, so a page added to PATHS is checked without anyone listing it.
// (The two address functions, area pages and wizard steps, are expanded below.)
const routeTable: string[] = Object.values(PATHS).flatMap((value) => (typeof value === 'string' ? [value] : []));
const areaPages = [1, 2, 3, 4, 5, 6, 7].map((area) => PATHS.nqaArea(area));
const wizardSteps = Array.from({ length: 13 }, (_unused, step) => PATHS.serviceDetailsStep(step));

const isSignedOutPage = (path: string) => path === PATHS.root || path.startsWith(PATHS.login);
const signedOutPages = routeTable.filter(isSignedOutPage);
const signedInPages = [...routeTable.filter((path) => !isSignedOutPage(path)), ...areaPages, ...wizardSteps];

/**
 * Opens the page, waits for its own content (or its loading state) to settle, and scans it. Signed
 * in, the portal moves from page to page as its links do instead of starting again for each: the
 * page is the same, and a start of the whole portal per address was most of this walk's time.
 */
async function expectAccessible(page: Page, path: string, { inPortal = false } = {}) {
  // Not 'networkidle': the live stream of a signed-in portal stays open.
  await (inPortal ? navigateAndSettle(page, path) : gotoAndSettle(page, path));
  await expect(page.locator('body')).not.toBeEmpty();
  const violations = await scanAndRemember(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

// One test per page (each with its own time limit); one signed-in browser page serves them all.
test.describe('accessibility of every page of the route table', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ scanEveryPage: false });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    // axe needs a page of a context made with newContext().
    const context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const path of signedOutPages) {
    test(`signed out: ${path}`, async () => {
      await expectAccessible(page, path);
    });
  }

  test('signing in as the administrator of an active service', async () => {
    await login(page, DEMO.director);
    await closeWelcome(page);
  });

  for (const path of signedInPages) {
    test(`signed in: ${path}`, async () => {
      await expectAccessible(page, path, { inPortal: true });
    });
  }
});
