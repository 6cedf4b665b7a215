import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost, openAsSupport, keepShot } from './fixtures';

const OFFLINE = /^Offline since \d\d:\d\d: updates have stopped\. Retrying…$/;

test('with the network gone a banner says since when, and says when it is back', async ({ page, context }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.bangsar);
  await context.setOffline(true);
  const banner = page.getByTestId('connection-banner');
  await expect(banner).toHaveText(OFFLINE);
  await keepShot(page, `banner-offline-768`);
  await context.setOffline(false);
  await expect(banner).toHaveText('Back online. Everything on screen is up to date again.');
  await keepShot(page, `banner-back-768`);
  await expect(banner).toBeHidden();
});

test('with the server unreachable Host retries by itself and catches up, with no "refresh the page"', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.lins);
  // The book knows its day before the host steps to the next one (a step before that has no day to step from).
  await expect(page.getByTestId('day-heading')).toHaveText('Today, Tuesday, 31 March 2026');
  // The context's routes, not the page's: they also see what the service worker fetches (issue 17).
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await context.route('**/mqtt', (route) => route.abort('connectionrefused'));
  // The host moves to tomorrow: the book cannot be fetched.
  await page.getByRole('button', { name: 'Next day' }).click();
  const banner = page.getByTestId('connection-banner');
  // On a busy machine the refused read and its retry take a while to come back: wait for the banner, not a fixed time.
  await expect(banner).toHaveText(OFFLINE, { timeout: 30_000 });
  await expect(page.getByText(/Refreshing the page/)).toHaveCount(0);
  await keepShot(page, `banner-unreachable-1280`);
  // The server is back: no click, no reload.
  await context.unrouteAll();
  await expect(banner).toHaveText('Back online. Everything on screen is up to date again.');
  await expect(page.getByTestId('day-heading')).toHaveText('Wednesday, 1 April 2026');
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  await expect(banner).toBeHidden();
});

test('support access is unmistakable on every page: who acts as which outlet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsSupport(page, 'Harbour', 'Harbour Dim Sum Central', 'Checking the book for the owner');
  await expect(page).toHaveURL(/\/en_HK\/reservations$/);
  const bar = page.getByRole('note', { name: 'Support access' });
  await expect(bar).toContainText(
    'Support access: support@host.internal is acting as Harbour Dim Sum Central (Harbour Dim Sum). ' +
      'Reason: Checking the book for the owner. What you do is recorded against your account.',
  );
  await expect(bar.getByRole('button', { name: 'End support access to Harbour Dim Sum Central' })).toBeVisible();
  await expect(bar).toBeInViewport();
  await keepShot(page, `support-bar-1280`);
  // Still there when the page scrolls, and on another page.
  await page.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();
  await keepShot(page, `support-bar-scrolled-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Chosen from the keyboard: on a loaded machine a click while the drawer settled landed on its backdrop and closed it.
  // Once the drawer has taken the focus (its focus trap does, just after it opens): a link focused before that lost
  // the focus to the drawer between the focus and the key, and Enter went nowhere.
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer).toBeFocused();
  await drawer.getByRole('link', { name: 'Customers' }).press('Enter');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(bar).toBeInViewport();
  await keepShot(page, `support-bar-customers-768`);
});

test('an outlet signed in with its own PIN has no support bar', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  await expect(page.getByRole('note', { name: 'Support access' })).toHaveCount(0);
});
