import { type Locator, type Page } from '@playwright/test';
import { PATHS } from '@qip/shared-contracts';
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { DEMO, login } from './support';

const resources = (page: Page) => page.locator('[data-remote="mf-resources"]');

/** Downloads a resource from its row: the saved file's name and bytes. */
async function download(page: Page, row: Locator) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download / }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

test('the resource centre: search, filter by element 1.3.2, download real documents, watch a tutorial', async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.userResource);
  const remote = resources(page);
  await expect(remote.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  const table = remote.getByRole('table', { name: 'Resources' });
  await expect(table.getByRole('row')).toHaveCount(11);

  // Search: a case-insensitive substring of the label; the NQA picker waits meanwhile.
  const search = remote.getByRole('searchbox', { name: 'Search resources' });
  await search.fill('  CRITICAL reflection ');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('rowheader').first()).toContainText('1.3.2 Critical reflection');
  const picker = remote.getByRole('combobox', { name: 'Quality area, standard or element' });
  await expect(picker).toBeDisabled();

  // Without search, the picker filters by element.
  await search.fill('');
  await picker.selectOption({ label: 'Element 1.3.2 Critical reflection' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: '1.3.2', exact: true })).toHaveCount(2);

  const pdfRow = table.getByRole('row').filter({ has: page.getByRole('img', { name: 'PDF document' }) });
  const pdf = await download(page, pdfRow);
  expect(pdf.name).toMatch(/^Element 1\.3\.2 Critical reflection.*\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.length).toBeGreaterThan(5_000);

  const wordRow = table.getByRole('row').filter({ has: page.getByRole('img', { name: 'Word document' }) });
  const word = await download(page, wordRow);
  expect(word.name).toMatch(/\.docx$/);
  expect(word.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(word.bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

  // The shop: a grid of products at the spec's price.
  await remote.getByRole('tab', { name: 'Shop resources' }).click();
  await expect(page).toHaveURL(/tab=shop/);
  const shop = remote.getByRole('list', { name: 'Shop resources' });
  await expect(shop.getByText('$147.00 inc. GST').first()).toBeVisible();

  // A tutorial: its video plays.
  await remote.getByRole('tab', { name: 'App tutorials' }).click();
  await remote
    .getByRole('list', { name: 'App tutorials' })
    .getByRole('button', { name: /^Watch / })
    .first()
    .click();
  const video = remote.locator('video');
  await expect(video).toBeVisible({ timeout: 20_000 });
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(remote.getByRole('article')).toContainText('Holistic QIP');
});

test('the SAT banner and a deep link open the right tab and element', async ({ page }) => {
  await login(page, DEMO.director);
  await page.getByRole('link', { name: 'SAT resources' }).click();
  await expect(page).toHaveURL(/\/qip\/user-resource\?tab=qip$/);
  await page.goto(`${PATHS.userResource}?tab=qip&element=1.3.2`);
  const remote = resources(page);
  await expect(remote.getByRole('combobox', { name: 'Quality area, standard or element' })).toHaveValue(/1\.3\.2$/);
  await expect(remote.getByRole('table', { name: 'Resources' }).getByRole('row')).toHaveCount(3);
});
