import { expect, test, type Page } from '@playwright/test';
import { loginAsHost } from './fixtures';

/*
 * A reload of the host stand sends the book's first reads as the page is parsed, before the app's code has loaded and run
 * (src/early-reads.ts, docs/decisions/038-a-light-host-stand.md); the app takes each answer instead of asking the server
 * again. A read left untaken would be a path the app asks differently: sent twice.
 */
const untaken = (page: Page) =>
  page.evaluate(() => {
    const reads = (window as { __hostEarlyReads?: Map<string, unknown> }).__hostEarlyReads;
    return reads ? [...reads.keys()] : 'no early reads';
  });

test('a reload of the book or the floor reads ahead of the app, and the app asks none of those reads again', async ({ page }) => {
  const dayReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/v1\/outlets\/[^/]+\/reservations$/.test(url.pathname)) dayReads.push(url.search);
  });
  await loginAsHost(page);
  await page.reload();
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  await expect.poll(() => untaken(page)).toEqual([]);

  // Another day, on the floor: the day shown and today (the host's actions read it), both read ahead and taken.
  await page.goto('/en_SG/reservations?view=floor&date=2026-04-02');
  await expect(page.getByTestId('floor-plan')).toBeVisible();
  await expect.poll(() => untaken(page)).toEqual([]);
  expect(dayReads).toContain('?date=2026-04-02');
});
