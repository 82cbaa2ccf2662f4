import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { type Page } from '@playwright/test';
import { CARD_MESSAGES, PATHS } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { DEMO, login } from './support';

// The account's money screens against the built portal and the local test-mode billing provider
// (no Stripe keys): cards are Stripe's test cards. The tests share one server's data, in order.
test.describe.configure({ mode: 'serial' });

const billing = (page: Page) => page.locator('[data-remote="mf-accounts-billing"]');

async function fillCard(page: Page, number: string) {
  const form = billing(page).getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: "Card holder's name" }).fill('Dana Whitfield');
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('12/30');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await form.getByRole('button', { name: 'Add card' }).click();
}

test("Marrickville's administrator adds a card on update payment method and the service is active again", async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.getByRole('button', { name: 'Change service' }).click();
  const switcher = page.getByRole('dialog', { name: 'Change service' });
  await switcher
    .getByRole('listitem')
    .filter({ hasText: 'Sunshine Marrickville' })
    .getByRole('button', { name: /Payment Failed/ })
    .click();
  // The guard sends a service whose payment failed to update its payment method.
  await expect(page).toHaveURL(new RegExp(`${PATHS.updatePaymentMethod}$`));
  await expect(billing(page).getByText(/^Unfortunately we couldn't process your payment\./)).toContainText(
    'or contact us at support@holisticqip.com.au for further assistance.',
  );

  const cards = billing(page).getByRole('table', { name: 'Saved payment methods' }).getByRole('rowheader');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await fillCard(page, '4242 4242 4242 4242');
  const paid = billing(page).getByRole('status').filter({ hasText: 'Payment made. Thank you!' });
  await expect(paid).toBeVisible();
  await expect(cards).toHaveCount(before + 1);

  // The shell reloaded the account: the guard lets the service's pages open.
  await paid.getByRole('link', { name: 'Go to the NQA dashboard' }).click();
  await expect(page).toHaveURL(/\/qip\/nqa$/);
  await expect(page.getByRole('banner')).toContainText('Sunshine Marrickville');
  await page.goto(PATHS.nqaArea(1));
  await expect(page).toHaveURL(new RegExp(`${PATHS.nqaArea(1)}$`));
});

test('on subscription details, a Portal service is upgraded to Portal + Mentoring, then cancelled', async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.billing(2));
  const row = billing(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Sunshine Marrickville' }) });
  await expect(row).toContainText('$97/month');
  await row.getByRole('button', { name: 'Upgrade: Sunshine Marrickville' }).click();

  await expect(page).toHaveURL(new RegExp(`${PATHS.upgradeSubscription}$`));
  await expect(billing(page).getByText('$197/month')).toBeVisible();
  await billing(page).getByRole('button', { name: 'Upgrade to Portal + Mentoring' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for upgrading!' });
  await expect(thanks).toContainText('The updated payment will show on your next payment.');
  await thanks.getByRole('button', { name: 'Ok' }).click();

  await expect(page).toHaveURL(new RegExp(`${PATHS.billing(2)}$`));
  await expect(row).toContainText('QIP Portal + Mentoring');
  await expect(row).toContainText('$197/month');

  await billing(page).getByRole('button', { name: 'Cancel subscription' }).click();
  const picker = page.getByRole('dialog', { name: 'Cancel subscription' });
  await picker.getByRole('radio', { name: /Sunshine Marrickville/ }).check();
  await picker.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription' });
  await expect(confirm).toContainText('Are you sure you want to cancel the subscription of Sunshine Marrickville?');
  await confirm.getByRole('button', { name: 'Yes' }).click();

  const notice = page.getByRole('dialog', { name: 'Your subscription has been cancelled' });
  await expect(notice).toContainText(/Sunshine Marrickville stays active until \d{2}\/\d{2}\/\d{4}/);
  await notice.getByRole('button', { name: 'Go Back' }).click();
  await expect(row).toContainText('Canceled');
  await expect(row.getByRole('button', { name: 'Reactivate: Sunshine Marrickville' })).toBeVisible();
});

test('the declined card shows its message on payment details and adds nothing', async ({ page }) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.billing(1));
  const cards = billing(page).getByRole('table', { name: 'Saved payment methods' }).getByRole('rowheader');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await fillCard(page, '4000 0000 0000 0002');
  await expect(billing(page).getByRole('alert')).toHaveText(CARD_MESSAGES.declined);
  await expect(cards).toHaveCount(before);
  await expect(billing(page).getByRole('button', { name: 'Add card' })).toBeEnabled();
});

test('past payments opens a tax invoice as a PDF with the supplier, the invoice number and the GST', async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.goto(PATHS.billing(3));
  const table = billing(page).getByRole('table', { name: 'Past payments' });
  const first = table.getByRole('row').nth(1);
  const number = (await first.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(number).not.toBe('');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('button', { name: `Download PDF of invoice ${number}` }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`tax-invoice-${number}.pdf`);
  const saved = await file.path();
  expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Poppler's pdftotext (scripts/ensure-document-tools.sh installs it) reads what a person sees.
  const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
  expect(text).toContain('Tax invoice');
  expect(text).toContain(number);
  expect(text).toMatch(/ABN\s+51 824 753 556/);
  expect(text).toContain('Total includes GST');
});
