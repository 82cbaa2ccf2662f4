import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseSatStrength, DEMO, login } from './support';

/** The assessment remote's part of the page. */
const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

test('a director describes a chosen strength on the SAT page, keeps it across a reload and saves the service details', async ({
  page,
}) => {
  await login(page, DEMO.director);
  const remote = assessment(page);

  // Choose a strength for element 6.1.1 on its area page: answered Yes, then added to the SAT.
  await chooseSatStrength(page, 6, '6.1.1');

  // The SAT page: seven tiles with the strengths chosen of those expected.
  await page.goto('/qip/sat');
  await expect(remote.getByRole('heading', { level: 1, name: 'Self-Assessment Tool' })).toBeVisible();
  const tiles = remote.getByRole('group', { name: 'Strengths chosen by quality area' });
  await expect(tiles.getByRole('button')).toHaveCount(7);
  const nqa6 = tiles.getByRole('button', { name: /^NQA6 / });
  await expect(nqa6).toContainText(/[1-9]\d*\/30/);
  await expect(nqa6.getByRole('img', { name: /^[1-9]\d* of 30 strengths chosen, fewer than expected$/ })).toBeVisible();
  await expect(tiles.getByRole('img', { name: /of 45 strengths chosen/ })).toBeVisible();

  // Pick the area and the element: the address keeps both.
  await nqa6.click();
  await expect(page).toHaveURL(/\/qip\/sat\?nqa=6$/);
  await remote.getByRole('button', { name: /^6\.1\.1 / }).click();
  await expect(page).toHaveURL(/\/qip\/sat\?nqa=6&element=6\.1\.1$/);
  await expect(remote.getByText('In accordance with the National Law and Regulations')).toBeVisible();

  // Describe the strength: saved 2 seconds after typing stops.
  const element = remote.getByRole('region', { name: /^Element 6\.1\.1/ });
  const strength = element.getByRole('listitem').first();
  const description = `Families shape our weekly program (${Date.now()}).`;
  await strength.getByRole('textbox', { name: /^SAT description/ }).fill(description);
  await expect(strength.getByText('Changes saved!')).toBeVisible();

  // A reload opens the same area and element with the description kept.
  await page.reload();
  await expect(page).toHaveURL(/\/qip\/sat\?nqa=6&element=6\.1\.1$/);
  await expect(
    remote
      .getByRole('region', { name: /^Element 6\.1\.1/ })
      .getByRole('textbox', { name: /^SAT description/ })
      .first(),
  ).toHaveValue(description);

  // The service details block: nothing is saved while a required field is missing.
  const form = remote.getByRole('form', { name: 'Service details' });
  const street = form.getByRole('textbox', { name: /Street address/ });
  await street.fill('');
  await form.getByRole('button', { name: 'Save service details' }).click();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This field is required.').first()).toBeVisible();

  await street.fill('12 Latrobe Terrace');
  await form.getByRole('textbox', { name: /Suburb/ }).fill('Paddington');
  await form.getByRole('textbox', { name: /First name/ }).fill('Dana');
  await form.getByRole('textbox', { name: /Last name/ }).fill('Whitfield');
  await form.getByRole('textbox', { name: /Email address/ }).fill('dana@sunshine.test');
  await form.getByRole('textbox', { name: /Phone/ }).fill('07-3300-1234');
  await form.getByRole('button', { name: 'Save service details' }).click();
  await expect(form.getByText('Changes saved!')).toBeVisible();

  await page.reload();
  await expect(
    remote.getByRole('form', { name: 'Service details' }).getByRole('textbox', { name: /Street address/ }),
  ).toHaveValue('12 Latrobe Terrace');
});
