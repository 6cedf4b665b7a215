import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAsHost, row, seedReservation, sessionOf, waitForOfflineCopies, keepShot, seriousA11yFindings } from './fixtures';

// The host's service worker is what this spec is about (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 17: the host stand keeps working when the network drops (docs/decisions/021).

async function statusOf(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/v1/reservations/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { statusName: string; version: number };
}

async function confirmFromMenu(page: Page, guest: string) {
  await row(page, guest)
    .getByRole('button', { name: /^More actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Confirm', exact: true }).click();
}

test.describe.configure({ mode: 'default' });

test(
  'with the network cut the host screen reloads with the last book, read-only but for statuses, ' + 'queued and sent when it returns',
  async ({ page, context, request }) => {
    await loginAsHost(page);
    const guest = `Offline ${Date.now().toString(36)}`;
    const booking = await seedReservation(page, { customerFirstName: guest, customerLastName: 'Lee', reservationTime: '23:30:00' });
    const { token, outletId } = await sessionOf(page);
    await expect(row(page, guest)).toBeVisible();
    await waitForOfflineCopies(page, outletId);

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText(/Offline — showing the book as of \d\d:\d\d/);
    await expect(banner).toContainText('Status changes still work');
    await expect(row(page, guest)).toBeVisible();
    // The kept book answers only the session that read it.
    const reads = await page.evaluate(
      async ({ outletId, token }) => {
        const url = `/api/v1/outlets/${outletId}/reservations`;
        const own = await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).then(
          (r) => r.headers.get('x-host-offline-copy'),
          () => 'refused',
        );
        const other = await fetch(url, { headers: { Authorization: 'Bearer another-session' } }).then(
          () => 'answered',
          () => 'refused',
        );
        return { own, other };
      },
      { outletId, token },
    );
    expect(reads).toEqual({ own: '1', other: 'refused' });
    await expect(page.getByRole('button', { name: 'Booking', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Walk-in', exact: true })).toBeDisabled();

    // A status change offline: applied in the view, marked as waiting, kept across a reload.
    await confirmFromMenu(page, guest);
    await expect(row(page, guest).getByTestId('queued-mark')).toHaveText('Waiting to send');
    await expect(row(page, guest).locator('[data-status="CONFIRMED"]')).toBeVisible();
    await expect(page.getByTestId('offline-queued')).toHaveText('1 status change is waiting to send.');
    await page.reload();
    await expect(row(page, guest).getByTestId('queued-mark')).toBeVisible();
    expect((await statusOf(request, token, booking.id)).statusName).toBe('BOOKED');

    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepShot(page, `offline-1280`);
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(banner).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepShot(page, `offline-768`);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepShot(page, `offline-375`);
    await page.setViewportSize({ width: 1280, height: 720 });

    await context.setOffline(false);
    await expect(banner).toBeHidden({ timeout: 20_000 });
    await expect(row(page, guest).getByTestId('queued-mark')).toBeHidden();
    await expect.poll(async () => (await statusOf(request, token, booking.id)).statusName).toBe('CONFIRMED');
    await expect(row(page, guest).locator('[data-status="CONFIRMED"]')).toBeVisible();

    // Signing out leaves nothing of the session's book on the device.
    await page.goto('/en_SG/logout');
    await expect(page).toHaveURL(/\/en_SG\/login$/);
    // The sign-in page is an entry of its own: the app loads it from the server.
    await expect(page.getByRole('heading', { name: 'Sign in to Host' })).toBeVisible();
    const kept = await page.evaluate(async () => ({
      book: (await (await caches.open('host-api-v1')).keys()).length,
      queue: localStorage.getItem('hostOfflineStatusQueue'),
    }));
    expect(kept).toEqual({ book: 0, queue: null });
  },
);

test('a change queued offline on a booking someone else changed meanwhile is shown as a conflict; the server keeps its status', async ({
  page,
  context,
  request,
}) => {
  await loginAsHost(page);
  const guest = `Conflict ${Date.now().toString(36)}`;
  const booking = await seedReservation(page, { customerFirstName: guest, customerLastName: 'Tan', reservationTime: '23:45:00' });
  const { token, outletId } = await sessionOf(page);
  await expect(row(page, guest)).toBeVisible();
  await waitForOfflineCopies(page, outletId);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await confirmFromMenu(page, guest);
  await expect(row(page, guest).getByTestId('queued-mark')).toBeVisible();

  // Another host, online, cancels the booking meanwhile.
  const cancelled = await request.post(`/api/v1/reservations/${booking.id}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 4 /* CANCELLED */ },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'A change made offline was not sent' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('offline-conflict')).toContainText(`${guest} Tan`);
  await expect(dialog.getByTestId('offline-conflict')).toContainText('Someone else changed this booking meanwhile.');
  await expect(dialog.locator('[data-status="CONFIRMED"]')).toBeVisible();
  await expect(dialog.locator('[data-status="CANCELLED"]')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, `offline-conflict-1280`);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  expect((await statusOf(request, token, booking.id)).statusName).toBe('CANCELLED');
  await expect(row(page, guest).getByTestId('queued-mark')).toBeHidden();
});

test('with the network cut the door queue and the waiting list still read, and nothing in them can be changed', async ({
  page,
  context,
}) => {
  await loginAsHost(page);
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const party = `Door ${Date.now().toString(36)}`;
  const added = await page.request.post(`/api/v1/outlets/${outletId}/queue`, {
    headers,
    data: { customerFirstName: party, numberOfAdults: 2 },
  });
  expect(added.status()).toBe(201);
  // Online, the queue is read with the party in it, and kept on the device.
  await page.reload();
  await waitForOfflineCopies(page, outletId);
  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  const drawer = page.getByRole('region', { name: /^Door queue/ });
  await expect(drawer.getByTestId('queue-row').filter({ hasText: party })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        async (url) => {
          const kept = await (await caches.open('host-api-v1')).match(url);
          return kept ? kept.text() : '';
        },
        `${new URL(page.url()).origin}/api/v1/outlets/${outletId}/queue`,
      ),
    )
    .toContain(party);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  const row = drawer.getByTestId('queue-row').filter({ hasText: party });
  await expect(row).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add a party' })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Seat' })).toBeDisabled();
  await expect(row.getByRole('button', { name: `More for ${party}` })).toBeDisabled();
  await drawer.getByRole('tab', { name: /^Waiting list/ }).click();
  await expect(drawer.getByRole('button', { name: 'Add to waiting list' })).toBeDisabled();
  await keepShot(page, 'offline-queue-1280');
  await context.setOffline(false);
});

test("online, the outlet's reads race the network and the service worker, which keeps them; the rest of the API goes past it", async ({
  page,
  context,
}) => {
  // The worker's static routes (docs/decisions/038): refused routes would leave every request to its listener, silently.
  await loginAsHost(page);
  const { outletId } = await sessionOf(page);
  await waitForOfflineCopies(page, outletId);
  const outlet = `/api/v1/outlets/${outletId}`;
  const keptDay = () =>
    page.evaluate(
      async (url) => Boolean(await (await caches.open('host-api-v1')).match(url)),
      `${new URL(page.url()).origin}${outlet}/reservations`,
    );
  // The day's copy dropped: the reload's race must keep it again.
  await page.evaluate(async (url) => (await caches.open('host-api-v1')).delete(url), `${new URL(page.url()).origin}${outlet}/reservations`);
  expect(await keptDay()).toBe(false);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const routed = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ response }) => {
    const path = new URL(response.url).pathname;
    if (path.startsWith('/api/')) routed.set(path, response.serviceWorkerRouterInfo?.matchedSourceType ?? 'no route');
  });
  await page.reload();
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  for (const read of [`${outlet}/reservations`, outlet, `${outlet}/areas`, `${outlet}/queue`])
    await expect.poll(() => routed.get(read), read).toBe('race-network-and-fetch-handler');
  // The session (its copy holds the bearer) and the config stay the listener's: their copy written before the answer.
  for (const read of ['/api/auth/session', '/api/config']) await expect.poll(() => routed.get(read), read).toBe('fetch-event');
  await expect.poll(keptDay).toBe(true);
  // Anything else under /api/ (here the health check, asked by the page itself) goes straight to the network.
  await page.evaluate(() => fetch('/api/health').then((r) => r.status));
  await expect.poll(() => routed.get('/api/health')).toBe('network');
});
