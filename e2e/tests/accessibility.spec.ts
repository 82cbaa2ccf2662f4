import type { Page } from '@playwright/test';
import { PATHS } from '@qip/shared-contracts';
import { describeViolations, scanAndRemember, type A11yViolation } from './accessibility';
import { expect, test } from './fixtures';
import { closeWelcome, DEMO, login } from './support';

// Every address of the route table, so a page added to PATHS is checked without anyone listing it.
// (The two address functions, area pages and wizard steps, are expanded below.)
const routeTable: string[] = Object.values(PATHS).flatMap((value) => (typeof value === 'string' ? [value] : []));
const areaPages = [1, 2, 3, 4, 5, 6, 7].map((area) => PATHS.nqaArea(area));
const wizardSteps = Array.from({ length: 13 }, (_unused, step) => PATHS.serviceDetailsStep(step));

const isSignedOutPage = (path: string) => path === PATHS.root || path.startsWith(PATHS.login);
const signedOutPages = routeTable.filter(isSignedOutPage);
const signedInPages = [...routeTable.filter((path) => !isSignedOutPage(path)), ...areaPages, ...wizardSteps];

async function scanEach(page: Page, paths: string[]): Promise<A11yViolation[]> {
  const violations: A11yViolation[] = [];
  for (const path of paths) {
    await page.goto(path);
    // Wait for the page's own content (or its loading state) rather than a fixed time.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('body')).not.toBeEmpty();
    violations.push(...(await scanAndRemember(page)));
  }
  return violations;
}

test.describe('accessibility of every page of the route table', () => {
  test.setTimeout(180_000);
  test.use({ scanEveryPage: false });

  test('signed-out pages', async ({ page }) => {
    const violations = await scanEach(page, signedOutPages);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('signed-in pages, as the administrator of an active service', async ({ page }) => {
    await login(page, DEMO.director);
    await closeWelcome(page);
    const violations = await scanEach(page, signedInPages);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
