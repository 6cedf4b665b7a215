import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost } from './fixtures';

// Issue 19: dates and times follow the locale through one formatter; past slots read as past.
// The clock is 2026-03-31 19:30 in Singapore (playwright.config.ts).

const SHOTS = '/tmp/i19-forms-shots';

test('the Chinese date field writes the year in full, and the pickers keep the 24-hour clock', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.orchard);
  await page.goto('/zh_SG/reservations');
  await expect(page.getByRole('heading', { level: 1, name: '预订' })).toBeVisible();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  // Was "26-03-31".
  await expect(dialog.getByRole('group', { name: '日期' })).toContainText('2026/03/31');
  await expect(dialog.getByLabel('时间')).toHaveText(/^\d{2}:\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/booking-zh-date-768.png` });
});

test('past times in the online schedule read as past, not as covers still open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  await page.goto('/en_SG/reservations/online-schedule');
  const dinner = page.getByRole('region', { name: 'Dinner' });
  const past = dinner.getByTestId('online-slot').filter({ hasText: '17:30' });
  await expect(past).toHaveAttribute('data-past', 'true');
  await expect(past).toContainText('Past');
  await expect(past).toContainText(/\d+ covers? booked/);
  await expect(past).not.toContainText(/ of \d+ covers/);
  await expect(past.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/online-schedule-past-1280.png` });
});
