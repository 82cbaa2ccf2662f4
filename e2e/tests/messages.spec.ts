import type { Page } from '@playwright/test';
import { endpoints } from '@qip/shared-contracts';
import { describeViolations, scanPage, watchPageAccessibility } from './accessibility';
import { expect, test } from './fixtures';
import { answerOf, DEMO, login, storedSession } from './support';

// Messages end to end: Sunshine's administrator writes to the educator in the rich-text editor;
// the educator, in a browser of their own, sees the unread count in the header, opens the message
// (now read), and deletes it with the confirmation.

const subject = `Staff meeting on Tuesday (${Date.now()})`;

/** axe on what is on screen now (the compose window, the confirmation). */
async function expectAccessible(page: Page) {
  const violations = await scanPage(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Account links' }).getByRole('link', { name: /^Messages/ });

/** The signed-in user's unread count, asked of the API with their session. */
async function unreadOf(page: Page): Promise<number> {
  const session = await storedSession(page);
  const response = await page.request.post('/api/message-inbox-unread', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { user_id: session.userId },
  });
  return (await answerOf(response, endpoints.messages.counts)).unreadCount;
}

const linkName = (unread: number) => (unread === 0 ? 'Messages' : `Messages, ${unread} unread`);

test('an administrator writes to a member, who sees the unread count, reads the message and deletes it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins, the editor and two browsers: more than the default minute on a busy machine.
  test.slow();
  // The administrator writes to the educator.
  await login(page, DEMO.director);
  await messagesLink(page).click();
  await expect(page).toHaveURL(/\/qip\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await page.getByRole('button', { name: 'New message' }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await compose.getByRole('radio', { name: 'Choose users' }).check();
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose.getByText('Choose at least one recipient.')).toBeVisible();
  await compose.getByRole('checkbox', { name: new RegExp(`^${DEMO.educator.name}`) }).check();
  await compose.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const editor = compose.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.type('Please bring your ');
  await compose.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('programming notes');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('.');
  await expect(editor.locator('strong')).toHaveText('programming notes');
  await expectAccessible(page);
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose).toBeHidden();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Message sent.');

  // The educator, in a browser of their own, sees it counted in the header.
  const educatorContext = await browser.newContext({ baseURL });
  const educator = await educatorContext.newPage();
  const educatorScans = watchPageAccessibility(educator, new URL(baseURL ?? '').origin);
  await login(educator, DEMO.educator);
  const unread = await unreadOf(educator);
  expect(unread).toBeGreaterThan(0);
  await expect(messagesLink(educator)).toHaveAccessibleName(linkName(unread));
  await expect(messagesLink(educator)).toHaveAttribute('data-badge', String(unread));
  await messagesLink(educator).click();
  await expect(educator).toHaveURL(/\/qip\/messages$/);
  const row = educator.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(DEMO.director.name);
  await expect(row).toContainText('Unread');

  // Opening it marks it read: the header's count goes down without a reload.
  await row.getByRole('link', { name: subject }).click();
  await expect(educator).toHaveURL(/\/qip\/messages\/[^/]+$/);
  await expect(educator.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(educator.locator('strong', { hasText: 'programming notes' })).toBeVisible();
  await expect(messagesLink(educator)).toHaveAccessibleName(linkName(unread - 1));

  // Leaving the detail returns to the list, where it is read.
  await educator.getByRole('link', { name: 'Back to messages' }).click();
  await expect(educator).toHaveURL(/\/qip\/messages$/);
  await expect(educator.getByRole('row').filter({ hasText: subject })).toContainText('Read');

  // Deleting asks first, then says so in the spec's words and returns to the list.
  await educator.getByRole('row').filter({ hasText: subject }).getByRole('link', { name: subject }).click();
  await educator.getByRole('button', { name: 'Delete' }).click();
  const confirm = educator.getByRole('alertdialog', { name: 'Delete message' });
  await expect(confirm).toContainText('Do you wish to delete this message?');
  await expectAccessible(educator);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(educator.getByRole('status', { name: 'Notifications' })).toContainText('Message is now deleted');
  await expect(educator).toHaveURL(/\/qip\/messages$/);
  await expect(educator.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(educator.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

  const educatorViolations = await educatorScans.finish();
  expect(educatorViolations, describeViolations(educatorViolations)).toEqual([]);
  await educatorContext.close();
});
