import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, loginAsHost, row, seedReservation, keepShot } from './fixtures';

// The server's clock is 2026-03-31 19:30 in Singapore (playwright.config.ts): dinner is running.

const inView = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return Boolean(box && box.y >= 0 && box.y + box.height <= height);
};

test('the book opens on the service running now, with a "now" line and a way back to it (1280x800)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  const now = page.getByRole('separator', { name: /^Now \d\d:\d\d$/ });
  await expect(now).toBeVisible();
  await expect.poll(() => inView(page, now)).toBe(true);
  // Dinner, not lunch, is on screen, and more than four parties fit.
  const dinner = page.getByRole('region', { name: 'Dinner' });
  await expect(dinner.getByRole('heading', { name: 'Dinner' })).toBeInViewport();
  const rows = page.getByTestId('reservation-row');
  let visible = 0;
  for (const r of await rows.all()) if (await inView(page, r)) visible++;
  expect(visible).toBeGreaterThan(4);
  await keepShot(page, `book-now-1280`);

  // Away from now (up to lunch), the service header sticks under the app bar and "Back to now" brings it back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.wheel(0, 200);
  await expect.poll(() => inView(page, now)).toBe(false);
  const back = page.getByRole('button', { name: 'Back to now' });
  await expect(back).toBeVisible();
  await keepShot(page, `book-scrolled-1280`);
  await back.click();
  await expect.poll(() => inView(page, now)).toBe(true);
  await expect(back).toBeHidden();
});

test('a tap made while the book loads keeps the page where it is: the jump to now does not move it from under the finger', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  // The day's list is held back until the host has pressed in the search box.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /\/api\/v1\/outlets\/[^/]+\/reservations$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.reload();
  const search = page.getByRole('textbox', { name: 'Search name, phone or code' });
  await search.click();
  release();
  await expect(page.getByRole('separator', { name: /^Now \d\d:\d\d$/ })).toBeAttached();
  // Left where the host pressed, with a way to now when they want it.
  await expect(page.getByRole('button', { name: 'Back to now' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(search).toBeFocused();
  await expect(search).toBeInViewport();
});

test('a Chinese name in the English book waits for its glyphs: never an empty box while the font loads (issue 28)', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard);
  // A name no other run of this test has made: the clock's digits as Chinese numerals.
  const name = `张丽${[...String(Date.now() % 100_000)].map((d) => '〇一二三四五六七八九'[Number(d)]).join('')}`;
  await seedReservation(page, { customerFirstName: name, customerLastName: '陈' });
  await page.reload();
  await expect(row(page, name)).toBeVisible();
  // This machine has no CJK font of its own: until a subset of Noto Sans arrives, the only other
  // drawing is a box. Every Chinese face hides its glyphs while it loads, and is declared by the time
  // the first rows are drawn.
  const faces = await page.evaluate(() => {
    const displays: string[] = [];
    document.fonts.forEach((face) => {
      if (/Noto Sans (SC|TC)/.test(face.family)) displays.push(face.display);
    });
    return displays;
  });
  expect(faces.length).toBeGreaterThan(100);
  expect(new Set(faces)).toEqual(new Set(['block']));
  await expect.poll(() => page.evaluate((text) => document.fonts.check('400 16px "Noto Sans SC"', text), name)).toBe(true);
  await row(page, name).scrollIntoViewIfNeeded();
  await keepShot(page, 'book-chinese-name', { widths: [1280, 768] });
});

test('back at the top, the toolbar stays under the finger while the header grows back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  await expect(page.getByRole('separator', { name: /^Now \d\d:\d\d$/ })).toBeVisible();
  // Scrolled down, the header has shrunk; back at the top it grows again, over a few frames. Where
  // the "Next day" button is, frame by frame from the moment the page is back at the top:
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const places = await page.evaluate(async () => {
    const button = document.querySelector('[aria-label="Next day"]')!;
    window.scrollTo(0, 0);
    const seen: number[] = [];
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(Math.round(button.getBoundingClientRect().y));
    }
    return seen;
  });
  expect(new Set(places).size, `the button's top, frame by frame: ${places.join(', ')}`).toBe(1);
});

