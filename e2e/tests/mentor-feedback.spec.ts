import type { Page } from '@playwright/test';
import { describeViolations, scanPage, watchPageAccessibility } from './accessibility';
import { expect, test } from './fixtures';
import { DEMO, login, outboxMails, submitLogin } from './support';

// Mentor feedback end to end: the Paddington administrator asks for feedback on NQA 1 and 2, the
// mentor writes and publishes a review in the rich-text editor, and the administrator reads it.

const PADDINGTON = 'Sunshine Paddington';
const comment = `Please look at our routines (${Date.now()})`;

/** axe on what is on screen now (a modal, the editor), which the automatic scans may not see. */
async function expectAccessible(page: Page) {
  const violations = await scanPage(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('an administrator requests mentor feedback, a mentor publishes a review, the administrator reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The administrator asks, from the dashboard of Paddington (a plan with mentoring).
  await login(page, DEMO.director);
  await page.getByRole('button', { name: 'Change service' }).click();
  await page
    .getByRole('dialog', { name: 'Change service' })
    .getByRole('button', { name: new RegExp(PADDINGTON) })
    .click();
  await expect(page.getByRole('banner')).toContainText(PADDINGTON);
  await page.getByRole('button', { name: 'Request mentor feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request mentor feedback' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select NQA(s) to request for feedback.');
  await dialog.getByRole('checkbox', { name: 'NQA 1' }).check();
  await dialog.getByRole('checkbox', { name: 'NQA 2' }).check();
  await dialog.getByRole('textbox', { name: 'Comment for your mentor' }).fill(comment);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    'Your feedback request has been sent',
  );
  await expect.poll(() => outboxMails().filter((mail) => mail.includes(comment)).length).toBe(1);

  // The mentor, in a browser of their own, lands on the queue and publishes a review.
  const mentorContext = await browser.newContext({ baseURL });
  const mentor = await mentorContext.newPage();
  const mentorScans = watchPageAccessibility(mentor, new URL(baseURL ?? '').origin);
  await submitLogin(mentor, DEMO.mentor);
  await expect(mentor).toHaveURL(/\/qip\/mentor$/);
  await expect(mentor.getByRole('heading', { level: 1, name: 'Feedback requests' })).toBeVisible();
  await expect(mentor.getByRole('banner').getByText('Mentor', { exact: true })).toBeVisible();
  const request = mentor
    .getByRole('navigation', { name: 'Feedback requests' })
    .getByRole('button', { name: new RegExp(`^${PADDINGTON}`) })
    .filter({ hasText: comment });
  await expect(request).toContainText('Not started');
  await expect(request).toContainText('NQA 1');
  await expect(request).toContainText('NQA 2');
  await request.click();
  await expect(request).toHaveAttribute('aria-current', 'true');

  await mentor.getByRole('radio', { name: 'Meeting' }).check();
  const editor = mentor.getByRole('textbox', { name: 'Feedback' });
  await editor.click();
  await mentor.keyboard.type('Your routines are ');
  await mentor.getByRole('button', { name: 'Bold' }).click();
  await expect(mentor.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await mentor.keyboard.type('calm and predictable');
  await mentor.keyboard.press('Control+B');
  await mentor.keyboard.type('. Keep going.');
  await expect(editor.locator('strong')).toHaveText('calm and predictable');
  await expectAccessible(mentor);

  await mentor.getByRole('button', { name: 'Save as draft' }).click();
  await expect(mentor.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(request).toContainText('Draft');
  await mentor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(mentor.getByRole('status').filter({ hasText: 'Feedback published' })).toBeVisible();
  await expect(request).toContainText('Published');

  // The mentor has no service pages: they are sent back to the queue.
  await mentor.goto('/qip/nqa');
  await expect(mentor).toHaveURL(/\/qip\/mentor$/);
  const mentorViolations = await mentorScans.finish();
  expect(mentorViolations, describeViolations(mentorViolations)).toEqual([]);
  await mentorContext.close();

  // The service's administrator is told by mail.
  await expect
    .poll(() => outboxMails().filter((mail) => mail.includes(`Mentor feedback for ${PADDINGTON} is ready`)).length)
    .toBeGreaterThan(0);
  const mail = outboxMails().find((text) => text.includes(`Mentor feedback for ${PADDINGTON} is ready`)) ?? '';
  expect(mail).toContain(`To: ${DEMO.director.email}`);

  // The administrator finds View feedback and reads the review, formatted, with its status.
  await page.reload();
  await page.getByRole('link', { name: 'View feedback' }).click();
  await expect(page).toHaveURL(/\/qip\/nqa\/mentor-feedback$/);
  const review = page.getByRole('article', { name: /^Review of / });
  await expect(review.getByText('Meeting', { exact: true })).toBeVisible();
  await expect(review.getByText(DEMO.mentor.name)).toBeVisible();
  await expect(review.locator('strong', { hasText: 'calm and predictable' })).toBeVisible();
  await expect(review).toContainText('Your routines are calm and predictable. Keep going.');
  const steps = page.getByRole('navigation', { name: 'Previous reviews' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Next report' })).toBeDisabled();
});

test('administrators and members are not allowed on the mentor page', async ({ page }) => {
  await login(page, DEMO.educator);
  await page.goto('/qip/mentor');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
});
