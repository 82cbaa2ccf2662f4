import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, login } from './support';

const PADDINGTON = 'Sunshine Paddington';

/** The assessment remote's part of the page. */
const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

test("an administrator sees 2.2.3 'Child safety and protection' flagged as changed since the service answered it, and marks it reviewed", async ({
  page,
}) => {
  await login(page, DEMO.director);
  // Paddington answered element 2.2.3 in 2025, under the 2018 wording ('Child protection').
  await page.getByRole('button', { name: 'Change service' }).click();
  await page
    .getByRole('dialog', { name: 'Change service' })
    .getByRole('button', { name: new RegExp(PADDINGTON) })
    .click();
  await expect(page.getByRole('banner')).toContainText(PADDINGTON);

  await page.goto('/qip/nqa/2');
  const remote = assessment(page);
  await expect(remote.getByText('1 element changed since you answered:')).toBeVisible();
  await remote.getByRole('button', { name: '2.2.3 Child safety and protection' }).click();
  await expect(page).toHaveURL(/element=2\.2\.3/);
  const elements = remote.getByRole('group', { name: 'Elements' });
  await expect(elements.getByRole('button', { name: /^2\.2\.3 Child safety and protection/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const notice = remote.getByRole('region', { name: /Changed since you answered/ });
  await expect(notice).toContainText(
    '2.2.3 Child safety and protection: changed in the National Quality Standard 2026',
  );
  await expect(notice).toContainText("Renamed 'Child safety and protection' (was 'Child protection').");
  await notice.getByRole('button', { name: 'Mark as reviewed' }).click();

  const reviewed = remote.getByRole('region', { name: /^2\.2\.3 Child safety and protection: changed/ });
  await expect(reviewed).toContainText(`Reviewed by ${DEMO.director.name} on`);
  await expect(remote.getByText('Changed since you answered')).toHaveCount(0);
  await expect(remote.getByText(/changed since you answered:/)).toHaveCount(0);

  // Kept: a reload shows the element reviewed, without the flag.
  await page.reload();
  await expect(remote.getByRole('region', { name: /^2\.2\.3 Child safety and protection: changed/ })).toContainText(
    'Reviewed by',
  );
  await expect(remote.getByText('Changed since you answered')).toHaveCount(0);
});
