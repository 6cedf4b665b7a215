import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { keepShot, loginAsHost, sessionOf, seriousA11yFindings } from './fixtures';

// Issue 30: the door queue run from the floor view, at a tablet's width (the queue in a drawer that
// leaves the floor usable) and at a desk's (the queue docked beside the plan). Other specs use the
// same outlet's queue and floor at once: the parties and tables here are the test's own, and a place
// in the queue is read among the test's own parties only.

const queueRows = (page: Page) => page.getByTestId('queue-row');
const partyRow = (page: Page, name: string) => queueRows(page).filter({ hasText: name });
const handleOf = (page: Page, name: string) => partyRow(page, name).getByTestId('queue-handle');
const table = (page: Page, name: string) => page.getByTestId(`floor-table-${name}`);

/** A new area of the signed-in outlet with tables of its own, free all evening (minPax keeps other tests' smaller parties off). */
async function areaOfItsOwn(page: Page, area: string, tables: { name: string; maxPax: number; minPax: number }[]) {
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const created = await (
    await page.request.post(`/api/v1/outlets/${outletId}/areas`, { headers, data: { name: area, displayName: area } })
  ).json();
  for (const t of tables) {
    const res = await page.request.post(`/api/v1/outlets/${outletId}/tables`, { headers, data: { areaId: created.id, ...t } });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function openFloor(page: Page, area: string) {
  await page.goto('/en_SG/reservations?view=floor');
  await page.getByRole('tab', { name: area }).click();
  await expect(page.getByTestId('floor-plan')).toBeVisible();
}

async function addParty(page: Page, name: string, pax: number) {
  await page.getByRole('button', { name: 'Add a party' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a party to the queue' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: `${pax} guests` }).click();
  await dialog.getByRole('button', { name: 'Add to queue' }).click();
  await expect(dialog).toBeHidden();
  await expect(partyRow(page, name)).toBeVisible();
}

const centre = async (target: Locator) => {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/**
 * Picks a party up by its handle as a hand does: press, move a few pixels (the drag starts then). Other
 * specs change this queue at once: a row that moved as it was pressed picks up another party, which
 * is put down (Escape) and the pick-up tried again.
 */
async function pickUp(page: Page, name: string) {
  await expect(async () => {
    await handleOf(page, name).scrollIntoViewIfNeeded();
    const a = await centre(handleOf(page, name));
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 10, a.y + 10, { steps: 3 });
    try {
      await expect(page.getByTestId('drag-preview')).toContainText(name, { timeout: 2_000 });
    } catch (error) {
      await page.keyboard.press('Escape');
      await page.mouse.up();
      throw error;
    }
  }).toPass({ timeout: 20_000 });
}

/** Picks a party up and lets go over `to`, moving in steps. */
async function dragParty(page: Page, name: string, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await pickUp(page, name);
  const b = await centre(to);
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

test('at 768 px on the floor, a host adds a party and seats it by dragging it from the queue onto a table', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page);
  const stamp = Date.now().toString(36);
  const [area, tableName, guest] = [`Door ${stamp}`, `D${stamp.slice(-4)}`, `Tan ${stamp}`];
  await areaOfItsOwn(page, area, [{ name: tableName, maxPax: 4, minPax: 4 }]);
  await openFloor(page, area);

  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  const drawer = page.getByRole('region', { name: /^Door queue/ });
  await expect(drawer).toBeVisible();
  // Beside the floor the drawer does not shut the floor off: nothing covers the plan to its left.
  await page.getByTestId('floor-plan').click({ position: { x: 150, y: 250 }, trial: true });
  await addParty(page, guest, 4);
  await expect(page.getByText('Drag a party by its handle to change its place, or onto a table to seat it there.')).toBeVisible();
  await keepShot(page, 'queue-floor-768');
  expect(await seriousA11yFindings(page, { include: '[aria-labelledby="queue-title"]' })).toEqual([]);

  // Out of the drawer first: it steps aside, so a table it covered takes the party too; then onto the table.
  await table(page, tableName).scrollIntoViewIfNeeded();
  await pickUp(page, guest);
  await page.mouse.move(120, 700, { steps: 8 });
  await expect(page.locator('.MuiDrawer-paper')).toHaveCSS('opacity', '0');
  await keepShot(page, 'queue-floor-768-dragging');
  const target = await centre(table(page, tableName));
  await page.mouse.move(target.x, target.y, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText(`${guest} seated at ${tableName}`)).toBeVisible();
  await expect(partyRow(page, guest)).toHaveCount(0);
  await expect(table(page, tableName)).toHaveAttribute('data-status', 'IN_USE');
  await expect(table(page, tableName)).toContainText(guest);
  await expect(drawer).toBeVisible();
});

test('at 768 px on the floor, each thing a host does at the door takes at most three taps: add, quote, tell, take off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page);
  const stamp = Date.now().toString(36);
  const [area, guest, email] = [`Door ${stamp}`, `Lim ${stamp}`, `lim.${stamp}@example.com`];
  await areaOfItsOwn(page, area, [{ name: `E${stamp.slice(-4)}`, maxPax: 6, minPax: 5 }]);
  await openFloor(page, area);
  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  await expect(page.getByRole('region', { name: /^Door queue/ })).toBeVisible();

  // Every tap goes through here, so each action's taps are counted; typing is not a tap.
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const tapsFor = async (action: () => Promise<void>) => {
    const before = taps;
    await action();
    return taps - before;
  };

  // Add (the quote comes back on the row by itself): a party of three that left only an email.
  const adding = await tapsFor(async () => {
    await tap(page.getByRole('button', { name: 'Add a party' }));
    const dialog = page.getByRole('dialog', { name: 'Add a party to the queue' });
    await dialog.getByLabel('Name').fill(guest);
    await dialog.getByLabel('Email (optional)').fill(email);
    await tap(dialog.getByRole('button', { name: '3 guests' }));
    await tap(dialog.getByRole('button', { name: 'Add to queue' }));
    await expect(dialog).toBeHidden();
  });
  await expect(partyRow(page, guest).getByTestId('queue-wait')).toHaveText(
    /^Waited 0 min · (quoted \d+ min|told a table was free|no quote) · (now about \d+ min|a table is free now|no table in sight)$/,
  );

  // Tell: "your table is ready" by email, as the party left no phone; the mail is in the catcher.
  const telling = await tapsFor(async () => {
    await tap(partyRow(page, guest).getByRole('button', { name: `More for ${guest}` }));
    await tap(page.getByRole('menuitem', { name: 'Table ready: send email' }));
    await expect(partyRow(page, guest).getByText('Told 0 min ago')).toBeVisible();
  });
  await expect(page.getByText(`${guest} told by email that the table is ready`)).toBeVisible();
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () => {
        const { items } = await (await page.request.get(`/api/v1/outlets/${outletId}/messages?channel=email`, { headers })).json();
        const sent = (items as Array<{ id: string; template: string; recipient: string; sentAt: string | null }>).find(
          (d) => d.template === 'tableReady' && d.recipient === email && d.sentAt,
        );
        if (!sent) return null;
        const res = await page.request.get(`/api/v1/outlets/${outletId}/messages/${sent.id}/mail`, { headers });
        return res.ok() ? ((await res.json()) as { subject: string }).subject : null;
      },
      { message: 'the table-ready mail is caught', timeout: 30_000, intervals: [500] },
    )
    .toMatch(/^Your table at .+ is ready$/);
  await keepShot(page, 'queue-floor-768-told');

  // Take off: not there when called.
  const removing = await tapsFor(async () => {
    await tap(partyRow(page, guest).getByRole('button', { name: `More for ${guest}` }));
    await tap(page.getByRole('menuitem', { name: 'No-show' }));
    await expect(partyRow(page, guest)).toHaveCount(0);
  });
  expect({ adding, telling, removing }).toEqual({ adding: 3, telling: 2, removing: 2 });
});

test('over the list (no floor in sight), the drawer reorders its parties by drag too', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page);
  const stamp = Date.now().toString(36);
  const [first, second] = [`Chua ${stamp}`, `Das ${stamp}`];
  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  await addParty(page, first, 2);
  await addParty(page, second, 2);
  await expect(page.getByText('Drag a party by its handle to change its place in the queue.')).toBeVisible();
  const order = async () =>
    (await queueRows(page).allTextContents()).filter((text) => text.includes(stamp)).map((text) => (text.includes(first) ? first : second));
  await expect.poll(order).toEqual([first, second]);
  await expect(async () => {
    if ((await order())[0] !== second) await dragParty(page, second, partyRow(page, first));
    await expect.poll(order, { timeout: 3_000 }).toEqual([second, first]);
  }).toPass({ timeout: 30_000 });
  // Read again from the server: the move was kept.
  await page.reload();
  await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
  await expect.poll(order).toEqual([second, first]);
});

