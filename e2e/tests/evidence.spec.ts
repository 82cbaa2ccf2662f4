import { type Locator, type Page } from '@playwright/test';
import fs from 'node:fs';
import { describeViolations, scanPage } from './accessibility';
import { expect, test } from './fixtures';
import { DEMO, login } from './support';

/** A real PDF of about 1.5 MB (comment lines pad it), large enough to watch its upload. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n', 'latin1'),
  Buffer.from(`%${'garden policy '.repeat(70)}\n`.repeat(1500), 'latin1'),
  Buffer.from('1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n', 'latin1'),
  Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
]);
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

/** Opens an element of NQA2 and answers its first question Yes; answers that question's card. */
async function firstCardAnsweredYes(page: Page, element: string): Promise<Locator> {
  await page.goto(`/qip/nqa/2?element=${element}`);
  const remote = assessment(page);
  await expect(
    remote.getByRole('heading', { level: 2, name: new RegExp(`^${element.replace(/\./g, '\\.')} `) }),
  ).toBeVisible();
  const card = remote.getByRole('article').first();
  const yes = card.getByRole('button', { name: 'Yes', exact: true });
  if ((await yes.getAttribute('aria-pressed')) !== 'true') await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Provide evidence' })).toBeEnabled();
  return card;
}

async function openEvidence(page: Page, card: Locator): Promise<Locator> {
  await card.getByRole('button', { name: 'Provide evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Provide evidences' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('evidence: files, a link and a comment kept and downloaded, reused on a second element; members cannot remove', async ({
  page,
}) => {
  await login(page, DEMO.director);
  const card = await firstCardAnsweredYes(page, '2.1.1');
  await expect(card.getByText('Evidence: no')).toBeVisible();
  const dialog = await openEvidence(page, card);
  await expect(dialog.getByRole('note')).not.toBeEmpty();
  await expect(dialog.getByText('0 evidence(s) provided')).toBeVisible();

  // Upload: a memorable name, a PDF and an image (previewed), sent over a slow line to see the bars.
  await dialog.getByRole('textbox', { name: 'Memorable name' }).fill('Garden policy');
  await dialog.getByLabel('Choose files').setInputFiles([
    { name: 'garden-policy.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'garden.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(dialog.getByRole('img', { name: 'PDF document' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of garden.png' })).toBeVisible();
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Uploading garden-policy.pdf' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Save Evidence', { timeout: 30_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(dialog.getByRole('list', { name: 'Chosen files' })).toBeHidden();

  // A link and a comment.
  await dialog.getByRole('tab', { name: 'Link' }).click();
  await dialog.getByRole('textbox', { name: 'Memorable name' }).fill('Council garden guide');
  await dialog.getByRole('textbox', { name: 'Web address' }).fill('https://example.org/garden-guide');
  await dialog.getByRole('button', { name: 'Save link' }).click();
  await expect(dialog.getByText('2 evidence(s) provided')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Comment' }).click();
  await dialog.getByRole('textbox', { name: 'Memorable name' }).fill('Team meeting');
  await dialog
    .getByRole('textbox', { name: 'Comment', exact: true })
    .fill('We planted herbs with the children <b>today</b>.');
  await dialog.getByRole('button', { name: 'Save comment' }).click();
  await expect(dialog.getByText('3 evidence(s) provided')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Evidence: yes (3)')).toBeVisible();

  // After a reload all three are there, with the files, the address and the comment as typed.
  await page.reload();
  const again = await firstCardAnsweredYes(page, '2.1.1');
  await expect(again.getByText('Evidence: yes (3)')).toBeVisible();
  const reopened = await openEvidence(page, again);
  await reopened.getByRole('button', { name: 'Show evidences' }).click();
  const upload = reopened.getByRole('listitem', { name: 'Garden policy' });
  await expect(upload.getByText('garden-policy.pdf')).toBeVisible();
  await expect(upload.getByRole('img', { name: 'garden.png' })).toBeVisible();
  await expect(upload).toContainText(`by ${DEMO.director.name}`);
  await expect(upload).toContainText(/Added \d{2}\/\d{2}\/\d{4}/);
  await expect(reopened.getByRole('link', { name: 'https://example.org/garden-guide' })).toBeVisible();
  await expect(reopened.getByRole('listitem', { name: 'Team meeting' })).toContainText(
    'We planted herbs with the children <b>today</b>.',
  );

  // The download is the very file uploaded.
  const downloading = page.waitForEvent('download');
  await upload.getByRole('button', { name: 'Download garden-policy.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('garden-policy.pdf');
  expect(fs.readFileSync(await download.path())).toEqual(PDF);
  await reopened.getByRole('button', { name: 'Done' }).click();

  // The same evidence linked to a second element, from the library: not uploaded again.
  const second = await firstCardAnsweredYes(page, '2.1.2');
  const secondDialog = await openEvidence(page, second);
  await secondDialog.getByRole('button', { name: 'Link existing evidence' }).click();
  await secondDialog.getByRole('searchbox', { name: 'Search your evidence library' }).fill('garden policy');
  const library = secondDialog.getByRole('list', { name: 'Library evidence' });
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await expect(library).toContainText('Used for 2.1.1');
  await library.getByRole('button', { name: 'Link Garden policy to this question' }).click();
  await expect(secondDialog.getByText('1 evidence(s) provided')).toBeVisible();
  const linked = secondDialog.getByRole('listitem', { name: 'Garden policy' });
  await expect(linked).toContainText('Also used for 2.1.1');
  await expect(linked.getByText('garden-policy.pdf')).toBeVisible();
  // The modal at its fullest (form, library, list) passes the accessibility scan too.
  const violations = await scanPage(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await secondDialog.getByRole('button', { name: 'Done' }).click();

  // A member of the service sees the evidence and may rename it, but has no Remove.
  await page.evaluate(() => localStorage.clear());
  await login(page, DEMO.educator);
  const memberCard = await firstCardAnsweredYes(page, '2.1.1');
  const memberDialog = await openEvidence(page, memberCard);
  await memberDialog.getByRole('button', { name: 'Show evidences' }).click();
  const memberView = memberDialog.getByRole('listitem', { name: 'Garden policy' });
  await expect(memberView).toContainText('Also used for 2.1.2');
  await expect(memberView.getByRole('button', { name: 'Edit name' })).toBeVisible();
  await expect(memberDialog.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
});
