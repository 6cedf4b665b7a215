import { expect, test } from '@playwright/test';
import { DEMO, freeTableName, keepShot, loginAsHost, openNewBooking, row, seedReservation, sessionOf, tableOfItsOwn } from './fixtures';

// The server's clock is 2026-03-31 19:30 in Singapore (playwright.config.ts). Each test uses its
// own outlet or its own late-evening table, so the tests can run side by side.

test('a host seats a booked party', async ({ page }, testInfo) => {
  await loginAsHost(page, DEMO.orchard);
  // Seated now, the party holds its table from now on: a table of its own, free all evening (another
  // test's booking may take it meanwhile, so the host picks whichever table is free, as at the stand).
  await tableOfItsOwn(page, `SM1-${testInfo.retry}`);
  await seedReservation(page, { customerFirstName: 'Seat', customerLastName: 'Me' });
  await page.reload();
  const party = row(page, 'Seat Me');
  await expect(party.getByText('Booked')).toBeVisible();
  await party.getByRole('button', { name: 'Seat', exact: true }).click();
  // No table yet: the host picks a free one.
  const free = page.getByRole('dialog').locator('[data-testid^="pick-table-"][data-state="free"]:enabled').first();
  const table = (await free.getAttribute('data-testid'))!.replace('pick-table-', '');
  await free.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(party.getByText('Seated')).toBeVisible();
  await expect(party.getByText(table, { exact: true })).toBeVisible();
  await expect(party.getByRole('button', { name: 'Depart' })).toBeVisible();
});

test('a host marks a late party as no-show, after saying who', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  const late = page
    .getByTestId('reservation-row')
    .filter({ has: page.locator('[data-status="LATE"]') })
    .first();
  const name = (await late.getByTestId('guest-name').textContent())!.trim();
  await late.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'No-show' }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByRole('button', { name: 'Mark no-show' }).click();
  await expect(row(page, name).locator('[data-status="NO_SHOW"]').first()).toBeVisible();
});

test('a host cancels a booking', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour);
  await seedReservation(page, { customerFirstName: 'Cancel', customerLastName: 'Please', customerPhone: '+852 9123 4567' });
  await page.reload();
  const party = row(page, 'Cancel Please');
  await party.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel booking' }).click();
  await expect(page.getByRole('dialog')).toContainText("Cancel Please's booking at 23:30 will be cancelled.");
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(party.locator('[data-status="CANCELLED"]')).toBeVisible();
});

test('a host creates a booking from the dialog', async ({ page }) => {
  await loginAsHost(page, DEMO.lins);
  await openNewBooking(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time').click();
  // After the last dinner slot: greyed as closed, and bookable only with a reason.
  await expect(page.getByRole('option', { name: /^23:15/ })).toContainText('Closed');
  await page.getByRole('option', { name: /^23:15/ }).click();
  await dialog.getByLabel('Why book it anyway?').fill('Chef stays late for them');
  await dialog.getByLabel('Adults').fill('3');
  await dialog.getByLabel('Phone').fill('+886 912 345 678');
  await dialog.getByLabel('First name').fill('雅婷');
  await dialog.getByLabel('Last name').fill('陳');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Booked: R/)).toBeVisible();
  await expect(row(page, '陳雅婷')).toContainText('23:15');
});

