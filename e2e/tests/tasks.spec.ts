import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, login, outboxMails } from './support';

/** The assessment remote's part of the page. */
const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

/** A date `days` from today in the browser's zone (the test runs beside it), YYYY-MM-DD. */
function dateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Answers a question card and waits until the answer is saved. */
async function answer(card: Locator, label: 'Yes' | 'No') {
  const button = card.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeEnabled();
}

/** Fills a task form: name, assignee, due date, summary. */
async function fillTask(form: Locator, task: { name: string; assignee: string; due: string; summary: string }) {
  await form.getByRole('textbox', { name: 'Task name' }).fill(task.name);
  await form.getByRole('combobox', { name: 'Task for' }).selectOption({ label: task.assignee });
  await form.getByLabel('To be completed by').fill(task.due);
  await form.getByRole('textbox', { name: 'Task summary' }).fill(task.summary);
}

/** Closes the 'Task set and team member notified.' confirmation. */
async function closeNotified(page: Page) {
  const notified = page.getByRole('dialog', { name: 'Task set and team member notified.' });
  await notified.getByRole('button', { name: 'Close' }).click();
  await expect(notified).toBeHidden();
}

test('an evidence task reaches its assignee by mail and on their dashboard, and leads back to its question; a goal task too', async ({
  page,
}) => {
  const stamp = Date.now();
  const evidenceTask = `Photograph the learning wall ${stamp}`;
  const goalTask = `Plan the family survey ${stamp}`;
  const due = dateIn(3);

  // The administrator answers the first question of element 2.1.1 Yes and sets the educator a task.
  await login(page, DEMO.director);
  await page.goto('/qip/nqa/2?element=2.1.1');
  const remote = assessment(page);
  const card = remote.getByRole('article').first();
  await answer(card, 'Yes');
  const questionTitle = await card.getByRole('heading', { level: 3 }).innerText();
  const taskRow = card.getByRole('region', { name: /^Tasks assigned to this question/ });
  await expect(taskRow).toContainText('Evidence task(s) assigned: 0');
  await taskRow.getByRole('button', { name: 'Add tasks' }).click();

  const tasksModal = page.getByRole('dialog', { name: /^Manage your evidence tasks: 2\.1\.1/ });
  const form = tasksModal.getByRole('form', { name: 'New task' });
  await form.getByRole('button', { name: 'Set task' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill up all fields.');
  await fillTask(form, { name: evidenceTask, assignee: DEMO.educator.name, due, summary: 'Photos with captions' });
  await form.getByRole('button', { name: 'Set task' }).click();
  await closeNotified(page);
  await expect(tasksModal).toContainText('1 task(s) assigned');
  await page.keyboard.press('Escape');
  await expect(tasksModal).toBeHidden();
  // The card's count follows without a reload.
  await expect(taskRow).toContainText('Evidence task(s) assigned: 1');

  // The educator's mail names the task, the element and the due date, and links to the task.
  await expect.poll(() => outboxMails().filter((mail) => mail.includes(evidenceTask)).length).toBe(1);
  const mail = outboxMails().find((text) => text.includes(evidenceTask)) ?? '';
  expect(mail).toContain(`To: ${DEMO.educator.email}`);
  expect(mail).toContain('2.1.1');
  const [year, month, day] = due.split('-');
  expect(mail).toContain(`${day}/${month}/${year}`);
  const link = /https?:\/\/[^\s"<>]+\/qip\/tasks\?task=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();

  // A goal task from the goal and strategy modal of the second question, answered No.
  const second = remote.getByRole('article').nth(1);
  await answer(second, 'No');
  await second.getByRole('button', { name: /Goal & strategy/ }).click();
  const strategy = page.getByRole('dialog', { name: 'Goal and strategy: 2.1.1' });
  const goalTasks = strategy.getByRole('region', { name: 'Manage your goal tasks' });
  await goalTasks.getByRole('button', { name: '+ Add another task' }).click();
  const goalForm = goalTasks.getByRole('form', { name: 'New task' });
  await fillTask(goalForm, { name: goalTask, assignee: DEMO.director.name, due, summary: 'Survey every family' });
  await goalForm.getByRole('textbox', { name: 'How will we get this outcome? (Steps)' }).fill('Draft, trial, send');
  await goalForm.getByRole('combobox', { name: 'Priority (L/M/H)' }).selectOption({ label: 'High' });
  await goalForm.getByRole('button', { name: 'Set task' }).click();
  await closeNotified(page);
  await expect(goalTasks).toContainText('1 task(s) assigned');
  await strategy.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.getByRole('region', { name: /^Tasks assigned to this question/ })).toContainText(
    'Goal task(s) assigned: 1',
  );

  // The educator signs in and finds the task on the dashboard filtered to them.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('alertdialog', { name: 'Do you wish to log out?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await login(page, DEMO.educator);
  await page.goto(`/qip/tasks/${encodeURIComponent(DEMO.educator.name)}`);
  const table = page.getByRole('table', { name: 'Tasks' });
  const row = table.getByRole('row', { name: new RegExp(evidenceTask) });
  await expect(row).toContainText('Not started');
  await expect(table.getByRole('row', { name: new RegExp(goalTask) })).toHaveCount(0);

  // Marked In progress.
  await row.getByRole('button', { name: `Open ${evidenceTask}` }).click();
  let taskModal = page.getByRole('dialog', { name: 'Manage this evidence task' });
  await expect(taskModal.getByRole('region', { name: 'Task info' })).toContainText(questionTitle);
  await taskModal.getByRole('button', { name: 'Status: Not started' }).click();
  const picker = page.getByRole('dialog', { name: 'Task status' });
  await picker.getByRole('radio', { name: 'In progress' }).check();
  await picker.getByRole('button', { name: 'Done' }).click();
  await taskModal.getByRole('button', { name: 'Update task' }).click();
  await expect(taskModal).toBeHidden();
  await expect(row).toContainText('In progress');

  // The mail's link opens the task; Go to question lands on the question, highlighted.
  const address = new URL(link ?? '');
  await page.goto(`${address.pathname}${address.search}`);
  taskModal = page.getByRole('dialog', { name: 'Manage this evidence task' });
  await expect(taskModal.getByRole('button', { name: 'Status: In progress' })).toBeVisible();
  await taskModal.getByRole('button', { name: 'Go to question' }).click();
  await expect(page).toHaveURL(/\/qip\/nqa\/2\?.*question=/);
  const target = assessment(page).getByRole('article', { name: questionTitle });
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(target).toBeInViewport();
  await expect(target).not.toHaveAttribute('aria-current', 'location', { timeout: 3000 });
});