test('at 768 px the guest names read in full and the date heading stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.orchard);
  const names = [
    { customerFirstName: 'Ethan', customerLastName: 'Lim Wei Jie', full: 'Ethan Lim Wei Jie', tags: ['VIP'] },
    { customerFirstName: '美玲', customerLastName: '陈', full: '陈美玲' },
    {
      customerFirstName: 'Nur Aisyah',
      customerLastName: 'binti Ahmad',
      full: 'Nur Aisyah binti Ahmad',
      notes: 'Window seat, birthday cake at 21:00',
    },
  ];
  for (const { full: _full, tags: _tags, ...body } of names) await seedReservation(page, body);
  await page.reload();
  for (const { full } of names) {
    const name = row(page, full).getByTestId('guest-name');
    await expect(name).toHaveText(full);
    // Not cut: the whole name fits in its box.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  const heading = page.getByTestId('day-heading');
  await expect(heading).toHaveText('Today, Tuesday, 31 March 2026');
  expect((await heading.boundingBox())!.height).toBeLessThan(40);
  await row(page, 'Nur Aisyah binti Ahmad').scrollIntoViewIfNeeded();
  await keepShot(page, `book-names-768`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepShot(page, `book-top-768`);
});

test("a row's mark explains itself on hover, and the calendar button goes to a day picked in its month", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  const guest = `Hover ${Date.now().toString(36)}`;
  await seedReservation(page, { customerFirstName: guest, customerLastName: 'Notes', notes: 'Window seat, cake at 21:00' });
  await page.reload();
  // One tip for the whole book (rows draw their marks plain): the words of the mark under the pointer.
  await row(page, `${guest} Notes`).getByRole('img', { name: 'Notes' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Window seat, cake at 21:00');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to a date' }).click();
  await page.getByRole('gridcell', { name: '15' }).click();
  await expect(page.getByTestId('day-heading')).toHaveText('Sunday, 15 March 2026');
  await expect(page).toHaveURL(/date=2026-03-15/);
  await expect(page.getByRole('gridcell', { name: '15' })).toHaveCount(0);
});

