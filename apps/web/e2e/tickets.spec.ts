import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsHost, loginAsMerchant, openAsSupport, sessionOf, keepShot, seriousA11yFindings } from './fixtures';

// Jade Garden's tickets (Singapore: S$); its Lunch and Dinner sell the seeded 'Standard table'.
// Lin's Noodle Bar is in Taiwan: no card guarantee. The tickets are the brand's:
// the merchant (or support acting for an outlet) changes them, an outlet's PIN session reads them
// (docs/decisions/025-who-may-erase.md).
test.describe.configure({ mode: 'serial' });

const list = (page: Page) => page.getByRole('list', { name: 'Tickets in order' });
const item = (page: Page, name: string) => list(page).getByRole('listitem', { name, exact: true });

/** A ticket of the signed-in brand made through the API, as another manager would. */
async function ticketByApi(page: Page, body: Record<string, unknown>) {
  const { token } = await sessionOf(page);
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const res = await page.request.post(`/api/v1/brands/${session.brand.id}/tickets`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { color: '#2065D1', typePayment: 2, price: 1500, typePrice: 2, ...body },
  });
  expect(res.status()).toBe(201);
  return { ...(await res.json()), token };
}

test('a manager adds a S$ 25.00 deposit per guest, orders it, edits it, and retires it; a ticket a service sells is not deleted', async ({
  page,
}) => {
  // One manager's whole journey through three pages: more than a minute when the machine is busy.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsMerchant(page, 'Jade Garden Orchard', '/en_SG/settings/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(item(page, 'Standard table')).toContainText('No payment · Free');

  await page.getByRole('link', { name: 'Add ticket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a ticket' })).toBeVisible();
  await page.getByLabel('Name').fill('Friday deposit');
  await expect(page.getByRole('combobox', { name: 'Payment type' })).toHaveText('Deposit');
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await price.fill('25.555');
  await page.getByLabel('Name').click();
  await expect(page.getByText('Enter an amount like 20.00')).toBeVisible();
  await price.fill('25.00');
  await expect(page.getByRole('button', { name: 'per guest' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/en_SG\/settings\/tickets$/);
  await expect(item(page, 'Friday deposit')).toContainText('Deposit · S$ 25.00 per guest · Refundable up to 24 hours before');
  await expect(item(page, 'Friday deposit')).toContainText('On sale');
  // New, so no service sells it yet: diners would never see it, and the list says so (issue 28).
  await expect(item(page, 'Friday deposit').getByTestId('ticket-not-online')).toHaveText(
    'Not offered online: no service sells it. Attach it to a service in the schedule.',
  );
  await expect(item(page, 'Standard table').getByTestId('ticket-not-online')).toHaveCount(0);
  await keepShot(page, `list-1280`);
  // The service editor, where it would be attached, says the same beside it, and only beside it.
  await page.goto('/en_SG/settings/schedules/weekly');
  await page.getByRole('button', { name: 'Add service' }).first().click();
  const service = page.getByRole('dialog', { name: 'Add service' });
  await service.getByLabel('Ticket').click();
  await expect(page.getByRole('option', { name: /^Friday deposit/ }).getByTestId('ticket-not-online')).toHaveText(
    'Not offered online yet: no service sells it. Choose it here to offer it.',
  );
  await expect(page.getByRole('option', { name: /^Standard table/ }).getByTestId('ticket-not-online')).toHaveCount(0);
  await keepShot(page, 'service-ticket-menu', { widths: [1280, 768] });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  // With the service's online booking off, choosing the ticket is not enough, and the editor says so.
  await service.getByLabel('Guests can book this service online').uncheck();
  await service.getByLabel('Ticket').click();
  await expect(page.getByRole('option', { name: /^Friday deposit/ }).getByTestId('ticket-not-online')).toHaveText(
    'Not offered online yet: no service sells it. Choose it here and turn on online booking to offer it.',
  );
  await page.getByRole('option', { name: /^Friday deposit/ }).click();
  await expect(service.getByText('Online booking is off for this service: diners do not see its ticket until it is on.')).toBeVisible();
  await service.getByLabel('Guests can book this service online').check();
  await expect(service.getByText('Online booking is off for this service')).toHaveCount(0);
  await page.goto('/en_SG/settings/tickets');

  // Dragged to the top, then one down by its button (the keyboard's way); the order is kept.
  await item(page, 'Friday deposit').dragTo(item(page, 'Standard table'));
  await expect(list(page).getByRole('listitem').first()).toHaveAccessibleName('Friday deposit');
  await expect(page.getByText('New order saved').first()).toBeVisible();
  await page.getByRole('button', { name: 'Move Friday deposit down' }).click();
  await expect(list(page).getByRole('listitem').nth(1)).toHaveAccessibleName('Friday deposit');
  await page.reload();
  await expect(list(page).getByRole('listitem').nth(1)).toHaveAccessibleName('Friday deposit');

  await page.getByRole('link', { name: 'Edit Friday deposit' }).click();
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('25.00');
  await page.getByLabel('Name').fill('Friday dinner deposit');
  await page.getByRole('spinbutton', { name: 'Refund window' }).fill('2');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Days' }).click();
  await keepShot(page, `edit-1280`, { fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(item(page, 'Friday dinner deposit')).toContainText('S$ 25.00 per guest · Refundable up to 2 days before');

  // The seeded standard table is sold by Lunch and Dinner: refused, told why, offered to retire it.
  await page.getByRole('link', { name: 'Edit Standard table' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Standard table?' }).getByRole('button', { name: 'Delete' }).click();
  const refused = page.getByRole('dialog', { name: 'Standard table cannot be deleted' });
  await expect(refused).toContainText('Sold by these services');
  await expect(refused.getByRole('listitem').filter({ hasText: 'Lunch' }).first()).toBeVisible();
  await expect(refused.getByRole('listitem').filter({ hasText: 'Dinner' }).first()).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Retire instead' })).toBeVisible();
  await keepShot(page, `in-use-1280`);
  await refused.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'All tickets' }).click();

  await page.getByRole('link', { name: 'Edit Friday dinner deposit' }).click();
  await page.getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText('Friday dinner deposit is retired: no new service or booking can use it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Put back on sale' })).toBeVisible();
  await page.getByRole('link', { name: 'All tickets' }).click();
  await expect(item(page, 'Friday dinner deposit')).toContainText('Retired');
  await expect(item(page, 'Standard table')).toContainText('On sale');

  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `list-768`);
});

