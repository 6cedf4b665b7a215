import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost, seedReservation, sessionOf } from './fixtures';

test('a manager adds an area and a table, places it on the plan, and deleting a booked table asks first', async ({ page }) => {
  await loginAsHost(page, DEMO.lins, '/en_SG/settings/areas');
  const area = `Mezzanine ${Date.now() % 100000}`;

  await page.getByRole('button', { name: 'Add area' }).first().click();
  const areaDialog = page.getByRole('dialog', { name: 'Add area' });
  await areaDialog.getByLabel('Name', { exact: true }).fill(area);
  await areaDialog.getByLabel('Name guests see').fill(area);
  await areaDialog.getByRole('button', { name: 'Save' }).click();
  await expect(areaDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: area })).toBeVisible();

  await page.getByRole('button', { name: 'Add table' }).click();
  const tableDialog = page.getByRole('dialog', { name: 'Add table' });
  await tableDialog.getByLabel('Table').fill('Z9');
  await tableDialog.getByLabel('Largest party').fill('1');
  await tableDialog.getByLabel('Smallest party').fill('3');
  await page.keyboard.press('Tab');
  await expect(tableDialog.getByText('The minimum party size cannot be more than the maximum.')).toBeVisible();
  await tableDialog.getByLabel('Largest party').fill('6');
  // Held back tonight for a private event.
  await tableDialog.getByRole('button', { name: 'Add a block' }).click();
  await tableDialog.getByLabel('Reason (staff only)').fill('Private event');
  await tableDialog.getByRole('button', { name: 'Save' }).click();
  await expect(tableDialog).toBeHidden();
  await expect(page.getByRole('table', { name: `Tables of ${area}` })).toContainText('Z9');

  // Place it: arrow keys nudge the selected table; the layout saves once.
  const editorTable = page.getByTestId('editor-table-Z9');
  await editorTable.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Rotate right 45°' }).click();
  await page.getByRole('button', { name: 'Save layout (1)' }).click();
  await expect(page.getByText('Layout saved')).toBeVisible();
  const { token, outletId } = await sessionOf(page);
  const areas = await (
    await page.request.get(`/api/v1/outlets/${outletId}/areas?all=true`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const z9 = areas.flatMap((a: any) => a.tables).find((t: any) => t.name === 'Z9');
  expect([z9.x, z9.rotate]).toEqual([80 + 50, 45]);
  expect(z9.tableBlocks).toEqual([{ date: '2026-03-31', startTime: '18:00', endTime: '22:00', reason: 'Private event' }]);

  // A booking on it: deleting lists the booking and asks before going on.
  await seedReservation(page, {
    customerFirstName: 'Booked',
    customerLastName: 'Upstairs',
    reservationDate: '2026-04-02',
    reservationTime: '19:00:00',
    customerPhone: '+886 912 345 678',
    tableIds: [z9.id],
  });
  await page.getByRole('button', { name: 'Delete table Z9' }).click();
  const asked = page.getByRole('dialog', { name: 'This change affects 1 booking' });
  await expect(asked).toContainText('Booked Upstairs');
  await expect(asked).toContainText('table removed');
  await asked.getByRole('button', { name: 'Go on' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByText('No tables in this area yet.')).toBeVisible();
});

test('two managers move one table: the later one is told and sees the saved place', async ({ page, browser }) => {
  await loginAsHost(page, DEMO.lins);
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const name = `Loft ${Date.now() % 100000}`;
  const area = await (await page.request.post(`/api/v1/outlets/${outletId}/areas`, { headers, data: { name, displayName: name } })).json();
  const table = await (
    await page.request.post(`/api/v1/outlets/${outletId}/tables`, { headers, data: { areaId: area.id, name: 'L1', maxPax: 4 } })
  ).json();

  const other = await (await browser.newContext({ viewport: { width: 1280, height: 1000 } })).newPage();
  await loginAsHost(other, DEMO.lins);
  for (const p of [page, other]) {
    await p.goto('/en_SG/settings/areas');
    await p
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await expect(p.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // The second manager starts moving L1 right; the first moves it down and saves first.
  await other.getByTestId('editor-table-L1').focus();
  for (let i = 0; i < 3; i++) await other.keyboard.press('ArrowRight');
  await page.getByTestId('editor-table-L1').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Save layout (1)' }).click();
  await expect(page.getByText('Layout saved')).toBeVisible();

  await expect(other.getByText('Someone else moved L1 meanwhile: their saved place is shown.')).toBeVisible();
  await expect(other.getByRole('button', { name: /^Save layout/ })).toBeDisabled();
  const saved = (await (await page.request.get(`/api/v1/outlets/${outletId}/areas?all=true`, { headers })).json())
    .flatMap((a: any) => a.tables)
    .find((t: any) => t.id === table.id);
  expect([saved.x, saved.y]).toEqual([table.x, table.y + 40]);
  await other.context().close();
});

test('table combinations are listed, and a new one is checked before it is saved', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar, '/en_SG/settings/areas-combination');
  await expect(page.getByRole('list', { name: 'Table combinations' })).toContainText('M3 + M4');
  await page.getByRole('button', { name: 'Add combination' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add combination' });
  await dialog.getByLabel('Name').fill('Terrace long table');
  await dialog.getByRole('button', { name: /^Table T1,/ }).click();
  await dialog.getByRole('button', { name: /^Table T2,/ }).click();
  await dialog.getByLabel('Largest party').fill('9');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('More than these tables seat together')).toBeVisible();
  await dialog.getByLabel('Smallest party').fill('3');
  await dialog.getByLabel('Largest party').fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Table combinations' })).toContainText('Terrace long table');
});

test('a brand without combinations says so', async ({ page }) => {
  await loginAsHost(page, DEMO.lins, '/en_SG/settings/areas-combination');
  await expect(page.getByText('Table combinations are not enabled for this brand.')).toBeVisible();
});
