import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { CARD_MESSAGES, endpoints, PATHS } from '@qip/shared-contracts';
import { expect, test } from './fixtures';
import { answerOf, DEMO, login, storedSession } from './support';

// A visitor's way in: the free trial, and buying a plan with a card (local test mode, Stripe's
// test cards). Each run signs up new addresses: registration is limited per address and email.

const PASSWORD = 'a-long-password';

/** An email no earlier run has registered. */
function newEmail(kind: string): string {
  return `${kind}.${Date.now()}.${randomBytes(3).toString('hex')}@signup.test`;
}

/** Fills in the sign-up form (both sign-ups share it). */
async function fillSignup(page: Page, email: string, serviceName: string) {
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: 'First name' }).fill('Alex');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Rivera');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Confirm email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone number' }).fill('02 9555 0101');
  await form.getByLabel('Create a password').fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Service name' }).fill(serviceName);
  await form.getByRole('combobox', { name: 'Service type' }).selectOption('Long Daycare');
  await form.getByRole('textbox', { name: 'Preferred time of day' }).fill('Mornings');
}

/** From the signed-out pricing page, Buy now on the Portal card, monthly, then sign up. */
async function buyPortalMonthly(page: Page, email: string) {
  await page.goto(PATHS.authPricingPlans);
  const portal = page.getByRole('region', { name: 'Portal', exact: true });
  await expect(portal.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
  await expect(portal.getByRole('tabpanel')).toContainText('$97');
  await portal.getByRole('button', { name: /^Buy now/ }).click();

  await expect(page).toHaveURL(/\/qip\/auth\/signup$/);
  await expect(page.getByRole('group', { name: 'Your plan' })).toContainText('Portal – Monthly');
  await fillSignup(page, email, 'Bottlebrush Early Learning');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/qip\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your plan' })).toContainText('$97 a month inc. GST');
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card holder's name").fill('Alex Rivera');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12 / 30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
}

/** The subscriptions of the signed-in user's account, through the API. */
async function subscriptionsOf(page: Page) {
  const { userId, accessToken } = await storedSession(page);
  const response = await page.request.get(`/api/stripe/products/${userId}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await answerOf(response, endpoints.billing.products)).products;
}

test.describe('signing up', () => {
  test('a visitor starts a free trial from the pricing plans and lands in onboarding', async ({ page }) => {
    await page.goto(PATHS.authPricingPlans);
    await expect(page.getByText('All prices in Australian Dollars, and include GST.')).toBeVisible();
    await page.getByRole('region', { name: 'Free trial' }).getByRole('button', { name: 'Start trial' }).click();

    await expect(page).toHaveURL(/\/qip\/auth\/free-trial$/);
    await expect(page.getByRole('heading', { level: 1, name: "Let's get started" })).toBeVisible();
    await fillSignup(page, newEmail('trial'), 'Wattle Tree Kindergarten');
    await page.getByRole('button', { name: 'Start Trial' }).click();

    const created = page.getByRole('dialog', { name: 'Your trial has started' });
    await expect(created).toContainText("Congratulations! Your trial account has been created. Let's get started.");
    await created.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/qip\/legal-notice$/);
    await expect(
      page.getByRole('heading', { name: "Before starting your QIP document let's complete your Service details" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/qip\/onboarding/);
    await expect(page.getByRole('heading', { level: 2, name: 'Physical location', exact: true })).toBeVisible();
    expect(await subscriptionsOf(page)).toEqual([]);
  });

  test('a visitor buys Portal monthly with 4242 4242 4242 4242', async ({ page }) => {
    await buyPortalMonthly(page, newEmail('paid'));
    await payWith(page, '4242 4242 4242 4242');

    await expect(page.getByRole('heading', { name: 'Payment made. Thank you!' })).toBeVisible();
    const [subscription] = await subscriptionsOf(page);
    expect(subscription?.subscription).toMatchObject({
      status: 'active',
      price_id: 'portal_monthly',
      plan: { amount: 9700, interval: 'month' },
    });
    expect(subscription?.center_name).toBe('Bottlebrush Early Learning');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/qip\/auth/);
  });

  test('a declined card shows its message and nothing is charged', async ({ page }) => {
    await buyPortalMonthly(page, newEmail('declined'));
    await payWith(page, '4000 0000 0000 0002');

    await expect(page.getByText(CARD_MESSAGES.declined)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment made. Thank you!' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(await subscriptionsOf(page)).toEqual([]);
  });
});

test.describe('adding a service', () => {
  test('an administrator adds a service on Portal monthly with the saved card, and it opens at the legal notice', async ({
    page,
  }) => {
    await login(page, DEMO.director);
    // No plan chosen yet: the page opens the pricing plans for an additional service first.
    await page.goto(PATHS.addNewService);
    await expect(page).toHaveURL(/\/qip\/pricing-plans$/);
    await page
      .getByRole('region', { name: 'Portal', exact: true })
      .getByRole('button', { name: /^Buy now/ })
      .click();

    await expect(page).toHaveURL(/\/qip\/add-new-service$/);
    await expect(page.getByRole('heading', { level: 1, name: "Let's add your new service" })).toBeVisible();
    const name = `Grevillea OSHC ${randomBytes(2).toString('hex')}`;
    await page.getByRole('textbox', { name: 'New service name' }).fill(name);
    await page.getByRole('textbox', { name: 'Service approval number' }).fill('SE-00098765');
    await page.getByRole('combobox', { name: 'Service type' }).selectOption('OOSH');
    await expect(page.getByText('We will charge your Visa ending in 4242.')).toBeVisible();
    await page.getByRole('button', { name: 'Add to your subscription' }).click();

    const added = page.getByRole('dialog', { name: 'Your new service has been added' });
    await expect(added).toContainText(name);
    await added.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/qip\/legal-notice$/);
    const subscriptions = await subscriptionsOf(page);
    const row = subscriptions.find((each) => each.center_name === name);
    expect(row?.subscription).toMatchObject({ status: 'active', price_id: 'portal_monthly' });
    // The new service is the one selected, so its onboarding follows.
    expect((await storedSession(page)).centerId).toBe(row?.center_id);
    await page.goto(PATHS.nqa);
    await expect(page.getByRole('banner')).toContainText(name);
  });
});
