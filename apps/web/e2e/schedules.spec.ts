import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost, openNewBooking, seedReservation, typeInPicker, seriousA11yFindings } from './fixtures';

// Harbour's schedules; the server's clock is Tuesday 2026-03-31 19:30 (Dinner runs 17:30 to 22:00).
test.describe.configure({ mode: 'serial' });

test('a manager adds a weekly supper service and the booking dialog offers its times', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour);
  await openNewBooking(page);
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time').click();
  await expect(page.getByRole('option', { name: /^22:30/ })).toContainText('Closed');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/en_SG/settings/schedules/weekly');
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add service' });
  await form.getByLabel('Name').fill('Supper');
  await typeInPicker(form.getByRole('group', { name: 'Starts' }), '2230');
  await typeInPicker(form.getByRole('group', { name: 'Last booking before' }), '2200');
  await form.getByLabel('Name').click();
  await expect(form.getByText('The end time must be after the start time.')).toBeVisible();
  await typeInPicker(form.getByRole('group', { name: 'Last booking before' }), '2330');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Weekly schedule' })).toContainText('Supper · 22:30–23:30');

  await page.goto('/en_SG/reservations');
  await openNewBooking(page);
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time').click();
  await expect(page.getByRole('option', { name: /^22:30/ })).not.toContainText('Closed');
  await expect(page.getByRole('option', { name: /^23:30/ })).toContainText('Closed');
});

test('a block-out over a booked day lists the booking before it is saved', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour);
  await seedReservation(page, {
    customerFirstName: 'Blocked',
    customerLastName: 'Guest',
    reservationDate: '2026-04-02',
    reservationTime: '19:00:00',
    customerPhone: '+852 9123 4567',
  });
  await page.goto('/en_SG/settings/schedules/special');
  await page.getByRole('button', { name: 'Add block-out' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add block-out' });
  await form.getByLabel('Name').fill('Private event');
  await typeInPicker(form.getByRole('group', { name: 'Date' }), '02042026');
  await form.getByRole('button', { name: 'Save' }).click();
  const asked = page.getByRole('dialog', { name: /This change affects \d+ booking/ });
  await expect(asked).toContainText('Blocked Guest');
  await expect(asked).toContainText('block-out day');
  await asked.getByRole('button', { name: 'Go on' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByRole('list', { name: 'Block-out days' })).toContainText('Thu, 2 Apr 2026 · Private event');
});

test('a service past midnight keeps its area, ticket and policy', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour, '/en_SG/settings/schedules/weekly');
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add service' });
  await form.getByLabel('Name').fill('Late supper');
  await typeInPicker(form.getByRole('group', { name: 'Starts' }), '2300');
  await typeInPicker(form.getByRole('group', { name: 'Last booking before' }), '0100');
  await form.getByLabel('Ends the next day').check();
  await form.getByLabel('All areas').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Choose at least one area')).toBeVisible();
  await form.getByRole('group', { name: 'Areas for this service' }).getByRole('checkbox').first().check();
  await form.getByLabel('Ticket').click();
  await page.getByRole('option', { name: "Chef's tasting menu" }).click();
  await form.getByRole('button', { name: 'More rules' }).click();
  await form.getByRole('button', { name: 'Add a policy' }).click();
  await form.getByLabel('Policy title').fill('Deposit');
  await form.getByLabel('What the guest agrees to').fill('A deposit per guest holds the table.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const list = page.getByRole('list', { name: 'Weekly schedule' });
  await expect(list).toContainText('Late supper · 23:00–01:00 (next day)');
  await expect(list).toContainText("1 area · Chef's tasting menu");

  await page.reload();
  await page.getByRole('button', { name: 'Edit Late supper' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Late supper' });
  await expect(edit.getByLabel('Ends the next day')).toBeChecked();
  await expect(edit.getByLabel('Ticket')).toContainText("Chef's tasting menu");
  await edit.getByRole('button', { name: 'More rules' }).click();
  await expect(edit.getByLabel('Policy title')).toHaveValue('Deposit');
});

test('a special day on a blocked-out date is refused with the dates listed', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour, '/en_SG/settings/schedules/special');
  await page.getByRole('button', { name: 'Add special day' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add special day' });
  await form.getByLabel('Name').fill('Ching Ming');
  await typeInPicker(form.getByRole('group', { name: 'Add a date' }), '02042026');
  await expect(form.getByRole('list', { name: 'Dates' }).getByRole('listitem')).toHaveCount(1);
  await typeInPicker(form.getByRole('group', { name: 'Add a date' }), '03042026');
  await expect(form.getByRole('list', { name: 'Dates' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service days conflict with block-out days: 2026-04-02')).toBeVisible();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Thu, 2 Apr 2026' }).locator('svg').click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Special days' })).toContainText('Fri, 3 Apr 2026 · Ching Ming');
});

test('a manager changes the booking rules and they stay', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour, '/en_SG/settings/booking-management');
  await page.getByLabel('Grace period before late').fill('20');
  await page.getByLabel('Reservation policy', { exact: true }).fill('Tables are held for 20 minutes.');
  // Guests may change a booking without a ticket until 12 hours before it (issue 33).
  await page.getByLabel('Until (hours before)').fill('12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Booking rules saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Grace period before late')).toHaveValue('20');
  await expect(page.getByLabel('Until (hours before)')).toHaveValue('12');
  await expect(page.getByLabel('Guests may change a booking from their link')).toBeChecked();
  await expect(page.getByLabel('Reservation policy', { exact: true })).toHaveValue('Tables are held for 20 minutes.');
  // A new service starts from these rules.
  await page.goto('/en_SG/settings/schedules/weekly');
  await page.getByRole('button', { name: 'Add service' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Add service' }).getByLabel('Grace period before late')).toHaveValue('20');
});

test('the online schedule shows the day as diners see it, with covers against capacity', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour, '/en_SG/reservations/online-schedule');
  const dinner = page.getByRole('region', { name: 'Dinner' });
  await expect(dinner.getByTestId('online-slot').first()).toBeVisible();
  // 17:30 is past by the server's clock (19:30).
  await expect(dinner.getByTestId('online-slot').filter({ hasText: '17:30' })).toHaveAttribute('data-available', 'false');
  await expect(dinner.getByTestId('online-slot').filter({ hasText: '17:30' })).toContainText('Past');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByTestId('online-day')).toContainText('1 April 2026');
  await expect(page.getByRole('region', { name: 'Dinner' }).locator('[data-available="true"]').first()).toContainText('Bookable online');
  await expect(page.getByRole('region', { name: 'Dinner' }).getByTestId('online-slot').first()).toContainText(/of 60 covers/);
});

test('the schedule screens and the service form pass an accessibility check', async ({ page }) => {
  await loginAsHost(page, DEMO.harbour, '/en_SG/settings/schedules/weekly');
  await expect(page.getByRole('list', { name: 'Weekly schedule' })).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add service' });
  await form.getByLabel('All areas').uncheck();
  await form.getByRole('button', { name: 'More rules' }).click();
  await form.getByRole('button', { name: 'Add a policy' }).click();
  await expect(form.getByLabel('Policy title')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await form.getByRole('button', { name: 'Cancel' }).click();
  for (const [path, heading] of [
    ['/en_SG/settings/schedules/special', 'Special days and block-outs'],
    ['/en_SG/settings/booking-management', /Booking/],
    ['/en_SG/reservations/online-schedule', /online/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousA11yFindings(page), path).toEqual([]);
  }
});
