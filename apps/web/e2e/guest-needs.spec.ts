import { expect, test } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, row, seedReservation, seriousA11yFindings, tableOfItsOwn, openInApp } from './fixtures';

// A guest's allergy kept on the guest (issue 32, point 1): written once on the profile, seen at the door on the book's row,
// in the seat chooser and on the floor, without opening the profile. The server's clock is 2026-03-31 19:30 in Singapore.
test("a host notes a guest's shellfish allergy on the profile; the row, the seat chooser and the floor show it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  // Letters only, as the guest book takes a name: a first name of its own each run.
  const first = `Wei${[...String(Date.now() % 10_000)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  const name = `${first} Lim`;
  const table = await tableOfItsOwn(page, `GN${first.slice(3)}`, 2);
  // Tonight at 23:30, no table yet: Seat opens the chooser.
  const booking = await seedReservation(page, { customerFirstName: first, customerLastName: 'Lim', reservationTime: '23:30:00' });

  await openInApp(page, `/en_SG/customers/edit/${booking.customerId}`, page.getByRole('checkbox', { name: 'Shellfish' }));
  await page.getByRole('checkbox', { name: 'Shellfish' }).check();
  await page.getByLabel('Allergy and diet details').fill('Carries an EpiPen');
  await page.getByLabel('Seating preference').fill('Booth by the window');
  await keepShot(page, 'guest-needs-form', { widths: [1280] });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${booking.customerId}$`));
  await expect(page.locator('[data-field="dietary"]')).toHaveText('Shellfish');
  await expect(page.locator('[data-field="seatingPreference"]')).toHaveText('Booth by the window');

  await page.goto('/en_SG/reservations');
  const party = row(page, name);
  await expect(party.getByRole('img', { name: 'Allergy: Shellfish · Carries an EpiPen' })).toBeVisible();
  await keepShot(page, 'guest-needs-row', { widths: [1280] });
  await party.getByRole('button', { name: 'Seat', exact: true }).click();
  const chooser = page.getByRole('dialog');
  await expect(chooser.getByTestId('guest-needs-notice')).toHaveText('Allergy: Shellfish · Carries an EpiPen');
  await expect(chooser).toContainText('Seating: Booth by the window');
  await keepShot(page, 'guest-needs-seat', { widths: [1280] });
  expect(await seriousA11yFindings(page, { include: '[role="dialog"]' })).toEqual([]);

  // Seated at a table of its own, the party's allergy is read with the table on the floor.
  await chooser.getByRole('button', { name: new RegExp(`^Table ${table},`) }).click();
  await chooser.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(chooser).toBeHidden();
  await page.goto('/en_SG/reservations?view=floor');
  await page.getByRole('tab', { name: `Room ${table}` }).click();
  const tile = page.getByRole('button', {
    name: new RegExp(`^Table ${table}, .*${name}.*\\. Allergy: Shellfish · Carries an EpiPen\\. First visit: no visit here before$`),
  });
  await expect(tile).toBeVisible();
  await expect(tile.getByTestId('guest-needs')).toBeVisible();
});
