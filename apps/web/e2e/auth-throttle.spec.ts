import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInWithEmail, signInWithPin, keepShot } from './fixtures';

/**
 * docs/decisions/010-sign-in-throttle.md: five wrong PINs from one device pause that device's PIN
 * sign-in for 30 s; the screen says how long, counts down, and offers email sign-in. The code is
 * one no other test signs in with: the pause is this browser's address only.
 */
const GUESSED = { code: 'HD-WANCHAI', pin: '0000' };

async function fiveWrongPins(page: Page) {
  await page.goto('/en_SG/login');
  for (let i = 0; i < 5; i++) {
    await signInWithPin(page, GUESSED);
    await expect(page.getByRole('alert')).toHaveText('That outlet code and PIN do not match. Check both and try again.');
  }
  await signInWithPin(page, GUESSED);
}

test('after five wrong PINs the screen says how long to wait, counts down, and offers email sign-in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await fiveWrongPins(page);

  const notice = page.getByTestId('throttle-notice');
  await expect(notice.getByRole('timer')).toHaveText(/^Too many tries\. Try again in (30|29|28) s\.$/);
  await expect(notice).toContainText('Devices already signed in stay signed in.');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await keepShot(page, `throttle-1280`);
  // It counts down, second by second.
  await expect(notice.getByRole('timer')).toHaveText(/Try again in 2[0-6] s\./, { timeout: 15_000 });

  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `throttle-768`);

  await notice.getByRole('button', { name: 'Sign in with email instead' }).click();
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await signInWithEmail(page, DEMO.owner);
  await expect(page).toHaveURL(/\/en_SG\/login\/switch$/);
});

test('the wait reads in the user language', async ({ page }) => {
  // Another code, paused through the API as a script would: one more try in the browser shows the wait.
  const code = 'HD-MONGKOK';
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/auth/pin-login-remember-me', {
      data: { code, sha512Pin: createHash('sha512').update('0000').digest('hex') },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto('/zh_SG/login');
  await page.getByLabel('门店代码').fill(code);
  await page.getByRole('textbox', { name: 'PIN 码' }).fill('0000');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('throttle-notice').getByRole('timer')).toHaveText(/^尝试次数过多，请在 (\d+ 秒|\d+ 分 \d\d 秒)后重试。$/);
  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `throttle-zh-768`);
});
