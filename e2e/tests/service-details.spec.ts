import { type Page } from '@playwright/test';
import { endpoints } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { answerOf, closeWelcome, DEMO, mainMenu, storedSession, submitLogin } from './support';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const saveStep = (page: Page) => page.getByRole('button', { name: 'Save step' }).click();

async function fillPerson(page: Page, first: string, last: string, phone: string, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await saveStep(page);
}

/** Logs in; the dashboard greets a first visit with its welcome, which is closed. */
async function loginAndCloseWelcome(page: Page, user: { email: string; password: string }) {
  await submitLogin(page, user);
  await expect(page).toHaveURL(/\/qip\/nqa$/);
  await closeWelcome(page);
}

/** A real PNG logo, drawn by the browser itself. */
async function drawLogo(page: Page): Promise<Buffer> {
  const canvas = await page.context().newPage();
  await canvas.setContent(
    '<div id="logo" style="width:240px;height:240px;display:flex;align-items:center;justify-content:center;' +
      'background:#2e7d32;color:#fff;font:bold 72px sans-serif">BK</div>',
  );
  const png = await canvas.locator('#logo').screenshot();
  await canvas.close();
  return png;
}

test.describe('service details', () => {
  test('the Bluegum director completes all thirteen steps, uploads a logo, reloads and sees 100%', async ({ page }) => {
    await loginAndCloseWelcome(page, DEMO.bluegum);
    await mainMenu(page).getByRole('link', { name: 'SERVICE DETAILS' }).click();
    await expect(page).toHaveURL(/\/qip\/nqa\/service-details\/0$/);
    await expect(page.getByText('11%')).toBeVisible();

    // 0: what the seed gave is already there.
    await expect(stepHeading(page, 'Service details')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Service name' })).toHaveValue('Bluegum Kindergarten Ringwood');
    await saveStep(page);

    await expect(stepHeading(page, 'Physical location')).toBeVisible();
    await expect(page).toHaveURL(/\/service-details\/1$/);
    await page.getByRole('textbox', { name: 'Street address' }).fill('  14 Wattle Grove  ');
    await page.getByRole('textbox', { name: 'Suburb' }).fill('Ringwood');
    await page.getByRole('combobox', { name: 'State or territory' }).selectOption('VIC');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('3134');
    await saveStep(page);

    await expect(stepHeading(page, 'Postal address')).toBeVisible();
    await page.getByRole('button', { name: 'Same as the physical location' }).click();
    await saveStep(page);

    await expect(stepHeading(page, 'Service contact details')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially('(03) 9870 1234');
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('(03)98701234');
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('hello@bluegum.test');
    await saveStep(page);

    await expect(stepHeading(page, 'Approved Provider')).toBeVisible();
    await fillPerson(page, 'Priya', 'Sharma', '0398701234', 'priya@bluegum.test');
    await expect(stepHeading(page, 'Nominated Supervisor')).toBeVisible();
    await fillPerson(page, 'Tom', 'Okafor', '0398701235', 'tom@bluegum.test');
    await expect(stepHeading(page, 'Educational leader')).toBeVisible();
    await fillPerson(page, 'Mei', 'Lin', '0398701236', 'mei@bluegum.test');

    await expect(stepHeading(page, 'Operating hours')).toBeVisible();
    await expect(page.getByLabel('Monday opening time')).toHaveValue('6:00 AM');
    await saveStep(page);

    await expect(stepHeading(page, 'Additional information and room grouping')).toBeVisible();
    await page.getByRole('textbox', { name: 'Number of rooms' }).fill('2');
    const room = (n: number) => page.getByRole('group', { name: `Room ${n}` });
    await room(1).getByRole('textbox', { name: 'From age (years)' }).fill('3');
    await room(1).getByRole('textbox', { name: 'To age (years)' }).fill('2');
    await room(1).getByRole('textbox', { name: 'Capacity' }).fill('12');
    await room(2).getByRole('textbox', { name: 'From age (years)' }).fill('3');
    await room(2).getByRole('textbox', { name: 'To age (years)' }).fill('5');
    await room(2).getByRole('textbox', { name: 'Capacity' }).fill('22');
    await saveStep(page);
    await expect(room(1).getByText('Invalid Age Range')).toBeVisible();
    await room(1).getByRole('textbox', { name: 'From age (years)' }).fill('0');
    await saveStep(page);

    await expect(stepHeading(page, 'Number of educators')).toBeVisible();
    await page.getByRole('textbox', { name: 'Number of educators' }).fill('1');
    await page
      .getByRole('group', { name: 'Educator 1' })
      .getByRole('textbox', { name: 'Full name' })
      .fill('Sam Taylor');
    await saveStep(page);

    await expect(stepHeading(page, 'Employees responsible for the QIP')).toBeVisible();
    await page.getByRole('textbox', { name: 'Number of employees' }).fill('1');
    const employee = page.getByRole('group', { name: 'Employee 1' });
    await employee.getByRole('textbox', { name: 'Name' }).fill('Mei Lin');
    await employee.getByRole('textbox', { name: 'Position' }).fill('Educational leader');
    await saveStep(page);

    await expect(stepHeading(page, 'Statement of philosophy')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Statement of philosophy' })
      .fill('Children learn through play, in nature and with their families.');
    await saveStep(page);

    await expect(stepHeading(page, 'Logo upload')).toBeVisible();
    await expect(page.getByText('100%')).toBeVisible();
    await page
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'bluegum.png', mimeType: 'image/png', buffer: await drawLogo(page) });
    const logo = page.getByRole('img', { name: 'Logo of Bluegum Kindergarten Ringwood' });
    await expect(logo).toBeVisible();

    await page.reload();
    await expect(stepHeading(page, 'Logo upload')).toBeVisible();
    await expect(logo).toBeVisible();
    await expect(page.getByText('100%')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Service details steps' });
    await expect(steps.getByRole('button', { name: /\(complete\)$/ })).toHaveCount(13);

    // The API says the same, and what was typed was stored trimmed.
    const { accessToken, centerId } = await storedSession(page);
    const details = await answerOf(
      await page.request.get(`/api/center/${centerId}`, { headers: { Authorization: `Bearer ${accessToken}` } }),
      endpoints.serviceDetails.get,
    );
    expect(details.completeness).toEqual({ percent: 100, missing: [] });
    expect(details.locationStreet).toBe('14 Wattle Grove');
    expect(details.logo?.contentType).toBe('image/png');

    // The dashboard's service-details card shows it too.
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page).toHaveURL(/\/qip\/nqa$/);
    const card = page.getByRole('region', { name: 'Service details' });
    await expect(card.getByText('100%')).toBeVisible();
  });

  test('what was typed but not saved survives leaving through the menu', async ({ page }) => {
    await loginAndCloseWelcome(page, DEMO.director);
    await page.goto('/qip/nqa/service-details/1');
    await expect(stepHeading(page, 'Physical location')).toBeVisible();
    await page.getByRole('textbox', { name: 'Street address' }).fill('2 King St');

    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByRole('alertdialog', { name: 'You have unsaved changes on this step' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this step' }).click();

    await mainMenu(page).getByRole('link', { name: "NQA's" }).click();
    await expect(page).toHaveURL(/\/qip\/nqa$/);
    await mainMenu(page).getByRole('link', { name: 'SERVICE DETAILS' }).click();
    await page.getByRole('button', { name: /^Step 1:/ }).click();
    await expect(page.getByText('We kept what you typed here last time but had not saved yet.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Street address' })).toHaveValue('2 King St');
  });

  test('onboarding is a focused flow: no header or menu, from the legal notice to its steps', async ({ page }) => {
    await loginAndCloseWelcome(page, DEMO.director);
    await page.goto('/qip/legal-notice');
    await expect(
      page.getByRole('heading', { name: "Before starting your QIP document let's complete your Service details" }),
    ).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/qip\/onboarding/);
    await expect(stepHeading(page, 'Physical location')).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
  });
});
