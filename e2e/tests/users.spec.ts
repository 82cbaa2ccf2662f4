import type { Browser, Page } from '@playwright/test';
import { endpoints } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { answerOf, closeWelcome, DEMO, login, outboxMails, submitLogin } from './support';

// Users and passwords end to end: Sunshine's administrator invites a member, who sets a password
// from the invitation in the outbox and signs in; a forgotten password is reset through the outbox.
// Every user here is new (the seeded demo logins other specs use stay as they are).

const run = Date.now();

/** The set-password link (its path and query) of the newest mail to the address that holds `marker`. */
async function linkInMail(to: string, marker: string): Promise<string> {
  const find = () =>
    outboxMails()
      .filter((mail) => mail.includes(`To: ${to}`) && mail.includes(marker))
      .map((mail) => /https?:\/\/[^/\s]+(\/qip\/auth\/forgot-password\/[A-Za-z0-9_-]+(?:\?invite=1)?)/.exec(mail)?.[1])
      .filter((link): link is string => Boolean(link))
      .at(-1);
  await expect.poll(find, { message: `a mail to ${to} with a set-password link` }).toBeTruthy();
  return find() ?? '';
}

/** Opens the link in a signed-out browser of its own. */
async function openSignedOut(browser: Browser, baseURL: string | undefined, link: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat new password').fill(password);
  await page.getByRole('button', { name: 'Save Password' }).click();
}

test('an administrator invites a member, who sets their password from the mail and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `invited-${run}@example.com`;
  await login(page, DEMO.director);

  // The header's Users opens the account dashboard; View all users, then New User.
  await page.getByRole('navigation', { name: 'Account links' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/qip\/user-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'View all users' }).click();
  await expect(page.getByRole('table', { name: 'Users' }).getByText(DEMO.educator.name)).toBeVisible();
  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new user' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ivy');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Invited ${run}`);
  const services = page.getByRole('group', { name: /Services/ });
  for (const box of await services.getByRole('checkbox').all()) await box.uncheck();
  await services.getByRole('checkbox', { name: 'Sunshine Paddington' }).check();
  await page.getByRole('button', { name: 'Create user' }).click();
  const created = page.getByRole('dialog', { name: 'User created' });
  await expect(created).toContainText('We have emailed them a link to set their password.');
  await created.getByRole('button', { name: 'Back to the list' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Ivy Invited ${run}`) });
  await expect(row).toContainText('Invitation sent');

  // The member opens the invitation in a browser of their own and chooses a password.
  const link = await linkInMail(email, 'You have been invited to the QIP Portal');
  expect(link).toContain('?invite=1');
  const { context, page: member } = await openSignedOut(browser, baseURL, link);
  await expect(member.getByRole('heading', { level: 1, name: 'Welcome! Set your password' })).toBeVisible();
  await fillNewPassword(member, 'short');
  await expect(member.getByText('Password must contain at least 8 characters')).toBeVisible();
  await fillNewPassword(member, `ivy-password-${run}`);
  await expect(
    member.getByRole('status').filter({ hasText: 'You can now login with your new password' }),
  ).toBeVisible();

  // The link works once.
  await member.goto(link);
  await fillNewPassword(member, `another-password-${run}`);
  await expect(member.getByRole('alert')).toContainText('This link has expired or has already been used');

  await submitLogin(member, { email, password: `ivy-password-${run}` });
  await expect(member).toHaveURL(/\/qip\/nqa$/);
  await closeWelcome(member);
  await expect(member.getByRole('main').getByText('Ivy', { exact: false }).first()).toBeVisible();
  await context.close();

  // The administrator's list no longer says the invitation is waiting.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(`Ivy Invited ${run}`) })).not.toContainText('Invitation sent');
});

test('a forgotten password is reset through the link in the mail', async ({ page, request }) => {
  // A member of this test's own, invited and signed up through the API.
  const email = `forgetful-${run}@example.com`;
  const token = await answerOf(
    await request.post(endpoints.auth.token.path, {
      form: {
        grant_type: 'password',
        username: DEMO.director.email,
        password: DEMO.director.password,
        client_id: 'qip-portal',
      },
    }),
    endpoints.auth.token,
  );
  const headers = { authorization: `Bearer ${token.access_token}` };
  const me = await answerOf(await request.get(endpoints.users.me.path, { headers }), endpoints.users.me);
  const invited = await request.post(endpoints.users.create.path, {
    headers,
    data: { email, name: `Frankie Forgetful ${run}`, centerId: me.centerIds.find(Boolean) },
  });
  expect(invited.status()).toBe(201);
  const invitation = await linkInMail(email, 'You have been invited');
  const inviteToken = /forgot-password\/([A-Za-z0-9_-]+)/.exec(invitation)?.[1] ?? '';
  const accepted = await request.post(endpoints.passwords.resetConfirm.path, {
    data: { token: inviteToken, password: `first-password-${run}` },
  });
  expect(accepted.status()).toBe(200);

  // Forgot your password? on the login page, then Send code.
  await page.goto('/qip/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/qip\/auth\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please check your email for a password reset link' }),
  ).toBeVisible();

  const link = await linkInMail(email, 'Reset your QIP Portal password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(`second-password-${run}`);
  await page.getByLabel('Repeat new password').fill('not-the-same-one');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await fillNewPassword(page, `second-password-${run}`);
  await expect(page.getByRole('status').filter({ hasText: 'You can now login with your new password' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();

  // The old password no longer works; the new one does.
  await submitLogin(page, { email, password: `first-password-${run}` });
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await submitLogin(page, { email, password: `second-password-${run}` });
  await expect(page).toHaveURL(/\/qip\/nqa$/);
});
