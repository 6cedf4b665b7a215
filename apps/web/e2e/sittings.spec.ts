import { expect, test } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, sessionOf, typeInPicker } from './fixtures';

// Fixed sittings (issue 33) at Mawar Bangsar: an afternoon tea from 15:00 to 17:00 on weekdays,
// between its lunch and its dinner, so no other service's times mix with it. The server's clock is
// Tuesday 2026-03-31 19:30; Thursday 2 April is the diner's day.
test('a manager gives a service two sittings, they are kept, and the booking page offers only those', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAsHost(page, DEMO.bangsar, '/en_MY/settings/schedules/weekly');
  const name = `Afternoon tea ${Date.now() % 10_000}`;
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add service' });
  await form.getByLabel('Name').fill(name);
  await typeInPicker(form.getByRole('group', { name: 'Starts' }), '1500');
  await typeInPicker(form.getByRole('group', { name: 'Last booking before' }), '1700');
  const sittings = form.getByRole('combobox', { name: 'Fixed sittings' });
  await sittings.click();
  // Offered every quarter hour within the hours just typed.
  await expect(page.getByRole('option')).toHaveText(['15:00', '15:15', '15:30', '15:45', '16:00', '16:15', '16:30', '16:45']);
  await page.getByRole('option', { name: '16:15' }).click();
  await page.getByRole('option', { name: '15:00' }).click();
  await page.keyboard.press('Escape');
  await keepShot(page, 'service-sittings', { widths: [1024] });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await expect(page.getByRole('list', { name: 'Weekly schedule' })).toContainText(`${name} · 15:00–17:00`);
  await expect(page.getByRole('list', { name: 'Weekly schedule' })).toContainText('Sittings at 15:00, 16:15 · 90 min at the table');
  await page.reload();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('button', { name: /^(15:00|16:15)$/ })).toHaveText(['15:00', '16:15']);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  const { outletId } = await sessionOf(page);
  await page.goto(`/en_MY/book/${outletId}`);
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^Thursday, 2 April 2026/, disabled: false }).click();
  const tea = page.getByRole('group', { name });
  await expect(tea.getByRole('button')).toHaveText(['15:00', '16:15']);
});
