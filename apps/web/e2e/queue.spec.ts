import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, row, tableOfItsOwn, seriousA11yFindings } from './fixtures';

// Issue 30: the door queue, run from the host screen at a tablet's width.

const queueRows = (page: Page) => page.getByTestId('queue-row');
const partyRow = (page: Page, name: string) => queueRows(page).filter({ hasText: name });

async function addParty(page: Page, name: string, pax: number, phone?: string) {
  await page.getByRole('button', { name: 'Add a party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a party to the queue' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: `${pax} guests` }).click();
  if (phone) await dialog.getByLabel('Phone (optional)').fill(phone);
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog).toBeHidden();
  await expect(partyRow(page, name)).toBeVisible();
}

test('a host runs the door at 768 px: adds two parties, moves one up, seats one at a table, marks the other as left', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page);
  const stamp = Date.now().toString(36);
  // For four only: the other tests' parties of two, seated at the best free table, never take it meanwhile.
  const table = await tableOfItsOwn(page, `Q${stamp.slice(-4)}`, 4, 4);
  const [first, second] = [`Ang ${stamp}`, `Bala ${stamp}`];

  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  const drawer = page.getByRole('region', { name: /^Door queue/ });
  await expect(drawer).toBeVisible();
  // A name is asked for before anything is sent.
  await page.getByRole('button', { name: 'Add a party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a party to the queue' });
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addParty(page, first, 2, '9123 4567');
  await addParty(page, second, 4);
  await expect(partyRow(page, first).getByTestId('queue-wait')).toHaveText(
    /^Waited 0 min · (quoted \d+ min|told a table was free|no quote) · (now about \d+ min|a table is free now|no table in sight)$/,
  );

  // Ang's party grows by a child.
  await partyRow(page, first)
    .getByRole('button', { name: `More for ${first}` })
    .click();
  await page.getByRole('menuitem', { name: 'Change details' }).click();
  const change = page.getByRole('dialog', { name: `Change ${first}'s party` });
  await change.getByLabel('Children').fill('1');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(partyRow(page, first)).toContainText('3 guests');

  // Bala goes ahead of Ang. One move up passes one party: another host's party added between them (this test run twice at
  // once) takes a second move.
  const order = async () =>
    (await queueRows(page).allTextContents()).filter((text) => text.includes(stamp)).map((text) => text.includes(second));
  for (let moves = 0; moves < 3 && (await order())[0] !== true; moves++) {
    const before = await partyRow(page, second).getAttribute('aria-label');
    await partyRow(page, second)
      .getByRole('button', { name: `More for ${second}` })
      .click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect(partyRow(page, second)).not.toHaveAttribute('aria-label', before!);
  }
  await expect.poll(order).toEqual([true, false]);

  await keepShot(page, 'queue-768');
  expect(await seriousA11yFindings(page, { include: '[aria-labelledby="queue-title"]' })).toEqual([]);

  // Bala sits down at the table of its own: a walk-in in the book, and off the queue.
  await partyRow(page, second).getByRole('button', { name: 'Seat' }).click();
  const seat = page.getByRole('dialog', { name: `Seat ${second} (4)` });
  await seat.getByRole('button', { name: new RegExp(`^Table ${table},`) }).click();
  await seat.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(seat).toBeHidden();
  await expect(partyRow(page, second)).toHaveCount(0);

  // Ang is told by SMS that the table is ready; then Ang has gone.
  await partyRow(page, first)
    .getByRole('button', { name: `More for ${first}` })
    .click();
  await page.getByRole('menuitem', { name: 'Table ready: send SMS' }).click();
  await expect(partyRow(page, first).getByText('Told 0 min ago')).toBeVisible();
  await partyRow(page, first)
    .getByRole('button', { name: `More for ${first}` })
    .click();
  await page.getByRole('menuitem', { name: 'Left' }).click();
  await expect(partyRow(page, first)).toHaveCount(0);

  await page.getByRole('button', { name: 'Close the queue' }).click();
  await expect(row(page, second)).toBeVisible();
  await expect(row(page, second).locator('[data-status="SEATED"]')).toBeVisible();
});

test('a party added at one host stand appears on another at once, and leaves it when taken off', async ({ browser }) => {
  const a = await (await browser.newContext()).newPage();
  const b = await (await browser.newContext()).newPage();
  await loginAsHost(a, DEMO.orchard);
  await loginAsHost(b, DEMO.orchard);
  await b.getByRole('button', { name: /^Queue · \d+$/ }).click();
  await expect(b.getByRole('region', { name: /^Door queue/ })).toBeVisible();
  await a.getByRole('button', { name: /^Queue · \d+$/ }).click();
  const name = `Live ${Date.now().toString(36)}`;
  await addParty(a, name, 2);
  // Published on the outlet's live channel: B reads the queue again without a reload.
  await expect(partyRow(b, name)).toBeVisible({ timeout: 5000 });
  await partyRow(a, name)
    .getByRole('button', { name: `More for ${name}` })
    .click();
  await a.getByRole('menuitem', { name: 'No-show' }).click();
  await expect(partyRow(b, name)).toHaveCount(0, { timeout: 5000 });
});
