import { expect, test } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, merchantToken, openNewBooking, seedReservation, sessionOf, typeInPicker } from './fixtures';

// A ticket's day limit (issue 33, item 9; docs/decisions/033-ticket-limit.md) at Jade Garden Tanjong Pagar, on a special day
// of its own (Wednesday 29 April 2026: special days replace the weekly services on their date, so no other spec's day is
// touched). The server's clock is Tuesday 2026-03-31 19:30 in Singapore.
const DAY = '2026-04-29';

test("a chef's counter of one booking a day: once sold, the booking page says so and the host's dialog marks every time", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsHost(page, DEMO.tanjongPagar);
  const { token, outletId } = await sessionOf(page);
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const name = `Chef's counter ${Date.now() % 10_000}`;
  const ticket = await page.request.post(`/api/v1/brands/${session.brand.id}/tickets`, {
    headers: { authorization: `Bearer ${await merchantToken(page)}`, 'idempotency-key': crypto.randomUUID() },
    data: { name, color: '#8E33FF', typePayment: 1, price: 0, typePrice: 2, maxNumber: 1 },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = (await ticket.json()).id as string;
  const service = await page.request.post(`/api/v1/outlets/${outletId}/service-timings`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Counter dinner',
      ticketId,
      isRecurring: false,
      specificDates: [DAY],
      dailyStartTime: '18:00:00',
      dailyEndTime: '21:00:00',
      diningInterval: 7200,
      intervalTime: 3600,
      leadTime: 3600,
      bookingOnline: true,
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  // The one booking the counter takes that day, made by another host.
  await seedReservation(page, { reservationDate: DAY, reservationTime: '18:00:00', ticketId, customerFirstName: 'Wei Jie' });

  // A diner picking that day is told the counter is sold out, in place of the times.
  const diner = await page.context().newPage();
  await diner.setViewportSize({ width: 375, height: 800 });
  await diner.goto(`/en_SG/book/${outletId}`);
  await diner.getByRole('button', { name: 'Next month' }).click();
  await diner.getByRole('button', { name: /^Wednesday, 29 April 2026/ }).click();
  const counter = diner.getByRole('group', { name: 'Counter dinner' });
  await expect(counter).toContainText(`${name} is sold out on this day. Please choose another day.`);
  await expect(counter.getByRole('button')).toHaveCount(0);
  await keepShot(diner, 'book-ticket-sold-out', { widths: [375] });

  // The host's new booking with the counter: every time of the day says why; without a ticket, they are bookable.
  await openNewBooking(page);
  const dialog = page.getByRole('dialog');
  await typeInPicker(dialog.getByRole('group', { name: 'Date' }), '29042026', { verify: true });
  await dialog.getByRole('combobox', { name: 'Ticket' }).click();
  await page.getByRole('option', { name }).click();
  await expect(dialog.getByText(/can't be booked: Ticket sold out that day/)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Ticket' }).click();
  await page.getByRole('option', { name: 'No ticket' }).click();
  await expect(dialog.getByText(/can't be booked/)).toBeHidden();
});
