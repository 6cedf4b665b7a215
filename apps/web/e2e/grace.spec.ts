import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost } from './fixtures';

// Holding a late party's table longer (issue 33): from the book's row, from the floor's card and from
// the booking dialog. The server's clock starts at 19:30 (playwright.config.ts): the demo's parties
// due at 18:15 to 19:15 at Jade Garden Orchard and Lin's are late by then. Each surface takes a late party
// of its own outlet, so the tests can run side by side.

const lateRows = (page: Page) => page.getByTestId('reservation-row').filter({ has: page.locator('[data-status="LATE"]') });

test("from the book's row and the floor's card, a late party's table is held longer and it waits again", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAsHost(page, DEMO.orchard);
  const late = lateRows(page).first();
  const name = (await late.getByTestId('guest-name').textContent())!.trim();
  await late.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Hold 10 min longer' }).click();
  await expect(page.getByText(new RegExp(`Holding the table for ${name} until \\d\\d:\\d\\d`))).toBeVisible();
  const held = page.getByTestId('reservation-row').filter({ hasText: name });
  await expect(held.locator('[data-status="BOOKED"], [data-status="CONFIRMED"]')).toBeVisible();
  await expect(held.getByTestId('held-until')).toHaveText(/^Held until \d\d:\d\d$/);

  // On the floor: the next late party's card opens the seat dialog, which offers the hold too.
  await page.getByRole('button', { name: 'Floor', exact: true }).click();
  const card = page
    .getByTestId('waiting-card')
    .filter({ has: page.locator('[data-status="LATE"]') })
    .first();
  const other = (await card.getByTestId('waiting-card-name').textContent())!.trim();
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('hold-longer')).toContainText(`${other} is late`);
  await keepShot(page, 'hold-longer-seat-dialog', { widths: [1024] });
  await dialog.getByRole('button', { name: 'Hold the table 5 minutes longer' }).click();
  await expect(dialog).toBeHidden();
  const heldCard = page.getByTestId('waiting-card').filter({ hasText: other });
  await expect(heldCard.getByTestId('held-until')).toHaveText(/^Held until \d\d:\d\d$/);
  await expect(heldCard.locator('[data-status="LATE"]')).toHaveCount(0);
});

test('in the booking dialog, holding the table keeps what the host typed, and saving it is not refused as stale', async ({ page }) => {
  await loginAsHost(page, DEMO.lins);
  const late = lateRows(page).first();
  const name = (await late.getByTestId('guest-name').textContent())!.trim();
  await late.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("Guest's requests").fill('Called: ten minutes away');
  await dialog.getByRole('button', { name: 'Hold the table 15 minutes longer' }).click();
  await expect(dialog.getByTestId('hold-longer')).toBeHidden();
  await expect(dialog.getByLabel("Guest's requests")).toHaveValue('Called: ten minutes away');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const held = page.getByTestId('reservation-row').filter({ hasText: name });
  await expect(held.getByTestId('held-until')).toBeVisible();
});
