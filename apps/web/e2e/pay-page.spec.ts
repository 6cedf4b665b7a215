import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, loginAsHost, sessionOf, keepShot, seriousA11yFindings } from './fixtures';

// The guest's pay page of the local provider (issue 13). The demo seeds a pending S$ 50.00
// payment link for each PENDING booking (today's at Jade Garden Orchard among them); the server's
// clock is pinned at 2026-03-31 19:30 +08:00, and the links are valid for an hour from then.

interface PendingLink {
  reservationId: string;
  date: string;
  link: string;
}

/** Orchard's PENDING bookings of a day with a local pay link, from the host's own API (as the drawer shows them). */
async function pendingLinks(page: Page, date: string): Promise<PendingLink[]> {
  const { token, outletId } = await sessionOf(page);
  const res = await page.request.get(`/api/v1/outlets/${outletId}/reservations?date=${date}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { reservations } = await res.json();
  return reservations
    .filter((r: any) => r.statusName === 'PENDING' && r.reservationPaymentRequest?.link?.startsWith('/pay/'))
    .map((r: any) => ({ reservationId: r.id, date: r.reservationDate, link: r.reservationPaymentRequest.link }));
}

/** The first pending link of the days after today (the demo's future bookings include PENDING ones). */
async function laterPendingLink(page: Page): Promise<PendingLink | undefined> {
  for (let day = 1; day <= 14; day++) {
    const date = new Date(Date.UTC(2026, 2, 31 + day)).toISOString().slice(0, 10);
    const [first] = await pendingLinks(page, date);
    if (first) return first;
  }
  return undefined;
}

async function paymentStatusOf(page: Page, reservationId: string) {
  const { token } = await sessionOf(page);
  const res = await page.request.get(`/api/v1/reservations/${reservationId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).reservationPaymentRequest?.status;
}

/** A guest's phone or laptop: a browser of its own, with no cookie of the host's. */
async function aGuestPage(browser: Browser, host: Page, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-SG', baseURL: new URL(host.url()).origin });
  return { guest: await context.newPage(), close: () => context.close() };
}

/** The page in a language, by its switch (whose own name is in the language it is in). */
async function readIn(page: Page, language: 'English' | '简体中文') {
  await page.getByRole('button', { name: /^(Language|语言|語言|Bahasa)$/ }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test("a guest pays today's deposit with 4242 on a laptop, and the host's booking is paid", async ({ page, browser }) => {
  await loginAsHost(page, DEMO.orchard);
  const [today] = await pendingLinks(page, '2026-03-31');
  expect(today, "today's pending Orchard booking has a local pay link").toBeTruthy();
  const { guest, close } = await aGuestPage(browser, page, { width: 1280, height: 900 });

  await guest.goto(today!.link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  // The page is the restaurant's, not Host's: its name at the top and in the tab (issue 28).
  await expect(guest.getByTestId('outlet-header')).toHaveText('Jade Garden Orchard');
  await expect(guest).toHaveTitle(/· Jade Garden Orchard$/);
  await readIn(guest, '简体中文');
  await expect(guest.getByRole('button', { name: '支付 S$ 50.00' })).toBeVisible();
  // A deposit is not a price on top of the menu: the page says where it goes (issue 28).
  await expect(guest.getByText('订金并非额外收费，餐厅会从您的账单中扣除。', { exact: false })).toBeVisible();
  await keepShot(guest, `form-zh-1280`, { fullPage: true });
  await readIn(guest, 'English');
  await expect(guest.getByText('Test payments only')).toBeVisible();
  await expect(guest.getByTestId('pay-amount')).toHaveText('S$ 50.00');
  await expect(guest.getByText('It is not an extra charge: the restaurant takes it off your bill.', { exact: false })).toBeVisible();
  await keepShot(guest, `form-en-1280`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  // Nothing typed: each field says what it needs, in the guest's language.
  await guest.getByRole('button', { name: 'Pay S$ 50.00' }).click();
  await expect(guest.getByText('Enter the card number: 12 to 19 digits')).toBeVisible();
  await expect(guest.getByText('Enter the expiry as MM/YY')).toBeVisible();

  await guest.getByRole('textbox', { name: 'Name on card' }).fill('Wei Ling Tan');
  await guest.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await expect(guest.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
  await guest.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
  await expect(guest.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/30');
  await guest.getByRole('textbox', { name: 'CVC' }).fill('123');
  await guest.getByRole('button', { name: 'Pay S$ 50.00' }).click();

  await expect(guest.getByRole('heading', { name: 'Paid. Your booking at Jade Garden Orchard is confirmed.' })).toBeVisible();
  // The page said paid only once Host had the webhook: the host's booking already says so.
  expect(await paymentStatusOf(page, today!.reservationId)).toBe('paid');
  await keepShot(guest, `done-en-1280`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  // Opened again later: still done, no form.
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Paid. Your booking at Jade Garden Orchard is confirmed.' })).toBeVisible();
  await expect(guest.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await close();
});

test('on a phone, a guest is declined, cancels the bank step, then confirms it and has paid', async ({ page, browser }) => {
  await loginAsHost(page, DEMO.orchard);
  const later = await laterPendingLink(page);
  expect(later, 'a later pending Orchard booking has a local pay link').toBeTruthy();
  const { guest, close } = await aGuestPage(browser, page, { width: 375, height: 800 });

  await guest.goto(later!.link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  await readIn(guest, 'English');
  const number = guest.getByRole('textbox', { name: 'Card number' });
  await guest.getByRole('textbox', { name: 'Name on card' }).fill('Marcus Lim');
  await number.fill('4000 0000 0000 0002');
  await guest.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await guest.getByRole('textbox', { name: 'CVC' }).fill('123');
  await guest.getByRole('button', { name: 'Pay S$ 50.00' }).click();
  await expect(guest.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  expect(await paymentStatusOf(page, later!.reservationId)).toBe('pending');
  await keepShot(guest, `declined-en-375`, { fullPage: true });

  await number.fill('4000 0025 0000 3155');
  await guest.getByRole('button', { name: 'Pay S$ 50.00' }).click();
  const bank = guest.getByRole('region', { name: 'Your bank asks you to confirm this payment' });
  await expect(bank).toBeVisible();
  await expect(bank.getByText('S$ 50.00 to Jade Garden Orchard')).toBeVisible();
  await keepShot(guest, `challenge-en-375`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);
  await bank.getByRole('button', { name: 'Cancel' }).click();
  await expect(guest.getByRole('alert')).toHaveText('The payment was not confirmed with your bank. Try again, or use another card.');
  // The card stays as typed: one tap to try again.
  await expect(number).toHaveValue('4000 0025 0000 3155');
  expect(await paymentStatusOf(page, later!.reservationId)).toBe('pending');

  await readIn(guest, '简体中文');
  await guest.getByRole('button', { name: '支付 S$ 50.00' }).click();
  const bankZh = guest.getByRole('region', { name: '您的银行要求您确认此笔付款' });
  await expect(bankZh).toBeVisible();
  await keepShot(guest, `challenge-zh-375`, { fullPage: true });
  await bankZh.getByRole('button', { name: '确认' }).click();
  await expect(guest.getByRole('heading', { name: '已付款。您在 Jade Garden Orchard 的订位已确认。' })).toBeVisible();
  expect(await paymentStatusOf(page, later!.reservationId)).toBe('paid');
  await keepShot(guest, `done-zh-375`, { fullPage: true });
  await close();
});

test('a link that names nothing says so, and nothing else', async ({ browser, page }) => {
  await page.goto('/en_SG/login');
  const { guest, close } = await aGuestPage(browser, page, { width: 375, height: 800 });
  await guest.goto(`/pay/${'ab'.repeat(32)}`);
  await expect(guest.getByRole('heading', { name: 'This payment link is not valid' })).toBeVisible();
  await expect(guest.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await keepShot(guest, `not-found-en-375`);
  expect(await seriousA11yFindings(guest)).toEqual([]);
  // Under a locale's sub-path the page reads in its language.
  await guest.goto(`/bm_MY/pay/${'cd'.repeat(32)}`);
  await expect(guest.getByRole('heading', { name: 'Pautan bayaran ini tidak sah' })).toBeVisible();
  await close();
});
