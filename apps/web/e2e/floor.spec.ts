import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, seedReservation, sessionOf, seriousA11yFindings } from './fixtures';

// The floor tests share Tanjong Pagar and run in order: each builds on the tables the first one made.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 1000 } });

let areaName: string;

/** Drags as a hand does: press, move in steps (the drag starts after a few pixels), release. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function api(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const { token } = await sessionOf(page);
  const res = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function openFloor(page: Page) {
  await page.goto('/en_SG/reservations?view=floor');
  await page.getByRole('tab', { name: areaName }).click();
  await expect(page.getByTestId('floor-plan')).toBeVisible();
}

const table = (page: Page, name: string) => page.getByTestId(`floor-table-${name}`);

test('a host drags a booking onto a table, and a second browser sees the party seated', async ({ page, browser }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  const { outletId } = await sessionOf(page);
  areaName = `Floor test ${Date.now() % 100000}`;
  const area = await api(page, 'POST', `/api/v1/outlets/${outletId}/areas`, { name: areaName, displayName: areaName });
  for (const [name, maxPax] of [
    ['F1', 4],
    ['F2', 4],
    ['F3', 2],
  ] as const) {
    await api(page, 'POST', `/api/v1/outlets/${outletId}/tables`, { areaId: area.id, name, maxPax });
  }
  await seedReservation(page, { customerFirstName: 'Dragged', customerLastName: 'Guest', reservationTime: '23:15:00' });

  const other = await browser.newPage();
  await loginAsHost(other, DEMO.tanjongPagar);
  await openFloor(other);
  await openFloor(page);

  await drag(page, page.getByTestId('waiting-card').filter({ hasText: 'Dragged Guest' }), table(page, 'F1'));
  await expect(table(page, 'F1')).toHaveAttribute('data-status', 'IN_USE');
  await expect(table(page, 'F1')).toContainText('Dragged Guest');
  await expect(page.getByTestId('waiting-card').filter({ hasText: 'Dragged Guest' })).toHaveCount(0);
  // Live: the other host's floor shows it without a reload.
  await expect(table(other, 'F1')).toHaveAttribute('data-status', 'IN_USE', { timeout: 5_000 });
  await expect(table(other, 'F1')).toContainText('Dragged Guest');
  await other.close();
});

test('a host moves the party, asks for the bill, departs it and cleans the table', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  await openFloor(page);
  await drag(page, table(page, 'F1'), table(page, 'F2'));
  await expect(table(page, 'F2')).toContainText('Dragged Guest');
  await expect(table(page, 'F2')).toHaveAttribute('data-status', 'IN_USE');
  await expect(table(page, 'F1')).toHaveAttribute('data-status', 'REQUIRES_CLEANING');

  await table(page, 'F2').click();
  await page.getByRole('button', { name: 'Request the bill' }).click();
  await expect(table(page, 'F2')).toHaveAttribute('data-status', 'BILL_REQUESTED');

  await table(page, 'F2').click();
  await page.getByRole('button', { name: 'Depart' }).click();
  await expect(table(page, 'F2')).toHaveAttribute('data-status', 'REQUIRES_CLEANING');

  for (const name of ['F1', 'F2']) {
    await table(page, name).click();
    await page.getByRole('button', { name: 'Mark clean' }).click();
    await expect(table(page, name)).toHaveAttribute('data-status', 'AVAILABLE');
  }
});

test('a walk-in dragged onto a small table asks before seating more guests than it holds', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  await openFloor(page);
  await drag(page, page.getByRole('button', { name: 'New walk-in: drag onto a free table' }), table(page, 'F3'));
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });
  await expect(dialog.getByRole('button', { name: /Table F3/ })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '4 guests' }).click();
  await expect(dialog.getByRole('alert').or(dialog.locator('.MuiAlert-standardWarning'))).toContainText('not suitable for the new pax');
  await dialog.getByRole('button', { name: 'Seat anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'F3')).toHaveAttribute('data-status', 'IN_USE');
  await expect(table(page, 'F3')).toContainText('4 pax');
});

test('a walk-in takes the suggested table: fewest wasted seats first', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  await openFloor(page);
  await page.getByRole('button', { name: 'Walk-in', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Walk-in' });
  await dialog.getByRole('button', { name: '4 guests' }).click();
  const suggested = dialog.getByRole('group', { name: 'Suggested' });
  await expect(suggested.getByRole('button').first()).toHaveText('F1 · 4 seats');
  await suggested.getByRole('button', { name: 'F1 · 4 seats' }).click();
  await expect(dialog.getByRole('button', { name: /^Table F1,/ })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Seat now' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'F1')).toHaveAttribute('data-status', 'IN_USE');
});

test('the full floor, looked at in both widths, passes an accessibility check', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar, '/en_SG/reservations?view=floor');
  await expect(page.getByTestId('floor-plan')).toBeVisible();
  await keepShot(page, 'floor', { fullPage: true, widths: [1280, 768] });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    expect(await seriousA11yFindings(page, { include: '[data-testid="floor-plan"]', everyImpact: true }), `at ${width} px`).toEqual([]);
  }
});

test('a party dragged onto a table too small for it is asked about, never dropped in silence (issue 28)', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  await seedReservation(page, { customerFirstName: 'Large', customerLastName: 'Party', numberOfAdults: 5, reservationTime: '23:20:00' });
  await openFloor(page);
  // F2 seats 4 and is free (F1 and F3 hold the walk-ins before).
  await expect(table(page, 'F2')).toHaveAttribute('data-status', 'AVAILABLE');
  await drag(page, page.getByTestId('waiting-card').filter({ hasText: 'Large Party' }), table(page, 'F2'));
  const dialog = page.getByRole('dialog', { name: 'Seat Large Party (5)?' });
  await expect(dialog.getByRole('alert').or(dialog.locator('.MuiAlert-standardWarning'))).toContainText('Table F2 seats 4, the party is 5');
  await keepShot(page, 'squeeze', { widths: [1280, 768] });
  await dialog.getByRole('button', { name: 'Seat at F2 anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, 'F2')).toHaveAttribute('data-status', 'IN_USE');
  await expect(table(page, 'F2')).toContainText('5 pax');
});

test('a floor that cannot be read says so with a retry, never stays a grey box (issue 28)', async ({ page }) => {
  // Every read of the tables fails until the connection is back.
  await page.route('**/api/v1/outlets/*/areas', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
    }),
  );
  await loginAsHost(page, DEMO.tanjongPagar, '/en_SG/reservations?view=floor');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toContainText('The floor could not be read. Check the connection, then try again.');
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await keepShot(page, 'floor-load-failed', { widths: [1280, 768] });
  await page.unroute('**/api/v1/outlets/*/areas');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('floor-plan')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('a floor whose read hangs says it is still reading, with a new try, long before the timeout (issue 28)', async ({ page }) => {
  // The tables' read is held unanswered: the server, or the way to it, hangs.
  const held: (() => Promise<void>)[] = [];
  let hanging = true;
  await page.route('**/api/v1/outlets/*/areas', (route) => (hanging ? void held.push(() => route.abort()) : route.continue()));
  await loginAsHost(page, DEMO.tanjongPagar, '/en_SG/reservations?view=floor');
  const slow = page.getByTestId('still-reading');
  // Well inside the 30 s request timeout: the skeleton is not left alone.
  await expect(slow).toContainText('Still reading: the connection is slow.', { timeout: 15_000 });
  await expect(page.locator('.MuiSkeleton-root')).toBeVisible();
  await keepShot(page, 'floor-still-reading', { widths: [1280, 768] });
  // The way to the server is back; the held read still hangs, and only the new try is answered.
  hanging = false;
  // The new try aborts the read still held: it does not keep one of the browser's few connections to the server.
  const abandoned = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/areas') && r.failure()?.errorText === 'net::ERR_ABORTED');
  await slow.getByRole('button', { name: 'Try again' }).click();
  await abandoned;
  await expect(page.getByTestId('floor-plan')).toBeVisible();
  await expect(slow).toHaveCount(0);
  await Promise.all(held.map((release) => release().catch(() => undefined)));
});

for (const [locale, language] of [
  ['bm_MY', 'Malay'],
  ['en_SG', 'English'],
  ['zh_SG', 'Simplified Chinese'],
  ['zh_HK', 'Traditional Chinese'],
] as const) {
  test(`in ${language}, on a desktop and a tablet, no table tile or waiting card cuts its words or minutes (issue 28)`, async ({
    page,
  }) => {
    await loginAsHost(page, DEMO.tanjongPagar, `/${locale}/reservations?view=floor`);
    await expect(page.getByTestId('floor-plan')).toBeVisible();
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 1000 });
      await expect(page.locator('[data-testid^="floor-table-"]').first()).toBeVisible();
      await expect(page.getByTestId('waiting-card-name').first()).toBeVisible();
      // A tile's status word, party size, minutes, next booking and seats, and a waiting card's party
      // size, are shown whole (or, on a tile too low, the status is left to the icon). Names take two
      // lines; a longer one (other specs book long made-up names here) ends in an ellipsis, so only
      // names of up to 16 letters, as the demo's are, must be whole, on the tiles and the waiting cards.
      const cut = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            '[data-testid="tile-status"], [data-testid="tile-line"], [data-testid="tile-name"], ' +
              '[data-testid="waiting-card-pax"], [data-testid="waiting-card-name"]',
          ),
        )
          .filter((el) => getComputedStyle(el).display !== 'none')
          .filter((el) => !(el.getAttribute('data-testid') ?? '').endsWith('name') || (el.textContent ?? '').length <= 16)
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
          .map((el) => el.textContent),
      );
      // On the desktop the tiles have room for their status words; a tablet's smaller tiles show the icon.
      if (width === 1280) expect(await page.locator('[data-testid="tile-status"]:visible').count()).toBeGreaterThan(0);
      expect(cut, `at ${width} px`).toEqual([]);
      await keepShot(page, `floor-${locale}-${width}`);
    }
  });
}
