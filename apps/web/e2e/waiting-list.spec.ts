import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, sessionOf, seriousA11yFindings } from './fixtures';

// Issue 30's waiting list, end to end: a diner finds no time for a full evening at Jade Garden Tanjong
// Pagar and joins the day's waiting list from the booking page; the 19:00 party cancels; within a clock
// tick the diner is offered 19:00 by email (the local mail catcher); they open the link and accept, and
// the host's book has the booking. The clock is pinned at 2026-03-31 19:30 in Singapore. So that no
// other spec's evening is touched, the day is a special day of its own: one dinner sitting at 19:00
// and 19:30, one booking each (maxReservation), both booked here first.
const DAY = '2026-04-28';
const PHONE = { width: 375, height: 800 };

/** A dinner on DAY only, 19:00 and 19:30, one booking a time; each time then booked by the host. */
async function aFullEvening(host: Page, suffix: string) {
  const { token, outletId } = await sessionOf(host);
  const headers = { authorization: `Bearer ${token}` };
  const service = await host.request.post(`/api/v1/outlets/${outletId}/service-timings`, {
    headers,
    data: {
      name: `Sitting ${suffix}`,
      isRecurring: false,
      specificDates: [DAY],
      dailyStartTime: '19:00:00',
      dailyEndTime: '19:30:00',
      diningInterval: 5400,
      intervalTime: 1800,
      leadTime: 3600,
      maxReservation: 1,
      minPartySize: 1,
      maxPartySize: 10,
      bookingOnline: true,
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const slots = await host.request.get(`/api/v1/outlets/${outletId}/availability?date=${DAY}&pax=2&channel=online`, { headers });
  const times = ((await slots.json()).slots as Array<{ time: string; available: boolean }>).filter((s) => s.available).map((s) => s.time);
  expect(times.length, 'the sitting has times to fill').toBeGreaterThan(0);
  const bookings: Array<{ id: string; time: string }> = [];
  for (const [i, time] of times.entries()) {
    const made = await host.request.post(`/api/v1/outlets/${outletId}/reservations`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        reservationDate: DAY,
        reservationTime: time,
        numberOfAdults: 2,
        customerFirstName: 'Full',
        customerLastName: `Evening${suffix}${i}`,
        customerPhone: `+65 8${suffix.padStart(6, '0').slice(-6)}${i}`,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    bookings.push({ id: (await made.json()).id, time });
  }
  return { outletId, headers, bookings };
}

/** The offer mail the clock sweep sends to `email`, as the mail catcher kept it (read by staff). */
async function caughtOffer(host: Page, outletId: string, email: string) {
  const { token } = await sessionOf(host);
  const headers = { authorization: `Bearer ${token}` };
  const caught: { text?: string } = {};
  await expect
    .poll(
      async () => {
        const { items } = await (await host.request.get(`/api/v1/outlets/${outletId}/messages?channel=email`, { headers })).json();
        const sent = (items as Array<{ id: string; template: string; recipient: string; sentAt: string | null }>).find(
          (d) => d.template === 'waitlistOffer' && d.recipient === email && d.sentAt,
        );
        if (!sent) return 0;
        const res = await host.request.get(`/api/v1/outlets/${outletId}/messages/${sent.id}/mail`, { headers });
        if (res.ok()) caught.text = (await res.json()).text;
        return res.status();
      },
      { message: 'the offer mail is caught', timeout: 50_000, intervals: [1_000] },
    )
    .toBe(200);
  return caught.text!;
}

test('a diner joins the waiting list of a full evening, gets the offer by email when a party cancels, and accepts it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = String(Date.now() % 1_000_000);
  const email = `waiting.${suffix}@example.com`;
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await loginAsHost(host, DEMO.tanjongPagar);
  const evening = await aFullEvening(host, suffix);

  // The diner's phone: no time left that day, so the page offers the waiting list.
  const dinerContext = await browser.newContext({ viewport: PHONE, baseURL: new URL(host.url()).origin });
  const diner = await dinerContext.newPage();
  await diner.goto('/en_SG/book/jade-garden-tanjong-pagar');
  await diner.getByRole('button', { name: 'Next month' }).click();
  await diner.getByRole('button', { name: /Tuesday, 28 April 2026$/ }).click();
  await diner.getByRole('button', { name: 'Join the waiting list for this day' }).click();
  await diner.getByLabel('Earliest time').selectOption('19:00');
  await diner.getByLabel('Latest time').selectOption('19:30');
  await diner.getByLabel('First name').fill('Aisha');
  await diner.getByLabel('Last name').fill(`Waiting${suffix}`);
  await diner.getByLabel('Mobile number').fill(`+65 9${suffix.padStart(7, '0').slice(-7)}`);
  await diner.getByLabel('Email').fill(email);
  await keepShot(diner, 'join-375', { fullPage: true });
  expect(await seriousA11yFindings(diner)).toEqual([]);
  await diner.getByRole('button', { name: 'Join the waiting list', exact: true }).click();
  await expect(diner.getByRole('heading', { name: 'You are on the waiting list — number 1' })).toBeVisible();
  await keepShot(diner, 'joined-375', { fullPage: true });

  // The 19:00 party cancels: the next clock tick offers 19:00 to the diner, by email.
  const first = evening.bookings[0]!;
  const cancelled = await host.request.post(`/api/v1/reservations/${first.id}/status`, { headers: evening.headers, data: { status: 4 } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const mail = await caughtOffer(host, evening.outletId, email);
  expect(mail).toContain(`is free on`);
  const link = /https?:\/\/\S+\/w\/[0-9a-f]{64}/.exec(mail)?.[0];
  expect(link, 'the mail has the link to the diner’s place').toBeTruthy();

  // The link shows the offer; accepting books it.
  await diner.goto(new URL(link!).pathname);
  await expect(diner.getByRole('heading', { name: 'A table is free for you' })).toBeVisible();
  // The hold on the restaurant's clock and what is left of it, whatever the device's clock and zone say.
  await expect(diner.getByText(/^Held for you until \d\d:\d\d$/)).toBeVisible();
  await expect(diner.getByRole('timer')).toHaveText(/^1?\d:\d\d left$/);
  await keepShot(diner, 'offer-375', { fullPage: true });
  expect(await seriousA11yFindings(diner)).toEqual([]);
  await diner.getByRole('button', { name: 'Accept this table' }).click();
  await expect(diner.getByRole('heading', { name: 'Your table is booked' })).toBeVisible();
  await keepShot(diner, 'booked-375', { fullPage: true });

  // The host's book has it, at the time that freed.
  const day = await host.request.get(`/api/v1/outlets/${evening.outletId}/reservations?date=${DAY}`, { headers: evening.headers });
  const booked = ((await day.json()).reservations as Array<{ customerLastName: string; reservationTime: string; statusName: string }>).find(
    (r) => r.customerLastName === `Waiting${suffix}`,
  );
  expect(booked).toMatchObject({ reservationTime: first.time, statusName: 'BOOKED' });
  await dinerContext.close();
  await hostContext.close();
});

test('a party at the door follows its place from the texted link and says it is on its way once told its table is ready', async ({
  browser,
}) => {
  const suffix = String(Date.now() % 1_000_000);
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await loginAsHost(host, DEMO.bangsar);
  const { token, outletId } = await sessionOf(host);
  const headers = { authorization: `Bearer ${token}` };
  const phone = `+60 12-${suffix.padStart(6, '0').slice(0, 3)} ${suffix.padStart(6, '0').slice(3)}0`;
  const added = await host.request.post(`/api/v1/outlets/${outletId}/queue`, {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { customerFirstName: `Farah${suffix}`, numberOfAdults: 3, customerPhone: phone, language: 'ms' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const entry = await added.json();
  // The SMS the party is sent on joining carries the link to its place.
  const { items } = await (await host.request.get(`/api/v1/outlets/${outletId}/messages?channel=sms`, { headers })).json();
  const joined = (items as Array<{ template: string; body: string; language: string }>).find(
    (m) => m.template === 'queueJoined' && m.body.includes(`Farah${suffix}`),
  );
  expect(joined?.language).toBe('ms');
  const link = /\/q\/[0-9a-f]{64}/.exec(joined!.body)![0];

  const guestContext = await browser.newContext({ viewport: PHONE, baseURL: new URL(host.url()).origin });
  const guest = await guestContext.newPage();
  await guest.goto(`/bm_MY${link}`);
  await expect(guest.getByTestId('queue-position')).toHaveText(/^Anda nombor \d+ dalam barisan\.$/);
  await keepShot(guest, 'queue-place-ms-375', { fullPage: true });
  expect(await seriousA11yFindings(guest)).toEqual([]);

  // The host says the table is ready; the page shows it within its next read, and the guest answers.
  const told = await host.request.post(`/api/v1/queue-entries/${entry.id}/notify`, {
    headers: { ...headers, 'if-match': `"${entry.version}"` },
    data: {},
  });
  expect(told.status(), await told.text()).toBe(200);
  await guest.reload();
  await expect(guest.getByText('Meja anda sudah sedia: sila datang ke kaunter penyambut tetamu sekarang.')).toBeVisible();
  await guest.getByRole('button', { name: 'Saya dalam perjalanan' }).click();
  await expect(guest.getByText('Terima kasih: penyambut tetamu tahu anda dalam perjalanan.')).toBeVisible();
  const queue = await (await host.request.get(`/api/v1/outlets/${outletId}/queue`, { headers })).json();
  expect(queue.entries.find((e: { id: string }) => e.id === entry.id).onMyWayAt).not.toBeNull();
  await keepShot(guest, 'queue-coming-ms-375', { fullPage: true });
  // Leaving afterwards tidies the shared demo queue for the other specs.
  await guest.getByRole('button', { name: 'Keluar dari barisan' }).click();
  await guest.getByRole('button', { name: 'Ya, keluar' }).click();
  await expect(guest.getByText('Anda tidak lagi dalam barisan')).toBeVisible();
  await guestContext.close();
  await hostContext.close();
});