test.describe('at 1280 px, the queue docked beside the floor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a host docks it, and it stays docked; two parties are reordered by drag, a refused move put back', async ({ page }) => {
    // 15 s alone; near the minute with the whole suite on two cores (two parties, a reload, two drags, an accessibility check).
    test.slow();
    await loginAsHost(page);
    const stamp = Date.now().toString(36);
    const area = `Dock ${stamp}`;
    const [first, second] = [`Ong ${stamp}`, `Lim ${stamp}`];
    await areaOfItsOwn(page, area, [{ name: `R${stamp.slice(-4)}`, maxPax: 4, minPax: 4 }]);
    await openFloor(page, area);

    // Docked: the drawer gives way to a panel beside the plan, and the choice is kept on this device.
    await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
    await page.getByRole('button', { name: 'Keep the queue beside the floor' }).click();
    const dock = page.getByTestId('queue-dock');
    await expect(dock).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the queue' })).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: area }).click();
    await expect(dock).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep the queue beside the floor' })).toHaveAttribute('aria-pressed', 'true');
    await keepShot(page, 'queue-docked-top-1280');

    await addParty(page, first, 4);
    await addParty(page, second, 2);
    const order = async () =>
      (await queueRows(page).allTextContents())
        .filter((text) => text.includes(stamp))
        .map((text) => (text.includes(first) ? first : second));
    await expect.poll(order).toEqual([first, second]);

    // Another host changed Lim's party first: the server refuses the move, the queue goes back as it was and says why.
    let refused = 0;
    const stale = { code: 'CONFLICT', message: 'stale', details: { reason: 'staleVersion' } };
    const refuse = async (route: Route) => {
      refused += 1;
      await route.fulfill({ status: 409, json: stale });
    };
    await page.route('**/api/v1/queue-entries/*/move', refuse, { times: 1 });
    // Another spec's party leaving the queue as Lim is let go shifts the rows: Lim lands on its own row, and is dragged again.
    await expect(async () => {
      await dragParty(page, second, partyRow(page, first));
      await expect.poll(() => refused, { timeout: 3_000 }).toBe(1);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('This reservation was changed by someone else. Review the latest version and save again.')).toBeVisible();
    await expect.poll(order).toEqual([first, second]);

    // Lim is dragged onto Ong's row: Lim takes Ong's place, ahead of it.
    await expect(async () => {
      if ((await order())[0] !== second) await dragParty(page, second, partyRow(page, first));
      await expect.poll(order, { timeout: 3_000 }).toEqual([second, first]);
    }).toPass({ timeout: 30_000 });
    await keepShot(page, 'queue-docked-1280');
    expect(await seriousA11yFindings(page, { include: '[data-testid="queue-dock"]' })).toEqual([]);
  });

  test('parties dragged onto tables sit down; a table with too few seats asks first, with that table chosen', async ({ page }) => {
    await loginAsHost(page);
    const stamp = Date.now().toString(36);
    const [area, four, three] = [`Seat ${stamp}`, `K${stamp.slice(-4)}`, `S${stamp.slice(-4)}`];
    const [first, second] = [`Goh ${stamp}`, `Wong ${stamp}`];
    await areaOfItsOwn(page, area, [
      { name: four, maxPax: 4, minPax: 4 },
      { name: three, maxPax: 3, minPax: 3 },
    ]);
    await openFloor(page, area);
    await page.getByRole('button', { name: /^Queue · \d+$/ }).click();
    await page.getByRole('button', { name: 'Keep the queue beside the floor' }).click();
    await expect(page.getByTestId('queue-dock')).toBeVisible();
    await addParty(page, first, 4);
    await addParty(page, second, 2);

    // Wong (2) onto the four-top: seated at once, a walk-in at that table. A pointer drag on a loaded machine can end
    // before the table took it (the dock long with other specs' parties): dragged again until it lands, as the reorder is.
    await expect(async () => {
      if (await partyRow(page, second).count()) await dragParty(page, second, table(page, four));
      await expect(page.getByText(`${second} seated at ${four}`)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(partyRow(page, second)).toHaveCount(0);
    await expect(table(page, four)).toContainText(second);
    await expect(table(page, four)).toHaveAttribute('data-status', 'IN_USE');

    // Goh (4) onto the three-top: too few seats asks first, in the seat dialog with that table chosen; Goh waits meanwhile.
    await dragParty(page, first, table(page, three));
    const seat = page.getByRole('dialog', { name: `Seat ${first} (4)` });
    await expect(seat).toBeVisible();
    await expect(seat.getByRole('alert')).toHaveText(
      'These tables seat 3; the party is 4. The table is not suitable for the new pax: seat them anyway?',
    );
    await expect(partyRow(page, first)).toBeVisible();
    await seat.getByRole('button', { name: 'Seat', exact: true }).click();
    await expect(seat).toBeHidden();
    await expect(partyRow(page, first)).toHaveCount(0);
    await expect(table(page, three)).toContainText(first);
    await expect(table(page, three)).toHaveAttribute('data-status', 'IN_USE');
  });
});
