import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, login } from './support';

// The self-assessment on the area page: five strengths per element and the limit modal, the SAT
// drawer's autosave kept across a reload, and the warning before a No takes a described strength
// out. Quality area 4 is used by no other spec, so the counts here are this test's own.

const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

const CATEGORY_TABS = [/^Embedded/, /^Critical Reflections/, /^Partnerships with Families/] as const;

async function answer(card: Locator, label: 'Yes' | 'No') {
  const button = card.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeEnabled();
}

test('a director chooses five strengths of an element, describes one and keeps it, and is warned before a No', async ({
  page,
}) => {
  await login(page, DEMO.director);
  await page.goto('/qip/nqa/4');
  const remote = assessment(page);
  await expect(remote.getByRole('heading', { level: 2, name: /^4\.1\.1 / })).toBeVisible();
  const cards = remote.getByRole('article');

  // Every question of element 4.1.1 (two per category) answered Yes and added to the SAT: the
  // sixth is refused with the spec's modal.
  let added = 0;
  for (const tab of CATEGORY_TABS) {
    await remote.getByRole('tab', { name: tab }).click();
    await expect(cards.first()).toBeVisible();
    for (let index = 0; index < (await cards.count()); index += 1) {
      const card = cards.nth(index);
      await answer(card, 'Yes');
      const satSwitch = card.getByRole('switch', { name: 'Add to SAT' });
      await satSwitch.click();
      if (added < 5) {
        await expect(satSwitch).toHaveAttribute('aria-checked', 'true');
        added += 1;
        await expect(card).toContainText(`${added} of 5 SAT strengths chosen for 4.1.1`);
        await expect(page.getByText('Question added to SAT!').first()).toBeVisible();
      } else {
        const limit = page.getByRole('alertdialog', { name: "You've reach 5 favourites for this element" });
        await expect(limit).toContainText(
          'To add another favourite to your collection, please remove one of your existing favourites.',
        );
        await limit.getByRole('button', { name: 'Continue' }).click();
        await expect(limit).toBeHidden();
        await expect(satSwitch).toHaveAttribute('aria-checked', 'false');
      }
    }
  }
  expect(added).toBe(5);

  // A description written in the drawer saves itself 2 s after typing stops, and is there after a reload.
  const description = 'Rosters are checked hour by hour against sign-in times every fortnight.';
  await remote.getByRole('tab', { name: CATEGORY_TABS[0] }).click();
  await remote.getByRole('button', { name: 'Open your SAT' }).click();
  // The drawer lists every area's strengths in the standard's order; other specs' strengths (3.1.1)
  // come first, so this one's are found under their element.
  const element411 = (drawer: Locator) => drawer.getByRole('region', { name: 'Element 4.1.1' });
  let drawer = page.getByRole('dialog', { name: 'Your SAT strengths' });
  const firstDescription = element411(drawer)
    .getByRole('textbox', { name: /^SAT description/ })
    .first();
  await firstDescription.fill(description);
  await expect(drawer.getByText('Changes saved!')).toBeVisible({ timeout: 5000 });

  await page.reload();
  await expect(remote.getByRole('heading', { level: 2, name: /^4\.1\.1 / })).toBeVisible();
  await remote.getByRole('button', { name: 'Open your SAT' }).click();
  drawer = page.getByRole('dialog', { name: 'Your SAT strengths' });
  await expect(
    element411(drawer)
      .getByRole('textbox', { name: /^SAT description/ })
      .first(),
  ).toHaveValue(description);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // No on the described strength: first kept, then removed from the SAT and answered No.
  const described = cards.first();
  await described.getByRole('button', { name: 'No', exact: true }).click();
  const warning = page.getByRole('alertdialog', { name: 'This strength is in your SAT' });
  await expect(warning).toContainText(description);
  await warning.getByRole('button', { name: 'Keep & Close' }).click();
  await expect(warning).toBeHidden();
  await expect(described.getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await described.getByRole('button', { name: 'No', exact: true }).click();
  await warning.getByRole('button', { name: 'Continue to Remove' }).click();
  await expect(warning).toBeHidden();
  await expect(described.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.nth(1)).toContainText('4 of 5 SAT strengths chosen for 4.1.1');
});