test("a row's menu lists what can be done now, once: no greyed-out twin of an action it offers", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.harbour);
  await seedReservation(page, { customerFirstName: 'Menu', customerLastName: 'Check', customerPhone: '+852 9123 7654' });
  await page.reload();
  const party = row(page, 'Menu Check');
  await expect(party.getByRole('button', { name: 'Seat', exact: true })).toBeVisible();
  await party.getByRole('button', { name: /More actions/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Confirm', 'Mark no-show', 'Cancel booking']);
  await expect(menu.getByText('Not possible in this status.')).toHaveCount(0);
  await keepShot(page, `book-menu-1280`);
  await page.keyboard.press('Escape');

  // Tomorrow: seating waits for the day, and the menu says so once.
  await seedReservation(page, {
    customerFirstName: 'Menu',
    customerLastName: 'Tomorrow',
    customerPhone: '+852 9123 7655',
    reservationDate: '2026-04-01',
  });
  await page.getByRole('button', { name: 'Next day' }).click();
  const tomorrow = row(page, 'Menu Tomorrow');
  await expect(tomorrow.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
  await tomorrow.getByRole('button', { name: /More actions/ }).click();
  await expect(menu.getByRole('menuitem', { disabled: false })).toHaveText(['Edit', 'Cancel booking']);
  await expect(menu.getByRole('menuitem', { name: /Seat/ })).toContainText('Only on the day of the booking.');
  await expect(page.getByTestId('now-line')).toHaveCount(0);
  await keepShot(page, `book-menu-tomorrow-1280`);
});

test('the book in the dark theme, at 1280 and 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.tanjongPagar);
  const now = page.getByRole('separator', { name: /^Now \d\d:\d\d$/ });
  await expect(now).toBeInViewport();
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  // Changing the theme redraws the page; the host gets back to now with one tap.
  const backToNow = page.getByRole('button', { name: /Back to now/ });
  if (await backToNow.isVisible()) await backToNow.click();
  await expect(now).toBeInViewport();
  await keepShot(page, `book-dark-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await page
    .getByRole('button', { name: 'Back to now' })
    .or(page.getByRole('separator', { name: /^Now/ }))
    .first()
    .waitFor();
  await keepShot(page, `book-dark-768`);
});

test('late parties float to the top of their service under a heading that says why, the rest follow in time order (issue 28)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.harbour);
  // The demo's dinner is running: some of its parties are late.
  const label = page.getByTestId('late-label').first();
  await expect(label).toHaveText('Late: needs attention');
  const group = page.locator('ul').filter({ has: label });
  const firstRow = group.getByTestId('reservation-row').first();
  await expect(firstRow).toContainText('Late');
  await expect(group.getByText('The rest, in time order')).toBeVisible();
  await label.scrollIntoViewIfNeeded();
  await keepShot(page, 'book-late-heading', { widths: [1280, 768] });
});

test('the same guest booked twice tonight is marked on both rows (issue 28)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.tanjongPagar);
  const phone = `+65 8${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const lastName = `Twice${[...String(Date.now() % 100_000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  await seedReservation(page, {
    customerFirstName: 'Siew Ling',
    customerLastName: lastName,
    customerPhone: phone,
    reservationTime: '22:15:00',
  });
  await seedReservation(page, {
    customerFirstName: 'Siew Ling',
    customerLastName: lastName,
    customerPhone: phone,
    reservationTime: '23:45:00',
  });
  await page.reload();
  const rows = page.getByTestId('reservation-row').filter({ hasText: lastName });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('same-guest')).toHaveText('Also at 23:45');
  await expect(rows.nth(1).getByTestId('same-guest')).toHaveText('Also at 22:15');
  await rows.nth(0).scrollIntoViewIfNeeded();
  await keepShot(page, 'book-same-guest', { widths: [1280, 768] });
});

test("a day that cannot be read says so with a retry, not 'no bookings' (issue 28)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.tanjongPagar);
  // Tomorrow's book, whose every read fails until the host taps Try again, not until the test stops failing it: the live
  // connection's catch-up reads the day again whenever it connects, and a read that succeeded before the tap took the
  // button away (a flaky run on a loaded machine). A listener on the document, ahead of the app's own, marks the tap.
  const tomorrowsBook = (url: URL) =>
    url.pathname.startsWith('/api/v1/outlets/') && url.pathname.endsWith('/reservations') && url.searchParams.get('date') === '2026-04-01';
  await page.addInitScript(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('[data-testid="load-failed"] button'))
          (window as { retryTapped?: boolean }).retryTapped = true;
      },
      { capture: true },
    ),
  );
  let tapped = false;
  await page.route(tomorrowsBook, async (route) => {
    // A page replaced or closed meanwhile answers nothing: its read fails as before.
    tapped ||= await page.evaluate(() => (window as { retryTapped?: boolean }).retryTapped === true).catch(() => false);
    if (tapped) return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong' }),
    });
  });
  await page.goto('/en_SG/reservations?date=2026-04-01');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toContainText("This day's book could not be read.");
  await expect(page.getByText(/No bookings/)).toHaveCount(0);
  await keepShot(page, 'book-load-failed', { widths: [1280, 768] });
  // The tap reads the day again. (A read the app started by itself just after the tap would be let through too: a
  // small window, where the tap's own read is not told apart.)
  const reread = page.waitForRequest((request) => tomorrowsBook(new URL(request.url())));
  await failed.getByRole('button', { name: 'Try again' }).click();
  await reread;
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a day whose read hangs says it is still reading, with a new try, long before the timeout (issue 28)', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  const tomorrowsBook = (url: URL) =>
    url.pathname.startsWith('/api/v1/outlets/') && url.pathname.endsWith('/reservations') && url.searchParams.get('date') === '2026-04-01';
  // Held unanswered, as a server that hangs would.
  const held: (() => Promise<void>)[] = [];
  let hanging = true;
  await page.route(tomorrowsBook, (route) => (hanging ? void held.push(() => route.abort()) : route.continue()));
  await page.goto('/en_SG/reservations?date=2026-04-01');
  const slow = page.getByTestId('still-reading');
  await expect(slow).toContainText('Still reading: the connection is slow.', { timeout: 15_000 });
  await keepShot(page, 'book-still-reading', { widths: [1280, 768] });
  // The way to the server is back; the held read still hangs, and only the new try is answered.
  hanging = false;
  // The new try aborts the read still held: it does not keep one of the browser's few connections to the server.
  const abandoned = page.waitForEvent(
    'requestfailed',
    (r) => tomorrowsBook(new URL(r.url())) && r.failure()?.errorText === 'net::ERR_ABORTED',
  );
  await slow.getByRole('button', { name: 'Try again' }).click();
  await abandoned;
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  await expect(slow).toHaveCount(0);
  await Promise.all(held.map((release) => release().catch(() => undefined)));
});