test('a 422 is shown as the server wrote it, and the form keeps what was typed', async ({ page }) => {
  await loginAsHost(page, DEMO.lins);
  await openNewBooking(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time').click();
  await page.getByRole('option', { name: /^12:00/ }).click();
  await dialog.getByLabel('Phone').fill('+886 911 111 111');
  await dialog.getByLabel('First name').fill('Too Late');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Reservation time must be in the future.');
  await expect(dialog.getByLabel('First name')).toHaveValue('Too Late');
});

test('a walk-in in two taps: how many, which table', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour);
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
  const table = await freeTableName(page, '2026-03-31T11:30:00Z', '2026-03-31T13:30:00Z');
  await page.getByRole('button', { name: 'Walk-in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '2 guests' }).click();
  await dialog.getByRole('button', { name: new RegExp(`^Table ${table},`) }).click();
  await dialog.getByRole('button', { name: 'Seat now' }).click();
  await expect(page.getByText('Walk-in of 2 seated')).toBeVisible();
  const walkIn = page.getByTestId('reservation-row').filter({ hasText: 'Walk-in' }).filter({ hasText: table });
  await expect(walkIn.locator('[data-status="SEATED"]').first()).toBeVisible();
});

test('an edit in one browser shows in the other within a second', async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await loginAsHost(a, DEMO.orchard);
  await loginAsHost(b, DEMO.orchard);
  // A name of this attempt's own: a retry finds the first attempt's booking still in the book.
  const lastName = `Update ${[...String(Date.now() % 100_000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const guest = `Live ${lastName}`;
  await seedReservation(a, { customerFirstName: 'Live', customerLastName: lastName, reservationTime: '23:45:00' });
  // B may still be making its first MQTT connection on a loaded machine; it reads the day again once
  // subscribed, so the booking arrives either way.
  await expect(row(b, guest)).toBeVisible({ timeout: 30_000 });

  await row(a, guest)
    .getByRole('button', { name: /More actions/ })
    .click();
  await a.getByRole('menuitem', { name: 'Edit' }).click();
  await a.getByRole('dialog').getByLabel('Adults').fill('5');
  // 23:45 is after the last dinner slot: a new party size there needs the host's reason.
  await a.getByRole('dialog').getByLabel('Why book it anyway?').fill('Regulars, kitchen agreed');
  await a.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(a.getByRole('dialog')).toBeHidden();
  // The bar: within a second.
  await expect(row(b, guest).getByLabel('5 guests')).toBeVisible({ timeout: 1000 });
});

test('a forbidden action is disabled with its reason', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard);
  await page.getByRole('button', { name: 'Next day' }).click();
  const booked = page
    .getByTestId('reservation-row')
    .filter({ has: page.locator('[data-status="BOOKED"]') })
    .first();
  await expect(booked.getByRole('button', { name: 'Seat', exact: true })).toHaveCount(0);
  await booked.getByRole('button', { name: /More actions/ }).click();
  const seat = page.getByRole('menuitem', { name: /Seat/ });
  await expect(seat).toBeDisabled();
  await expect(seat).toContainText('Only on the day of the booking.');
});

test('the calendar shows a month of bookings and opens a day', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard);
  await page.getByRole('button', { name: 'Calendar' }).click();
  const day = page.getByRole('gridcell', { name: /Thursday, 2 April 2026: \d+ bookings/ });
  await day.click();
  await expect(page.getByTestId('day-heading')).toHaveText('Thursday, 2 April 2026');
  await expect(page.getByTestId('reservation-row').first()).toBeVisible();
});

test("a host sets a booking's length and an extra guest in the dialog, and they are kept (issue 33)", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAsHost(page, DEMO.harbour);
  const last = `Length${Date.now() % 100_000}`;
  const seeded = await seedReservation(page, { customerFirstName: 'Long', customerLastName: last, customerPhone: '+852 9123 4567' });
  await page.reload();
  await row(page, last)
    .getByRole('button', { name: /More actions/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  // The booking's own length, as its service gave it.
  const length = dialog.getByRole('combobox', { name: 'Length' });
  await expect(length).toHaveText(/\d h|\d+ min/);
  await length.click();
  await page.getByRole('option', { name: '2 h 30 min', exact: true }).click();
  await keepShot(page, 'booking-dialog-length', { widths: [1024] });
  // A friend joined them: one extra adult, behind "More details".
  await dialog.getByRole('button', { name: 'More details' }).click();
  await dialog.getByLabel('Extra adults').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const { token } = await sessionOf(page);
  const saved = await (
    await page.request.get(`/api/v1/reservations/${seeded.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(saved).toMatchObject({ diningInterval: 9000, extraAdult: 1, pax: 3 });
  await row(page, last)
    .getByRole('button', { name: /More actions/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Length' })).toHaveText('2 h 30 min');
});
