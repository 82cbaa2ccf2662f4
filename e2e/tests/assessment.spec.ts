import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closeWelcome, DEMO, login, submitLogin } from './support';

/** The assessment remote's part of the page. */
const assessment = (page: Page) => page.locator('[data-remote="mf-assessment"]');

/** The shell's 'QIP Finished' bar, as a number. */
async function qipFinished(page: Page): Promise<number> {
  const bar = page.getByRole('progressbar', { name: 'QIP Finished' });
  await expect(bar).toHaveAttribute('aria-valuenow', /\d+/);
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** Answers one question card and waits until the answer is saved and shown. */
async function answer(card: Locator, label: 'Yes' | 'No' | 'Not applicable') {
  const button = card.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toBeEnabled();
}

test('a director works through NQA 1: answers, a note, a custom strength, laws; all of it kept', async ({ page }) => {
  await submitLogin(page, DEMO.director);
  await expect(page).toHaveURL(/\/qip\/nqa$/);
  const remote = assessment(page);
  // A first visit: the welcome explains the portal.
  const welcome = page.getByRole('dialog', { name: 'Welcome to your QIP Portal, Dana Whitfield' });
  await expect(welcome).toContainText('Answer each question Yes, No or Not applicable.');
  await closeWelcome(page);

  // The dashboard: NQA1 has not been started at the demo service.
  const nqa1Card = remote.getByRole('article', { name: 'NQA1' });
  await expect(nqa1Card.getByRole('link', { name: 'Start NQA1' })).toBeVisible();
  await expect(nqa1Card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  const barBefore = await qipFinished(page);

  await nqa1Card.getByRole('link', { name: 'Start NQA1' }).click();
  await expect(page).toHaveURL(/\/qip\/nqa\/1$/);
  await expect(
    remote.getByRole('heading', { level: 1, name: 'NQA1 - Educational program and practice' }),
  ).toBeVisible();

  // Standard 1.3, element 1.3.1: where services most often fall short.
  const standards = remote.getByRole('group', { name: 'Standards' });
  const level13 = standards.getByRole('button', { name: /^1\.3 Assessment and planning/ });
  await level13.click();
  await expect(level13).toContainText('0% Completed');
  await expect(remote.getByRole('heading', { level: 2, name: '1.3.1 Assessment and planning cycle' })).toBeVisible();
  // The work starts on the first screen: the first question is in view without scrolling.
  await expect(remote.getByRole('article').first()).toBeInViewport();

  // Every Embedded question, then one in each of the other categories.
  const cards = remote.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const embedded = await cards.count();
  const choices = ['Yes', 'No', 'Not applicable'] as const;
  for (let index = 0; index < embedded; index += 1) {
    await answer(cards.nth(index), choices[index % 3]!);
  }
  await remote.getByRole('tab', { name: /^Critical Reflections/ }).click();
  await answer(cards.first(), 'No');
  await remote.getByRole('tab', { name: /^Partnerships with Families/ }).click();
  await answer(cards.first(), 'Yes');
  const answered = embedded + 2;

  // The element, the level card and the header bar have moved.
  await expect(remote.getByRole('region', { name: 'Your progress' })).toContainText(`${answered} of`);
  await expect(level13).not.toContainText('0% Completed');
  await expect.poll(() => qipFinished(page)).toBeGreaterThan(barBefore);

  // The goal and strategy of the Critical Reflections question answered No: at a 900 px tall
  // window its actions are in view.
  await remote.getByRole('tab', { name: /^Critical Reflections/ }).click();
  await cards
    .first()
    .getByRole('button', { name: /Goal & strategy/ })
    .click();
  const strategy = page.getByRole('dialog', { name: 'Goal and strategy: 1.3.1' });
  await expect(strategy.getByRole('button', { name: 'Save changes' })).toBeInViewport();
  await strategy.getByRole('button', { name: 'Cancel' }).click();
  await expect(strategy).toBeHidden();
  await remote.getByRole('tab', { name: /^Partnerships with Families/ }).click();

  // A note on the first Partnerships question.
  await cards.first().getByRole('button', { name: 'Add notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes: 1.3.1' });
  await notes.getByRole('textbox', { name: 'Your notes' }).fill('Families asked for the planning wall in the foyer.');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expect(notes).toBeHidden();
  await expect(cards.first().getByRole('button', { name: 'Edit notes' })).toBeVisible();

  // A custom strength, added and then removed; a second one stays.
  await remote.getByRole('button', { name: 'Add your custom goals or strengths' }).click();
  let custom = page.getByRole('dialog', { name: 'Add your custom goals or strengths' });
  await custom.getByRole('tab', { name: 'Strength' }).click();
  await custom.getByRole('textbox', { name: 'Describe your strength' }).fill('A strength we will take back.');
  await custom.getByRole('button', { name: 'Add strength' }).click();
  const section = remote.getByRole('region', { name: 'Custom created goals & strengths' });
  const temporary = section.getByRole('listitem').filter({ hasText: 'A strength we will take back.' });
  await expect(temporary).toContainText('Post by Dana Whitfield');
  await temporary.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this question?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(temporary).toHaveCount(0);

  await remote.getByRole('button', { name: 'Add your custom goals or strengths' }).click();
  custom = page.getByRole('dialog', { name: 'Add your custom goals or strengths' });
  await custom.getByRole('tab', { name: 'Strength' }).click();
  await custom.getByRole('textbox', { name: 'Describe your strength' }).fill('Families co-design our planning wall.');
  await custom.getByRole('button', { name: 'Add strength' }).click();
  await expect(section.getByRole('listitem', { name: 'Strength' })).toContainText(
    'Families co-design our planning wall.',
  );

  // Laws and regulations: two recorded, so the button reads Finish.
  const banner = remote.getByRole('region', { name: 'In accordance with the National Law and Regulations' });
  await banner.getByRole('button', { name: /^Start/ }).click();
  const laws = page.getByRole('dialog', { name: 'Laws and regulations: NQA1' });
  // The table is taller than the window: its actions stay in view, its body scrolls.
  await expect(laws.getByRole('button', { name: 'Save' })).toBeInViewport();
  await laws.getByRole('radio', { name: 'Regulation 73: Compliant' }).check();
  await laws.getByRole('radio', { name: 'Regulation 74: Non-compliant' }).check();
  await laws.getByRole('textbox', { name: 'Note' }).fill('Reg 74: documentation gaps in the toddler room.');
  await laws.getByRole('button', { name: 'Save' }).click();
  await expect(laws).toBeHidden();
  await expect(banner.getByRole('button', { name: /^Finish:/ })).toBeVisible();
  await expect(banner).toContainText('2 of 9 laws and regulations recorded');
  const barAfter = await qipFinished(page);

  // A reload keeps all of it.
  await page.reload();
  await expect(
    remote.getByRole('heading', { level: 1, name: 'NQA1 - Educational program and practice' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/element=1\.3\.1/);
  await expect(remote.getByRole('region', { name: 'Your progress' })).toContainText(`${answered} of`);
  await remote.getByRole('tab', { name: /^Embedded/ }).click();
  await expect(cards.first().getByRole('button', { name: 'Yes', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.nth(1).getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await remote.getByRole('tab', { name: /^Partnerships with Families/ }).click();
  await expect(cards.first().getByRole('button', { name: 'Edit notes' })).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveText([/Families co-design our planning wall\./]);
  await expect(banner.getByRole('button', { name: /^Finish:/ })).toBeVisible();
  await banner.getByRole('button', { name: /^Finish:/ }).click();
  await expect(laws.getByRole('radio', { name: 'Regulation 74: Non-compliant' })).toBeChecked();
  await expect(laws.getByRole('textbox', { name: 'Note' })).toHaveValue(
    'Reg 74: documentation gaps in the toddler room.',
  );
  await laws.getByRole('button', { name: 'Cancel' }).click();
  expect(await qipFinished(page)).toBe(barAfter);

  // Back on the dashboard the NQA1 card has moved on.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "NQA's" }).click();
  await expect(nqa1Card.getByRole('link', { name: 'Continue NQA1' })).toBeVisible();
  await expect(nqa1Card.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
});

test('the area page of another address goes to the dashboard', async ({ page }) => {
  await login(page, DEMO.director);
  await page.goto('/qip/nqa/9');
  await expect(page).toHaveURL(/\/qip\/nqa$/);
});
