import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, loginAsHost, row, seedReservation, sessionOf, keepShot, seriousA11yFindings } from './fixtures';

// The guest's confirm-or-cancel link (issue 14), as a guest meets it: the host books a table for
// tomorrow (2026-04-01) 19:00 at Jade Garden Orchard; the server's clock sweep sends the SMS
// acknowledgement with the link /r/<64 hex>, read here from the host's own view of the booking's
// messages; the guest opens it on their phone in a browser of their own. The clock is pinned at
// 2026-03-31 19:30 in Singapore.
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** A booking for tomorrow at 19:00, made by the signed-in host (returns the reservation). */
async function bookTomorrow(page: Page, firstName: string, lastName: string, extra: Record<string, unknown> = {}) {
  return seedReservation(page, {
    customerFirstName: firstName,
    customerLastName: lastName,
    reservationDate: '2026-04-01',
    reservationTime: '19:00:00',
    ...extra,
  });
}

/** The guest's link in the booking's sent messages, once the clock sweep has sent one (every 15 s). */
async function guestLinkOf(page: Page, reservationId: string): Promise<string> {
  const { token } = await sessionOf(page);
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/v1/reservations/${reservationId}/messages`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { deliveries } = await res.json();
        const found = deliveries.map((d: any) => /\/r\/([0-9a-f]{64})\b/.exec(d.body)?.[1]).find(Boolean);
        link = found ? `/r/${found}` : '';
        return link;
      },
      { message: 'the acknowledgement with the guest link is sent', timeout: 50_000, intervals: [1_000] },
    )
    .toMatch(/^\/r\/[0-9a-f]{64}$/);
  return link;
}

async function statusOf(page: Page, reservationId: string) {
  const { token } = await sessionOf(page);
  const res = await page.request.get(`/api/v1/reservations/${reservationId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).statusName;
}

/** A guest's phone: a browser of its own, with no cookie of the host's. */
async function aGuestPage(browser: Browser, host: Page, locale = 'en-SG') {
  const context = await browser.newContext({ viewport: PHONE, locale, baseURL: new URL(host.url()).origin });
  return { guest: await context.newPage(), close: () => context.close() };
}

