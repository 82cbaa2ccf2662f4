import { type Page } from '@playwright/test';
import { endpoints, PATHS, SERVICE_REMOVAL_MESSAGES } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { answerOf, DEMO, login, outboxMails, storedSession } from './support';

// Help and support, the services list and the NQA menu against the built portal. The removal
// removes only a service this spec adds, so the seeded account stays as the other specs expect.
test.describe.configure({ mode: 'serial' });

const accounts = (page: Page) => page.locator('[data-remote="mf-accounts-billing"]');

test('a support request is sent from the help page, confirmed with its reference and mailed', async ({ page }) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.help);
  const remote = accounts(page);
  await expect(remote.getByRole('heading', { name: 'Help and support' })).toBeVisible();
  await expect(remote).toContainText('Mon-Fri 9am-5pm AEST, reply within 24 hours');

  await remote.getByRole('combobox', { name: 'Request type' }).selectOption('Functionality Question');
  await remote.getByRole('textbox', { name: 'Subject' }).fill('How do I share the SAT?');
  await remote
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello,\n\nI would like to share our SAT with the committee.\nCan I export it?');
  await remote.getByRole('button', { name: 'Send request' }).click();

  const confirmation = remote.getByRole('status').filter({ hasText: 'Your support request has been sent.' });
  await expect(confirmation).toBeVisible();
  const reference = /QIP-\d{6}/.exec((await confirmation.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();

  const mails = outboxMails().filter((mail) => mail.includes(reference ?? 'none'));
  const toOperator = mails.find((mail) => mail.includes(`Subject: [${reference}] Functionality Question`));
  expect(toOperator).toBeDefined();
  expect(toOperator).toContain('Reply-To: director@sunshine.test');
  expect(toOperator).toContain('I would like to share our SAT with the committee.<br>Can I export it?');
  const copy = mails.find((mail) => /^To: director@sunshine.test$/m.test(mail));
  expect(copy).toContain(`Your support request ${reference}`);
});

test("the services list shows Sunshine's services with their statuses; a live one must be cancelled first", async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.userManagementServices);
  const list = accounts(page).getByRole('list', { name: 'Services' });
  const card = (name: string) => list.getByRole('listitem', { name: new RegExp(`^${name}`) });
  await expect(card('Sunshine Paddington')).toContainText('Active');
  await expect(card('Sunshine Paddington')).toContainText('Portal + Mentoring, monthly');
  await expect(card('Sunshine Marrickville')).toContainText('Payment failed');
  await expect(card('Sunshine Balmain')).toContainText('Trial ended');
  await expect(card('Sunshine Newtown')).toContainText('Free trial');

  await card('Sunshine Paddington').getByRole('button', { name: 'Remove Sunshine Paddington' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Sunshine Paddington cannot be removed' });
  await expect(refusal).toContainText(SERVICE_REMOVAL_MESSAGES.liveSubscription);
  await refusal.getByRole('button', { name: 'Ok' }).click();
  await expect(card('Sunshine Paddington')).toBeVisible();

  // The upgrade subpage: the two plans on their tabs.
  await accounts(page).getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.userManagementServices}/upgrade$`));
  await expect(accounts(page).getByRole('tabpanel')).toContainText('$197 a month inc. GST');
  await accounts(page).getByRole('tab', { name: 'QIP', exact: true }).click();
  await expect(accounts(page).getByRole('tabpanel')).toContainText('$97 a month inc. GST');
});

test('an administrator removes a service without a subscription; it leaves the list and the switcher', async ({
  page,
}) => {
  await login(page, DEMO.director);
  const session = await storedSession(page);
  const created = await page.request.post('/api/centers', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { user_id: session.userId, name: 'Sunshine Rozelle', approval_number: 'SE-40012099', service_cat_id: 1 },
  });
  const { id } = await answerOf(created, endpoints.accounts.createCenter);
  expect(id).toBeTruthy();

  await page.goto(PATHS.userManagementServices);
  const list = accounts(page).getByRole('list', { name: 'Services' });
  await list.getByRole('button', { name: 'Remove Sunshine Rozelle' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Sunshine Rozelle?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Remove service' }).click();
  await expect(list.getByRole('listitem', { name: /^Sunshine Rozelle/ })).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: /^Sunshine Paddington/ })).toBeVisible();

  await page.getByRole('button', { name: 'Change service' }).click();
  const switcher = page.getByRole('dialog', { name: 'Change service' });
  await expect(switcher.getByRole('listitem').filter({ hasText: 'Sunshine Paddington' })).toBeVisible();
  await expect(switcher.getByRole('listitem').filter({ hasText: 'Sunshine Rozelle' })).toHaveCount(0);
});

test("the NQA menu shows the service's name and the seven areas, each opening its page", async ({ page }) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.nqaDashboard);
  const menu = page.getByRole('navigation', { name: 'NQA menu' });
  await expect(menu.getByRole('link')).toHaveCount(7);
  await menu.getByRole('link', { name: /^NQA2/ }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.nqaArea(2)}$`));
});
