import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, loginAsHost, row, sessionOf, keepShot, seriousA11yFindings } from './fixtures';

// The diners' booking page (issue 18) at Jade Garden Orchard, as a diner meets it: no sign-in, on a
// phone. The clock is pinned at 2026-03-31 19:30 in Singapore, so the calendar opens on March with
// only tonight left; these bookings go in mid-April, clear of the other specs' evenings.
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const DIST = path.resolve(import.meta.dirname, '../dist');

const day = (page: Page, name: RegExp | string) => page.getByRole('button', { name, exact: typeof name === 'string' });
const uniqueName = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

test('on a phone in Chinese, a diner books for 4; the host sees the booking, and the manage link opens it', async ({ page, browser }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  await page.goto('/zh_SG/book/jade-garden-orchard');
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByText('391 Orchard Road, #05-12, 238872, Singapore')).toBeVisible();
  // Tonight is chosen at once, its times shown (past ones struck out, later ones bookable).
  await expect(page.getByRole('heading', { name: '3月31日星期二 可订时间' })).toBeVisible();
  await expect(page.getByRole('button', { name: '21:00', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: '19:00, 已订满' })).toBeDisabled();
  // How fast the first times show is the bench's figure (scripts/bench-web.mjs), not this test's:
  // on two busy cores a timed assertion here failed on its own (1.56 s against the 1 s target).
  await keepShot(page, `choose-zh-375`, { fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);

  // The page's JavaScript, as built: under 100 kB gzip (issue 18), none of the app's MUI or i18next.
  const gzipped = [...new Set(scripts)].map((p) => gzipSync(readFileSync(path.join(DIST, p)), { level: 9 }).length);
  const total = gzipped.reduce((a, b) => a + b, 0);
  test.info().annotations.push({ type: 'js-gzip-bytes', description: String(total) });
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThan(100 * 1024);

  // 4 guests, a day in April, a time.
  await page.getByLabel('用餐人数').selectOption('4');
  await page.getByRole('button', { name: '下个月' }).click();
  await expect(page.getByRole('heading', { name: '2026年4月' })).toBeVisible();
  await day(page, /2026年4月16日星期四$/).click();
  await expect(page.getByRole('heading', { name: '4月16日星期四 可订时间' })).toBeVisible();
  await page.getByRole('button', { name: '19:00', exact: true }).click();

  // The details: the country code is there already.
  await expect(page.getByRole('heading', { level: 2, name: '您的资料' })).toBeFocused();
  await expect(page.getByText('4月16日星期四 · 19:00')).toBeVisible();
  await expect(page.getByLabel('手机号码')).toHaveValue('+65 ');
  const lastName = uniqueName('Tan');
  await page.getByLabel('名字').fill('美玲');
  await page.getByLabel('姓氏').fill(lastName);
  await page.getByLabel('手机号码').fill('+65 9123 4567');
  await page.getByLabel('电子邮箱').fill('meiling@example.com');
  await page.getByLabel('儿童人数').selectOption('1');
  await page.getByText('生日', { exact: true }).click();
  await page.getByLabel('特别要求').fill('靠窗的座位');
  // The policies as the restaurant wrote them in Chinese (issue 28).
  await expect(page.getByText('座位将为您保留至预订时间后15分钟。')).toBeVisible();
  await expect(page.getByText('Tables are held for 15 minutes past the booking time.')).toHaveCount(0);

  // Book without accepting: the page says so beside the box, in Chinese, and sends nothing.
  await page.getByRole('button', { name: '确认订位' }).click();
  await expect(page.getByText('请先接受订位须知再继续。')).toBeVisible();
  await expect(page.getByLabel('我已阅读并接受订位须知')).toBeFocused();
  await keepShot(page, `details-zh-375`, { fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.getByLabel('我已阅读并接受订位须知').check();
  await page.getByRole('button', { name: '确认订位' }).click();

  await expect(page.getByRole('heading', { name: '订位成功！' })).toBeVisible();
  const code = (await page.getByTestId('booking-code').textContent())!.trim();
  expect(code).toMatch(/\S{4,}/);
  await expect(page.getByText('4月16日星期四', { exact: true })).toBeVisible();
  await expect(page.getByText('4 位', { exact: true })).toBeVisible();
  await keepShot(page, `done-zh-375`, { fullPage: true });
  await page.setViewportSize(DESKTOP);
  await keepShot(page, `done-zh-1280`, { fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);

  // The manage link opens the guest's page for this booking.
  const manage = page.getByRole('link', { name: '管理我的订位' });
  expect(await manage.getAttribute('href')).toMatch(/\/r\/[0-9a-f]{64}$/);
  await manage.click();
  await expect(page).toHaveURL(/\/r\/[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  await expect(page.getByText('美玲 的订位')).toBeVisible();

  // The host's book for that day shows the diner's booking, from the online page.
  const host = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginAsHost(host, DEMO.orchard, '/en_SG/reservations?date=2026-04-16');
  await expect(row(host, lastName)).toBeVisible();
  const { token, outletId } = await sessionOf(host);
  const list = await (
    await host.request.get(`/api/v1/outlets/${outletId}/reservations?date=2026-04-16`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const booked = list.reservations.find((r: { code: string }) => r.code === code);
  expect(booked).toMatchObject({
    source: 'customer',
    customerFirstName: '美玲',
    customerLastName: lastName,
    numberOfAdults: 3,
    numberOfChildren: 1,
    occasions: ['birthday'],
    notesDiner: '靠窗的座位',
  });
  await host.context().close();
});

/** Presses Tab until `target` has the focus (at most `limit` times): it is reachable by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a diner books with the keyboard alone, in English, on a desktop', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await page.goto('/en_SG/book/jade-garden-orchard');
  await expect(page.getByRole('heading', { name: /^Times on Tuesday,? 31 March$/ })).toBeVisible();
  await keepShot(page, `choose-en-1280`, { fullPage: true });

  const party = page.getByLabel('Party size');
  await tabTo(page, party);
  await party.selectOption('3'); // a focused select changes with the arrow keys; Playwright picks the option
  await expect(party).toHaveValue('3');
  await tabTo(page, page.getByRole('button', { name: 'Next month' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'April 2026' })).toBeVisible();
  // Tab lands on the first bookable day; the arrows walk the month.
  await tabTo(page, day(page, /\b1 April 2026$/));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(day(page, /15 April 2026$/)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(day(page, /16 April 2026$/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Times on Thursday,? 16 April$/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '20:15', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  const lastName = uniqueName('Keys');
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Aisha');
  await page.keyboard.press('Tab');
  await page.keyboard.type(lastName);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type('9876 5432');
  await expect(page.getByLabel('Mobile number')).toHaveValue('+65 9876 5432');
  await tabTo(page, page.getByLabel('Anniversary'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel('I have read and accept the booking policies'));
  await page.keyboard.press('Space');
  await keepShot(page, `details-en-1280`, { fullPage: true });
  await tabTo(page, page.getByRole('button', { name: 'Book now' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: "You're booked!" })).toBeFocused();
  await expect(page.getByText(/^Thursday,? 16 April$/)).toBeVisible();
  await expect(page.getByText('20:15', { exact: true })).toBeVisible();
  await expect(page.getByText('3 guests', { exact: true })).toBeVisible();
  await keepShot(page, `done-en-1280`, { fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);
});

test('at an outlet that lets diners choose the room, a diner books the Garden Terrace on a phone and is held a table there', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await page.goto('/en_SG/book/jade-garden-tanjong-pagar');
  await page.getByRole('button', { name: 'Next month' }).click();
  await day(page, /17 April 2026$/).click();
  await expect(page.getByRole('heading', { name: /^Times on Friday,? 17 April$/ })).toBeVisible();
  // Each room lists its own times under the service.
  const dinner = page.getByRole('group', { name: 'Dinner' });
  await expect(dinner.getByRole('group', { name: 'Main Hall' })).toBeVisible();
  const terrace = dinner.getByRole('group', { name: 'Garden Terrace' });
  await expect(terrace.getByRole('button', { name: '19:30, Garden Terrace 花园' })).toBeEnabled();
  await keepShot(page, `areas-en-375`, { fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);
  await terrace.getByRole('button', { name: '19:30, Garden Terrace 花园' }).click();

  await expect(page.getByText(/17 April · 19:30 · Garden Terrace 花园$/)).toBeVisible();
  const lastName = uniqueName('Terrace');
  await page.getByLabel('First name').fill('Wei');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Mobile number').fill('+65 9345 6781');
  await page.getByLabel('I have read and accept the booking policies').check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible();
  const code = (await page.getByTestId('booking-code').textContent())!.trim();

  const host = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await loginAsHost(host, DEMO.tanjongPagar);
  const { token, outletId } = await sessionOf(host);
  const list = await (
    await host.request.get(`/api/v1/outlets/${outletId}/reservations?date=2026-04-17`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const booked = list.reservations.find((r: { code: string }) => r.code === code);
  expect(booked.tables.map((t: { tableInAreas: { name: string } }) => t.tableInAreas.name)).toEqual(['Garden Terrace']);
  await host.context().close();
});

test(
  "a field the server refuses shows its message beside it in the page's language, " +
    'and a time taken meanwhile sends the diner back to fresh times',
  async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto('/book/jade-garden-orchard?lang=ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    // The diner may switch language: Singapore has no Traditional Chinese sub-path, so ?lang= says it.
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('zh-Hant');
    await expect(page.getByRole('heading', { level: 2, name: '您想何時光臨？' })).toBeVisible();
    await expect(page).toHaveURL(/\/book\/jade-garden-orchard\?lang=zh-Hant$/);
    await page.getByRole('combobox', { name: '語言' }).selectOption('ms');
    await expect(page.getByRole('heading', { level: 2, name: 'Bila anda ingin datang?' })).toBeVisible();
    await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
    await day(page, /17 April 2026$/).click();
    await page.getByRole('button', { name: '19:30', exact: true }).click();
    await page.getByLabel('Nama pertama').fill('Siti');
    // A number that cannot exist in Singapore: only the server knows (its phone rules).
    await page.getByLabel('Nombor telefon bimbit').fill('+65 1234 5678');
    await page.getByLabel('Saya telah membaca dan menerima polisi tempahan').check();
    await page.getByRole('button', { name: 'Tempah sekarang' }).click();
    const phone = page.getByLabel('Nombor telefon bimbit');
    await expect(page.getByText('Nombor telefon ini nampaknya tidak betul: +65 1234 5678. Semak nombor dan kod negara.')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Nama pertama')).toHaveValue('Siti');
    await keepShot(page, `refused-ms-375`, { fullPage: true });
    expect(await seriousA11yFindings(page)).toEqual([]);

    // The time goes while the diner types (another diner was quicker): refused 422, back to the times.
    await phone.fill('+65 9345 6789');
    let timesAsked = 0;
    page.on('request', (req) => {
      if (req.url().includes('/times?date=2026-04-17')) timesAsked++;
    });
    await page.route('**/api/book/*/reservations', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'SLOT_UNAVAILABLE',
          message: 'This time can no longer be booked online.',
          details: { reason: 'onlineTimeUnavailable', reasons: ['FULL'] },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Tempah sekarang' }).click();
    await expect(page.getByRole('alert')).toHaveText('Maaf, 19:30 baru sahaja ditempah. Sila pilih masa lain di bawah.');
    await expect(page.getByRole('heading', { level: 2, name: 'Bila anda ingin datang?' })).toBeFocused();
    await expect.poll(() => timesAsked, { message: 'the times are asked anew' }).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: '20:00', exact: true })).toBeEnabled();
    await page.unroute('**/api/book/*/reservations');
    // What was typed is still there.
    await page.getByRole('button', { name: '20:00', exact: true }).click();
    await expect(page.getByLabel('Nama pertama')).toHaveValue('Siti');
    await expect(page.getByLabel('Nombor telefon bimbit')).toHaveValue('+65 9345 6789');

    // The connection drops as the diner books: a retry of the same booking sends the same
    // Idempotency-Key (the server books once); a changed booking gets a new one.
    const keys: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/reservations')) keys.push(req.headers()['idempotency-key'] ?? '');
    });
    await page.route('**/api/book/*/reservations', (route) => route.abort('connectionreset'), { times: 1 });
    await page.getByRole('button', { name: 'Tempah sekarang' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kami tidak dapat menghubungi restoran. Semak sambungan anda dan cuba lagi.');
    await page.getByRole('button', { name: 'Tempah sekarang' }).click();
    await expect(page.getByRole('heading', { name: 'Tempahan anda berjaya!' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  },
);

test("an address with no outlet says so in the diner's language, and the app keeps its own pages", async ({ page }) => {
  await page.goto('/zh_HK/book/no-such-restaurant');
  await expect(page.getByRole('heading', { level: 1, name: '找不到訂位頁面' })).toBeVisible();
  await expect(page.getByText('此訂位頁面不存在。請檢查連結，或聯絡餐廳。')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  // The host's sign-in is still the app (index.html), not the booking page.
  await page.goto('/en_SG/login');
  await expect(page.getByLabel('Outlet code')).toBeVisible();
});