test("on a phone, a guest confirms they are coming, and the host's book shows it confirmed without a reload", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await loginAsHost(page, DEMO.orchard);
  const lastName = `Confirm${Date.now() % 100_000}`;
  // The outlet's standard table, whose ticket lets no guest change a booking themselves (the demo's, as a new outlet's).
  const { token } = await sessionOf(page);
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const tickets = await (
    await page.request.get(`/api/v1/brands/${session.brand.id}/tickets`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const standard = tickets.find((ticket: { name: string }) => ticket.name === 'Standard table');
  const booking = await bookTomorrow(page, 'Mei Ling', lastName, { ticketId: standard.id });
  const link = await guestLinkOf(page, booking.id);

  await page.goto('/en_SG/reservations?date=2026-04-01');
  const hostRow = row(page, lastName);
  await expect(hostRow.getByText('Booked', { exact: true })).toBeVisible();

  const { guest, close } = await aGuestPage(browser, page);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  // The page is the restaurant's, not Host's: its name at the top and in the tab (issue 28).
  await expect(guest.getByTestId('outlet-header')).toHaveText('Jade Garden Orchard');
  await expect(guest).toHaveTitle(/· Jade Garden Orchard$/);
  await expect(guest.getByText('Booking for Mei Ling')).toBeVisible();
  await expect(guest.getByText(/^Wednesday,? 1 April$/)).toBeVisible();
  await expect(guest.getByText('19:00', { exact: true })).toBeVisible();
  await expect(guest.getByText('2 guests')).toBeVisible();
  await expect(guest.getByTestId('guest-status-line')).toHaveText('Your table is booked. Please let the restaurant know you are coming.');
  await keepShot(guest, `booked-en-375`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  await guest.getByRole('button', { name: "Confirm I'm coming" }).click();
  await expect(guest.getByRole('heading', { name: /^See you on Wednesday,? 1 April at 19:00$/ })).toBeVisible();
  await expect(guest.getByText('Your booking at Jade Garden Orchard is confirmed. You may close this page.')).toBeVisible();
  await keepShot(guest, `confirmed-en-375`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  // The host's screen, never reloaded: the guest's answer arrives live.
  await expect(hostRow.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(hostRow.getByText('Booked', { exact: true })).toHaveCount(0);
  expect(await statusOf(page, booking.id)).toBe('CONFIRMED');

  // Opened again later, on a laptop: confirmed, nothing left to confirm, cancelling still possible.
  await guest.setViewportSize(DESKTOP);
  await guest.reload();
  await expect(guest.getByTestId('guest-status-line')).toHaveText('You have confirmed. The restaurant is expecting you.');
  await expect(guest.getByRole('button', { name: "Confirm I'm coming" })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  // A change of day, time or party is the restaurant's here: the page says whom to call (issue 28).
  await expect(guest.getByTestId('guest-change-by-phone')).toHaveText(
    'To change the day, time or party, call Jade Garden Orchard at +65 6734 8821',
  );
  await expect(guest.getByRole('link', { name: '+65 6734 8821' })).toHaveAttribute('href', 'tel:+6567348821');
  await keepShot(guest, `confirmed-again-en-1280`, { fullPage: true });
  await close();
});

test('a guest who booked in Chinese cancels with a second explicit tap; one tap changes nothing', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAsHost(page, DEMO.orchard);
  const lastName = `Cancel${Date.now() % 100_000}`;
  const booking = await bookTomorrow(page, '美玲', lastName, { language: 'zh-SG', numberOfAdults: 4 });
  const link = await guestLinkOf(page, booking.id);

  // An English phone: the page still reads in the language the guest booked in.
  const { guest, close } = await aGuestPage(browser, page);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  await expect(guest.getByText('美玲 的订位')).toBeVisible();
  await expect(guest.getByText('4月1日星期三')).toBeVisible();
  await expect(guest.getByText('4 位')).toBeVisible();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await keepShot(guest, `booked-zh-375`, { fullPage: true });

  // One tap only asks; keeping the booking leaves it as it was.
  await guest.getByRole('button', { name: '取消订位' }).click();
  const ask = guest.getByRole('region', { name: '要取消此订位吗？' });
  await expect(ask).toBeVisible();
  await expect(ask.getByText('您在 4月1日星期三 19:00 的座位将被释出，餐厅会收到通知。')).toBeVisible();
  await expect(guest.getByRole('button', { name: '确认我会到场' })).toHaveCount(0);
  await keepShot(guest, `cancel-ask-zh-375`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);
  expect(await statusOf(page, booking.id)).toBe('BOOKED');
  await ask.getByRole('button', { name: '保留我的订位' }).click();
  await expect(ask).toBeHidden();
  await expect(guest.getByRole('button', { name: '确认我会到场' })).toBeVisible();
  expect(await statusOf(page, booking.id)).toBe('BOOKED');

  await guest.getByRole('button', { name: '取消订位' }).click();
  await ask.getByRole('button', { name: '是的，取消订位' }).click();
  await expect(guest.getByRole('heading', { name: '您的订位已取消' })).toBeVisible();
  await expect(guest.getByText('餐厅已收到通知，期待下次再见。')).toBeVisible();
  expect(await statusOf(page, booking.id)).toBe('CANCELLED');
  await keepShot(guest, `cancelled-zh-375`, { fullPage: true });
  await guest.setViewportSize(DESKTOP);
  await keepShot(guest, `cancelled-zh-1280`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  // The address's locale outranks the booking's language; nothing is left to answer.
  await guest.goto(`/en_SG${link}`);
  await expect(guest.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
  await expect(guest.getByText('This booking was cancelled. To book again, contact the restaurant.')).toBeVisible();
  await expect(guest.getByRole('button')).toHaveText(['English']);

  // The guest's own pick of language holds on this device over a reload.
  await guest.goto(link);
  await guest.getByRole('button', { name: '语言' }).click();
  await guest.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
  await expect(guest.getByRole('heading', { name: 'Tempahan anda telah dibatalkan' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Tempahan anda telah dibatalkan' })).toBeVisible();
  await close();
});

test("the host answered first: a late confirm is refused in the server's words, and a missed booking asks the guest to call", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAsHost(page, DEMO.orchard);
  const { token } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now() % 100_000;
  const tomorrow = await bookTomorrow(page, 'Late', `Answer${stamp}`);
  // Tonight at 23:30 (the fixture's default), then marked a no-show by the host.
  const tonight = await seedReservation(page, { customerFirstName: 'Missed', customerLastName: `Call${stamp}` });
  const [tomorrowLink, tonightLink] = await Promise.all([guestLinkOf(page, tomorrow.id), guestLinkOf(page, tonight.id)]);

  const { guest, close } = await aGuestPage(browser, page);
  await guest.goto(tomorrowLink);
  await expect(guest.getByRole('button', { name: "Confirm I'm coming" })).toBeVisible();
  const cancelled = await page.request.post(`/api/v1/reservations/${tomorrow.id}/status`, { headers, data: { status: 4 } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await guest.getByRole('button', { name: "Confirm I'm coming" }).click();
  await expect(guest.getByRole('alert')).toHaveText('You are unable to modify this reservation, please contact us directly instead.');
  // The page reads the booking afresh: the restaurant cancelled it, not the guest.
  await expect(guest.getByRole('heading', { name: 'Your booking is cancelled' })).toBeVisible();
  await expect(guest.getByText('This booking was cancelled. To book again, contact the restaurant.')).toBeVisible();
  expect(await statusOf(page, tomorrow.id)).toBe('CANCELLED');
  await keepShot(guest, `refused-en-375`, { fullPage: true });

  const noShow = await page.request.post(`/api/v1/reservations/${tonight.id}/status`, { headers, data: { status: 5 } });
  expect(noShow.status(), await noShow.text()).toBe(200);
  await guest.goto(tonightLink);
  await expect(guest.getByRole('heading', { level: 1, name: 'Jade Garden Orchard' })).toBeVisible();
  await expect(guest.getByTestId('guest-status-line')).toHaveText('The time of this booking has passed.');
  await expect(guest.getByTestId('guest-contact')).toContainText(
    'This booking can no longer be changed here. Please contact Jade Garden Orchard directly.',
  );
  await expect(guest.getByRole('button')).toHaveText(['English']);
  await keepShot(guest, `contact-en-375`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);
  await close();
});

test('a link that names nothing says so, in the language of the address, and offers nothing to press', async ({ page, browser }) => {
  await page.goto('/en_SG/login');
  const { guest, close } = await aGuestPage(browser, page);
  await guest.goto(`/r/${'ab'.repeat(32)}`);
  await expect(guest.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(guest.getByText('Check that you opened the whole link from your message, or contact the restaurant.')).toBeVisible();
  await expect(guest.getByRole('button', { name: "Confirm I'm coming" })).toHaveCount(0);
  await expect(guest.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await keepShot(guest, `not-found-en-375`, { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  await guest.goto('/zh_SG/r/not-a-token');
  await expect(guest.getByRole('heading', { name: '此链接无效' })).toBeVisible();
  await guest.setViewportSize(DESKTOP);
  await keepShot(guest, `not-found-zh-1280`, { fullPage: true });
  await close();
});
