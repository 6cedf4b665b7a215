import { expect, test } from '@playwright/test';
import { keepShot, loginAsHost } from './fixtures';

// docs/rules.md section 9: on Apple devices that are not phones the host screen is laid out 760 px wide. The host
// stand is often an iPad, whose Safari says it is a Mac: its user agent, on a 1024 x 1366 touch screen.
const IPAD_OS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

test.use({ userAgent: IPAD_OS, isMobile: true, hasTouch: true, viewport: { width: 1024, height: 1366 } });

test('an iPad lays the host screen out 760 px wide, the book whole within it', async ({ page }) => {
  await loginAsHost(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(760);
  await expect(page.getByRole('button', { name: /^Queue · \d+$/ })).toBeVisible();
  // Nothing wider than the page: no sideways scrolling at the host stand.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(760);
  await keepShot(page, 'ipad-760');
});
