import { calendarDateIn, formatCalendarDate, PORTAL_TIME_ZONE } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { DEMO, login, mainMenu } from './support';

// The yearly review and the readiness view: the Paddington administrator marks the QIP
// reviewed on the dashboard, then opens the readiness view and follows a row to where it is fixed.

const PADDINGTON = 'Sunshine Paddington';

test('an administrator marks the QIP reviewed and sees the date on the dashboard', async ({ page }) => {
  await login(page, DEMO.director);
  await page.getByRole('button', { name: 'Change service' }).click();
  await page
    .getByRole('dialog', { name: 'Change service' })
    .getByRole('button', { name: new RegExp(PADDINGTON) })
    .click();
  await expect(page.getByRole('banner')).toContainText(PADDINGTON);

  const card = page.getByRole('region', { name: 'Yearly QIP review' });
  await card.getByRole('button', { name: 'Mark QIP reviewed' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Mark your QIP reviewed?' });
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Reviewed with the whole team');
  await dialog.getByRole('button', { name: 'Mark QIP reviewed' }).click();
  await expect(dialog).toBeHidden();
  const today = formatCalendarDate(calendarDateIn(new Date(), PORTAL_TIME_ZONE));
  await expect(card).toContainText(`Last reviewed ${today} by ${DEMO.director.name}.`);
  await expect(card).toContainText('Note: Reviewed with the whole team');
  await expect(card.getByRole('status')).toHaveCount(0);

  // It is kept: a reload shows it again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Yearly QIP review' })).toContainText(`Last reviewed ${today}`);
});

test('the readiness view lists what is missing and each row leads to where it is fixed', async ({ page }) => {
  await login(page, DEMO.director);
  await mainMenu(page).getByRole('link', { name: 'READINESS' }).click();
  await expect(page).toHaveURL(/\/qip\/readiness$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Readiness' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('row', { name: /^All checks \d+$/ })).toBeVisible();

  // An element with no evidence opens on its area page, with that element chosen.
  const area = page.getByRole('region', { name: /^Quality Area 1/ });
  const noEvidence = area.getByRole('table', { name: /^Elements with no evidence/ });
  const element = noEvidence.getByRole('link').first();
  const href = await element.getAttribute('href');
  expect(href).toMatch(/^\/qip\/nqa\/1\?element=1\.\d\.\d$/);
  const label = /element=(1\.\d\.\d)/.exec(href ?? '')?.[1] ?? '';
  await element.click();
  await expect(page).toHaveURL(new RegExp(`/qip/nqa/1\\?element=${label.replace(/\./g, '\\.')}`));
  await expect(page.getByRole('main')).toContainText(`Element ${label}`);

  // A law not recorded opens the area's laws and regulations table.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Readiness' })).toBeVisible();
  const law = page
    .getByRole('region', { name: /^Quality Area 1/ })
    .getByRole('table', { name: /^Laws and regulations not recorded/ })
    .getByRole('link')
    .first();
  await law.click();
  await expect(page).toHaveURL(/\/qip\/nqa\/1\?laws=open$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});
