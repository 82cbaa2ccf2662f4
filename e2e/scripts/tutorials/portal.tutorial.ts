import { type Page } from '@playwright/test';
import { PATHS } from '@qip/shared-contracts';
import { answer, expect, keepVideo, pause, taskBegins, test } from './record';

// The app tutorials, one video each: answering, evidence, tasks, SAT strengths, reports, billing.

const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

/** A one-page PDF to attach as evidence. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('answering a question', async ({ page }) => {
  await page.goto('/qip/nqa/1?element=1.3.2');
  const remote = assessment(page);
  await expect(remote.getByRole('heading', { level: 2, name: /^1\.3\.2 / })).toBeVisible();
  taskBegins(page);
  const cards = remote.getByRole('article');
  await pause(page, 1500);
  await answer(cards.nth(0), 'Yes');
  await pause(page, 1500);
  await answer(cards.nth(1), 'No');
  await pause(page, 3500);
  await keepVideo(page, 'answering-a-question');
});

test('adding evidence', async ({ page }) => {
  await page.goto('/qip/nqa/2?element=2.1.1');
  const remote = assessment(page);
  await expect(remote.getByRole('heading', { level: 2, name: /^2\.1\.1 / })).toBeVisible();
  taskBegins(page);
  const card = remote.getByRole('article').first();
  await answer(card, 'Yes');
  await card.getByRole('button', { name: 'Provide evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Provide evidences' });
  await dialog.getByRole('textbox', { name: 'Memorable name' }).fill('Sleep and rest policy');
  await dialog
    .getByLabel('Choose files')
    .setInputFiles([{ name: 'sleep-and-rest-policy.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await pause(page, 1000);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  // The upload is done when the dialog counts it: the 'Save Evidence' toast shows for only 1.5 s,
  // which a recording slowed down (slowMo) on a busy machine can miss.
  await expect(dialog.getByText('1 evidence(s) provided')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('list', { name: 'Chosen files' })).toBeHidden();
  await pause(page);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Evidence: yes (1)')).toBeVisible();
  await pause(page, 2500);
  await keepVideo(page, 'adding-evidence');
});

test('setting a task', async ({ page }) => {
  await page.goto('/qip/nqa/2?element=2.1.2');
  const remote = assessment(page);
  await expect(remote.getByRole('heading', { level: 2, name: /^2\.1\.2 / })).toBeVisible();
  taskBegins(page);
  const card = remote.getByRole('article').first();
  await answer(card, 'Yes');
  await card
    .getByRole('region', { name: /^Tasks assigned to this question/ })
    .getByRole('button', { name: 'Add tasks' })
    .click();
  const form = page
    .getByRole('dialog', { name: /^Manage your evidence tasks/ })
    .getByRole('form', { name: 'New task' });
  await form.getByRole('textbox', { name: 'Task name' }).fill('Photograph the hand-washing poster');
  await form.getByRole('combobox', { name: 'Task for' }).selectOption({ label: 'Eli Nguyen' });
  await form.getByLabel('To be completed by').fill(inDays(7));
  await form.getByRole('textbox', { name: 'Task summary' }).fill('Add the photo as evidence for 2.1.2.');
  await pause(page, 1000);
  await form.getByRole('button', { name: 'Set task' }).click();
  const notified = page.getByRole('dialog', { name: 'Task set and team member notified.' });
  await expect(notified).toBeVisible();
  await pause(page);
  await notified.getByRole('button', { name: 'Close' }).click();
  await page.goto(PATHS.tasks);
  await pause(page, 3000);
  await keepVideo(page, 'setting-a-task');
});

test('choosing SAT strengths', async ({ page }) => {
  await page.goto('/qip/nqa/4');
  const remote = assessment(page);
  await expect(remote.getByRole('heading', { level: 2, name: /^4\.1\.1 / })).toBeVisible();
  taskBegins(page);
  const card = remote.getByRole('article').first();
  await answer(card, 'Yes');
  const satSwitch = card.getByRole('switch', { name: 'Add to SAT' });
  if ((await satSwitch.getAttribute('aria-checked')) !== 'true') await satSwitch.click();
  await expect(satSwitch).toHaveAttribute('aria-checked', 'true');
  await remote.getByRole('button', { name: 'Open your SAT' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your SAT strengths' });
  await drawer
    .getByRole('textbox', { name: /^SAT description/ })
    .first()
    .fill('Rosters keep the same educators with each room, so children know who will greet them.');
  await pause(page, 3000);
  await keepVideo(page, 'choosing-sat-strengths');
});

test('making a report', async ({ page }) => {
  await page.goto(PATHS.reports);
  const panel = page.locator('[data-remote="mf-reports-tasks"]').getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Generate report' })).toBeVisible();
  taskBegins(page);
  await panel.getByRole('radio', { name: /^Goals/ }).check();
  await panel.getByRole('radio', { name: /^PDF/ }).check();
  await panel.getByRole('textbox', { name: 'Report name' }).fill('Our goals this term');
  await panel.getByRole('button', { name: 'Generate report' }).click();
  await expect(panel.getByRole('status').filter({ hasText: '‘Our goals this term’ is ready' })).toBeVisible({
    timeout: 60_000,
  });
  await pause(page, 2000);
  await keepVideo(page, 'making-a-report');
});

test('billing and past payments', async ({ page }) => {
  await page.goto(PATHS.billing(1));
  await expect(page.getByRole('table', { name: 'Saved payment methods' })).toBeVisible();
  taskBegins(page);
  await pause(page, 1500);
  await page.goto(PATHS.billing(2));
  await pause(page, 2000);
  await page.goto(PATHS.billing(3));
  await expect(page.getByRole('table', { name: 'Past payments' })).toBeVisible();
  await pause(page, 2000);
  await keepVideo(page, 'billing-and-past-payments');
});
