import fs from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import {
  defaultOperatingHours,
  endpoints,
  PATHS,
  REPORT_MESSAGES,
  SAT_REPORT_PATH,
  type ServiceDetailsSave,
} from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { answerOf, DEMO, login, mainMenu, storedSession } from './support';

/** The reports remote's part of the page, and the tab panel that shows in it. */
const reports = (page: Page) => page.locator('[data-remote="mf-reports-tasks"]');
const shownPanel = (page: Page) => reports(page).getByRole('tabpanel');

/** Chooses a service in the header's switcher; the portal reopens on /qip/nqa. */
async function selectService(page: Page, name: string) {
  await page.getByRole('button', { name: 'Change service' }).click();
  const switcher = page.getByRole('dialog', { name: 'Change service' });
  await switcher
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(/\/qip\/nqa$/);
  await expect(page.getByRole('banner')).toContainText(name);
}

/**
 * The selected service's details at 100%, as the Full report needs. The demo seed gives Sunshine
 * Paddington complete details; a seed from before that is completed here through the API.
 */
async function ensureCompleteServiceDetails(page: Page) {
  const { centerId, accessToken } = await storedSession(page);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const details = await answerOf(
    await page.request.get(`/api/center/${centerId}`, { headers }),
    endpoints.serviceDetails.get,
  );
  if (details.completeness.percent === 100) return;
  const body: ServiceDetailsSave = {
    locationStreet: '12 Oxford Street',
    locationSuburb: 'Paddington',
    postalStreet: 'PO Box 12',
    postalSuburb: 'Paddington',
    contactPhoneNum: '02-9555-0101',
    contactEmail: 'paddington@sunshine.test',
    providerFirstName: 'Dana',
    providerLastName: 'Whitfield',
    providerEmail: 'director@sunshine.test',
    providerPhoneNum: '02-9555-0102',
    supervisorFirstName: 'Tom',
    supervisorLastName: 'Okafor',
    supervisorEmail: 'tom@sunshine.test',
    supervisorPhoneNum: '02-9555-0103',
    leaderFirstName: 'Mei',
    leaderLastName: 'Lin',
    leaderEmail: 'mei@sunshine.test',
    leaderPhoneNum: '02-9555-0104',
    operatingHours: defaultOperatingHours(),
    rooms: [{ roomNumber: 1, fromAge: 0, toAge: 2, capacity: 12 }],
    educators: [{ id: 'educator-1', name: 'Eli Nguyen', address: '', qualifications: 'Diploma' }],
    employees: [{ id: 'employee-1', name: 'Mei Lin', position: 'Educational leader' }],
    philosophy: 'Children learn through play, relationships and their community.',
  };
  const response = await page.request.put(`/api/center/${centerId}`, { headers, data: body });
  expect(response.status(), await response.text()).toBe(200);
  const saved = await answerOf(response, endpoints.serviceDetails.save);
  expect(saved.completeness.percent).toBe(100);
}

/** Generates a Full report in a format and waits until it is made, watching its progress. */
async function generateFull(page: Page, name: string, format: 'PDF' | 'Word') {
  const panel = shownPanel(page);
  await panel.getByRole('radio', { name: /^Full/ }).check();
  await panel.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
  await panel.getByRole('textbox', { name: 'Report name' }).fill(name);
  await panel.getByRole('button', { name: 'Generate report' }).click();
  await expect(panel.getByRole('progressbar', { name: 'Making the report' })).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: `‘${name}’ is ready` })).toBeVisible({ timeout: 30_000 });
}

/** Downloads a report from its row and returns the first bytes of the saved file and its name. */
async function download(page: Page, row: Locator, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `Download ${name}` }).click(),
  ]);
  const saved = await file.path();
  return { fileName: file.suggestedFilename(), head: fs.readFileSync(saved).subarray(0, 4).toString('latin1') };
}

test('the Full report is made as PDF and as Word, listed, downloaded, and one is removed', async ({ page }) => {
  const stamp = Date.now();
  const pdfName = `QIP ${stamp} PDF`;
  const wordName = `QIP ${stamp} Word`;
  await login(page, DEMO.director);
  await selectService(page, 'Sunshine Paddington');
  await ensureCompleteServiceDetails(page);
  await mainMenu(page).getByRole('link', { name: 'REPORTS' }).click();
  await expect(reports(page).getByRole('tab', { name: 'Goal/Strength Reports' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await generateFull(page, pdfName, 'PDF');
  await generateFull(page, wordName, 'Word');

  const panel = shownPanel(page);
  const pdfRow = panel.getByRole('row', { name: new RegExp(pdfName) });
  const wordRow = panel.getByRole('row', { name: new RegExp(wordName) });
  const today = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  for (const [row, format] of [
    [pdfRow, 'PDF'],
    [wordRow, 'Word'],
  ] as const) {
    await expect(row).toContainText('Sunshine Paddington');
    await expect(row).toContainText(`Full${format}`);
    await expect(row).toContainText('All NQAs');
    await expect(row).toContainText(DEMO.director.name);
    await expect(row).toContainText(today);
  }

  const pdf = await download(page, pdfRow, pdfName);
  expect(pdf.fileName).toMatch(/\.pdf$/);
  expect(pdf.head).toBe('%PDF');
  const word = await download(page, wordRow, wordName);
  expect(word.fileName).toMatch(/\.docx$/);
  // A .docx is a zip archive.
  expect(word.head.slice(0, 2)).toBe('PK');

  await wordRow.getByRole('button', { name: `Delete ${wordName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove report' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(REPORT_MESSAGES.removed);
  await expect(wordRow).toHaveCount(0);
  await expect(pdfRow).toBeVisible();
});

test('a Full report for a service with incomplete details shows why and links to the missing step', async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.reports);
  await expect(page.getByRole('banner')).toContainText('Sunshine Newtown');
  const panel = shownPanel(page);
  await panel.getByRole('radio', { name: /^Full/ }).check();
  await panel.getByRole('textbox', { name: 'Report name' }).fill('QIP before the details');
  await panel.getByRole('button', { name: 'Generate report' }).click();
  const modal = page.getByRole('dialog', { name: 'Complete your Service Details' });
  await expect(modal).toContainText(REPORT_MESSAGES.fullNeedsServiceDetails);
  await modal.getByRole('link', { name: /^Go to / }).click();
  await expect(page).toHaveURL(/\/qip\/nqa\/service-details\/\d+$/);
});

test('the address opens the SAT Report tab, and the keyboard moves between tabs', async ({ page }) => {
  await login(page, DEMO.director);
  await page.goto(SAT_REPORT_PATH);
  const sat = reports(page).getByRole('tab', { name: 'SAT Report' });
  await expect(sat).toHaveAttribute('aria-selected', 'true');
  await expect(shownPanel(page)).toContainText('Strengths chosen / expected per area');
  await sat.focus();
  await page.keyboard.press('ArrowRight');
  await expect(reports(page).getByRole('tab', { name: 'Task Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=tasks$/);
});
