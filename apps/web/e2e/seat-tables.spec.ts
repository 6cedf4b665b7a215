import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsHost, openNewBooking, row, seedReservation, sessionOf, keepShot } from './fixtures';

// The server's clock is 2026-03-31 19:30 in Singapore (playwright.config.ts). Each test builds an
// area of its own, so what its tables show is known. Screenshots are kept with each test's results (keepShot).

async function api(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const { token } = await sessionOf(page);
  const res = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** A new area with tables of the given seats; returns their ids by name. */
async function areaWithTables(page: Page, label: string, tables: [string, number][]) {
  const { outletId } = await sessionOf(page);
  const area = await api(page, 'POST', `/api/v1/outlets/${outletId}/areas`, { name: label, displayName: label });
  const ids: Record<string, string> = {};
  for (const [name, maxPax] of tables)
    ids[name] = (await api(page, 'POST', `/api/v1/outlets/${outletId}/tables`, { areaId: area.id, name, maxPax })).id;
  return ids;
}

async function walkInAt(page: Page, tableId: string, name: string, pax = 2) {
  const { outletId } = await sessionOf(page);
  return api(page, 'POST', `/api/v1/outlets/${outletId}/reservations`, {
    isWalkIn: true,
    numberOfAdults: pax,
    tableIds: [tableId],
    customerFirstName: name,
  });
}

test("seating a party whose table is taken: the chooser says who is there and what each table's state is", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  const n = Date.now() % 10000;
  const [a, b, c] = [`SA${n}`, `SB${n}`, `SC${n}`];
  const ids = await areaWithTables(page, `Seat room ${n}`, [
    [a, 4],
    [b, 4],
    [c, 4],
  ]);
  // Sam walked in and sits at A for the dining interval; Bea is booked at B at 20:00; Ann's table is A, late tonight.
  await walkInAt(page, ids[a]!, 'Sam', 3);
  await seedReservation(page, { customerFirstName: 'Bea', customerLastName: 'Booked', reservationTime: '20:00:00', tableIds: [ids[b]] });
  await seedReservation(page, { customerFirstName: 'Ann', customerLastName: 'Early', reservationTime: '23:00:00', tableIds: [ids[a]] });
  await page.reload();

  // Ann arrives early; one tap on Seat opens the chooser instead of an error.
  const ann = row(page, 'Ann Early');
  await ann.getByRole('button', { name: 'Seat', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('assigned-taken')).toHaveText(
    new RegExp(
      `^Their table ${a} is taken \\(In use until ~\\d\\d:\\d\\d · Sam, 3 guests\\)\\. Pick a free table; the best are suggested first\\.$`,
    ),
  );
  await expect(dialog.getByRole('group', { name: 'Suggested' })).toBeVisible();
  await keepShot(page, `seat-taken-top-1280`);

  await expect(dialog.getByTestId(`pick-table-${a}`)).toBeDisabled();
  await expect(dialog.getByTestId(`pick-table-${a}`)).toContainText('Sam, 3 guests');
  await expect(dialog.getByTestId(`pick-table-${b}`)).toBeDisabled();
  await expect(dialog.getByTestId(`pick-table-${b}`)).toContainText('Reserved 20:00');
  await expect(dialog.getByTestId(`pick-table-${b}`)).toContainText('Bea Booked, 2 guests');
  await expect(dialog.getByTestId(`pick-table-${c}`)).toBeEnabled();
  await expect(dialog.getByTestId(`pick-table-${c}`)).toContainText('1–4 seats');
  await dialog.getByTestId(`pick-table-${c}`).scrollIntoViewIfNeeded();
  await keepShot(page, `seat-taken-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `seat-taken-768`);

  await dialog.getByTestId(`pick-table-${c}`).click();
  await dialog.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(ann.getByText('Seated')).toBeVisible();
  await expect(ann).toContainText(c);
});

test('a walk-in of 10 with a phone: the outlet allows it, and a wrong phone is said before saving', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.orchard);
  const n = Date.now() % 10000;
  const big = `SW${n}`;
  await areaWithTables(page, `Banquet ${n}`, [[big, 10]]);
  await page.reload();
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Guests', { exact: true }).fill('10');
  await expect(dialog.getByLabel('Guests', { exact: true })).toHaveAttribute('aria-invalid', 'false');
  const phone = dialog.getByLabel('Phone (optional)');
  await expect(phone).toHaveValue('+65 ');
  await phone.fill('+65 123');
  await dialog.getByLabel('Name (optional)').click();
  await expect(dialog.getByText('Invalid phone number: +65 123')).toBeVisible();
  await dialog.getByTestId(`pick-table-${big}`).click();
  await keepShot(page, `walk-in-bottom-768`);
  await dialog.getByLabel('Guests', { exact: true }).scrollIntoViewIfNeeded();
  await keepShot(page, `walk-in-top-768`);
  await dialog.getByRole('button', { name: 'Seat now' }).click();
  // Refused in the browser: the dialog stays, with what was typed.
  await expect(dialog).toBeVisible();
  await phone.fill('+65 9123 4567');
  await dialog.getByLabel('Name (optional)').fill('Tan family');
  await expect(dialog.getByText('Invalid phone number')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Seat now' }).click();
  await expect(page.getByText('Walk-in of 10 seated')).toBeVisible();
  const { outletId } = await sessionOf(page);
  const day = await api(page, 'GET', `/api/v1/outlets/${outletId}/reservations`);
  const seated = day.reservations.find((r: { customerFirstName: string | null }) => r.customerFirstName === 'Tan family');
  expect(seated.pax).toBe(10);
  expect(seated.customerPhone.replace(/\D/g, '')).toBe('6591234567');
});

test('marking a no-show hours early names the time and asks with a warning; a late one asks plainly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  await seedReservation(page, { customerFirstName: 'Nora', customerLastName: 'Later', reservationTime: '22:00:00' });
  await page.reload();
  const nora = row(page, 'Nora Later');
  await nora.getByRole('button', { name: /More actions/ }).click();
  await page
    .getByRole('menuitem', { name: /no-show/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Mark as no-show already?');
  // The server's clock starts at 19:30 and runs on.
  await expect(dialog.getByTestId('confirm-warning')).toHaveText(
    /^It is only 19:\d\d\. Nora Later is booked for 22:00, and their table is held until 22:15\. Mark them as not having come anyway\?$/,
  );
  // The safe answer has the focus.
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await keepShot(page, `no-show-early-1280`);
  await dialog.getByRole('button', { name: 'Mark no-show anyway' }).click();
  await expect(nora.locator('[data-status="NO_SHOW"]').first()).toBeVisible();
});

test(
  'the booking dialog and the seat chooser offer the same tables for a party of 7 minutes from now: ' +
    'not one a party just left (issue 28)',
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsHost(page, DEMO.tanjongPagar);
    const n = Date.now() % 10000;
    const [big, left, right] = [`CX${n}`, `CY${n}`, `CZ${n}`];
    const ids = await areaWithTables(page, `Combine room ${n}`, [
      [big, 7],
      [left, 4],
      [right, 3],
    ]);
    const { outletId } = await sessionOf(page);
    await api(page, 'POST', `/api/v1/outlets/${outletId}/table-combinations`, {
      name: `${left} + ${right}`,
      tableIds: [ids[left], ids[right]],
      minPax: 5,
      maxPax: 7,
    });
    // A party of 7 has just left the big table: no booking holds it, but it is not yet cleared.
    const party = await walkInAt(page, ids[big]!, 'Gone', 7);
    await api(page, 'POST', `/api/v1/reservations/${party.id}/status`, { status: 3 }); // COMPLETED
    await seedReservation(page, { customerFirstName: 'Seven', customerLastName: 'Late', numberOfAdults: 7, reservationTime: '23:00:00' });
    await page.reload();

    // Seating the party of 7 now: the two small tables together, not the big one still to be cleared.
    await row(page, 'Seven Late').getByRole('button', { name: 'Seat', exact: true }).click();
    const seat = page.getByRole('dialog');
    const seatSuggested = seat.getByRole('group', { name: 'Suggested' }).getByRole('button');
    await expect(seatSuggested.first()).toHaveText(`${left} + ${right} · 7 seats`);
    await expect(seat.getByRole('group', { name: 'Suggested' })).not.toContainText(`${big} ·`);
    await seat.getByRole('button', { name: 'Close' }).click();
    await expect(seat).toBeHidden();

    // Booking the same party for a quarter of an hour from now: the same first choice.
    await openNewBooking(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adults').fill('7');
    await dialog.getByLabel('Time').click();
    await page.getByRole('option', { name: /^19:45/ }).click();
    const suggested = dialog.getByRole('group', { name: 'Suggested' });
    await expect(suggested.getByRole('button').first()).toHaveText(`${left} + ${right} · 7 seats`);
    await expect(suggested).not.toContainText(`${big} ·`);
    await keepShot(page, 'booking-combination', { widths: [1280, 768] });
  },
);
