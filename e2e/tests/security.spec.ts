import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, submitLogin } from './support';

/** Submits the login form once more and waits for the API's answer to it. */
async function attemptLogin(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/oauth/token')),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  return answer;
}

test.describe('sign-in protection', () => {
  test('after 10 wrong passwords for an account, the login page says how long to wait', async ({ page }) => {
    // An account of its own, so no other test's sign-ins are held up.
    await submitLogin(page, { email: 'guessing@nobody.test', password: 'guess-0' });
    await expect(page.getByRole('alert')).toHaveText(
      'The email or password is incorrect. Please check them and try again.',
    );
    for (let guess = 1; guess < 10; guess += 1) {
      expect((await attemptLogin(page, `guess-${guess}`)).status()).toBe(401);
    }
    const refused = await attemptLogin(page, 'guess-10');
    expect(refused.status()).toBe(429);
    // The 15-minute window started with the first guess, a few seconds ago.
    const retryAfter = Number(refused.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait 15 minutes before trying again.');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test("a SUPER_ADMIN is refused by the API, and the page shows the API's words", async ({ page }) => {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/oauth/token')),
      submitLogin(page, DEMO.superAdmin),
    ]);
    expect(answer.status()).toBe(401);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe('This account is for the management hub and cannot sign in to the QIP Portal.');
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(await page.evaluate(() => localStorage.getItem('qip.session'))).toBeNull();
  });

  test('the secret the README once printed mints no launch link', async ({ request }) => {
    const response = await request.post('/api/launch-links', {
      headers: { authorization: `Basic ${Buffer.from('qip-hub:hub-demo-secret').toString('base64')}` },
      data: { user_id: 'anyone' },
    });
    expect(response.status()).toBe(401);
  });
});

test.describe('subscriptions on the server', () => {
  test('the Wattle administrator (trial ended) is sent to the pricing plans, and the API refuses their answers', async ({
    page,
  }) => {
    await submitLogin(page, { email: 'director@wattle.test', password: 'wattle-demo' });
    await expect(page).toHaveURL(/\/qip\/pricing-plans$/);

    // The browser's own session, used past the page's guard.
    const session = (await page.evaluate(() => JSON.parse(localStorage.getItem('qip.session') ?? '{}') as unknown)) as {
      accessToken: string;
      centerId: string;
    };
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const questions = await page.request.get(`/api/questions?center_id=${session.centerId}&category_id=nqs2018-1.1.1`, {
      headers,
    });
    expect(questions.status()).toBe(200);
    const [question] = (await questions.json()) as Array<{ id: string }>;

    const answer = await page.request.post('/api/question/comply', {
      headers,
      data: { center_id: session.centerId, question_id: question!.id, result: 1 },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({
      message:
        'The free trial or subscription of this service has ended. Please choose a plan (/qip/pricing-plans) to continue.',
      redirect: '/qip/pricing-plans',
    });
  });
});