test('an edit made stale by another manager keeps what was typed and saves over theirs when asked', async ({ page }) => {
  await loginAsMerchant(page, 'Jade Garden Orchard');
  const ticket = await ticketByApi(page, { name: 'Chef table deposit' });
  await page.goto(`/en_SG/settings/tickets/edit/${ticket.id}`);
  await expect(page.getByLabel('Name')).toHaveValue('Chef table deposit');
  const theirs = await page.request.patch(`/api/v1/tickets/${ticket.id}`, {
    headers: { authorization: `Bearer ${ticket.token}`, 'if-match': '"1"' },
    data: { name: 'Chef counter deposit' },
  });
  expect(theirs.status()).toBe(200);
  await page.getByLabel('Name').fill('Chef table deposit (weekends)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/Someone else changed this ticket while you were editing \(now: Chef counter deposit, S\$ 15\.00 per booking\)/),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Chef table deposit (weekends)');
  await keepShot(page, `stale-1280`);
  await page.getByRole('button', { name: 'Keep mine' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(item(page, 'Chef table deposit (weekends)')).toContainText('S$ 15.00 per booking');
});

test('a Taiwan outlet is not offered card guarantee, and sees NT$', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openAsSupport(page, "Lin's", "Lin's Noodle Bar Da'an", 'Owner asked for help adding a ticket');
  await page.goto('/en_SG/settings/tickets/add');
  await expect(page.getByText('Card guarantee is not offered in Taiwan')).toBeVisible();
  await expect(page.getByText('NT$').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Payment type' }).click();
  const guarantee = page.getByRole('option', { name: /Card guarantee/ });
  await expect(guarantee).toHaveAttribute('aria-disabled', 'true');
  await expect(guarantee).toContainText('Not offered in Taiwan');
  await keepShot(page, `add-tw-768`);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepShot(page, `add-tw-1280`, { fullPage: true });
  // In Traditional Chinese, as a Taipei manager reads it.
  await page.goto('/zh_TW/settings/tickets/add');
  await expect(page.getByRole('heading', { level: 1, name: '新增票券' })).toBeVisible();
  await expect(page.getByText('台灣不提供信用卡擔保')).toBeVisible();
  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `add-tw-zh-768`);
  // Support access ends with the test, so /support lists no impersonation left open by it.
  const { token } = await sessionOf(page);
  expect((await page.request.delete('/api/v1/support/impersonation', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  );
});

test('an outlet reads the brand’s tickets but is told only the merchant changes them', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard, '/en_SG/settings/tickets');
  await expect(item(page, 'Standard table')).toContainText('No payment · Free');
  const why =
    'The tickets are shared by all the brand’s outlets, so only the merchant can add, edit or reorder them. ' +
    'Sign in with the merchant’s email.';
  await expect(page.getByTestId('tickets-refused')).toHaveText(why);
  await expect(page.getByRole('link', { name: 'Add ticket' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Standard table' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move Standard table/ })).toHaveCount(0);
  expect(await item(page, 'Standard table').getAttribute('draggable')).toBe('false');
  // By their addresses, the add and edit pages say the same, with no form.
  await page.goto('/en_SG/settings/tickets/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a ticket' })).toBeVisible();
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const { token } = await sessionOf(page);
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const tickets = await (
    await page.request.get(`/api/v1/brands/${session.brand.id}/tickets?all=true`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  await page.goto(`/en_SG/settings/tickets/edit/${tickets[0].id}`);
  await expect(page.getByText(why)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // The server refuses it too, whatever the screen shows.
  const refused = await page.request.patch(`/api/v1/tickets/${tickets[0].id}`, {
    headers: { authorization: `Bearer ${token}`, 'if-match': `"${tickets[0].version}"` },
    data: { name: 'Renamed at the stand' },
  });
  expect(refused.status()).toBe(403);
});

test('the tickets list and the ticket form pass an accessibility check', async ({ page }) => {
  await loginAsMerchant(page, 'Mawar Bangsar', '/en_SG/settings/tickets');
  await expect(list(page)).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.getByRole('link', { name: "Edit Chef's tasting menu" }).click();
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('188.00');
  await expect(page.getByText('RM').first()).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.getByRole('link', { name: 'All tickets' }).click();
  await page.getByRole('link', { name: 'Edit Standard table' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Standard table?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Standard table cannot be deleted' })).toBeVisible();
  // Checked once the question has gone and the answer has faded in: mid-fade, every colour reads too faint.
  await expect(page.getByRole('dialog', { name: 'Delete Standard table?' })).toHaveCount(0);
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  expect(await seriousA11yFindings(page)).toEqual([]);
});
