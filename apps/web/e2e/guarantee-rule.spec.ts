import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, merchantToken, seriousA11yFindings, sessionOf } from './fixtures';

// Deposits by risk (issue 32's second "done when"): the outlet asks guests Host tags a no-show risk for a card guarantee
// when they book online, though the service's ticket asks for none, and tells them why; a guest without is not asked.
// The demo's past weeks hold guests who missed bookings (seed/demo-history.ts). The clock is 2026-03-31 19:30 in Singapore.

const api = async (page: Page, token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown, ifMatch?: number) => {
  const res = await page.request.fetch(path, {
    method,
    timeout: 15_000,
    headers: { authorization: `Bearer ${token}`, ...(ifMatch ? { 'if-match': `"${ifMatch}"` } : {}) },
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
};

/** Books the first dinner time of Friday 24 April on Tanjong Pagar's page as the guest with this phone. */
async function bookOnline(diner: Page, phone: string, firstName: string) {
  await diner.goto('/en_SG/book/jade-garden-tanjong-pagar');
  await diner.getByRole('button', { name: 'Next month' }).click();
  await diner.getByRole('button', { name: /24 April 2026$/ }).click();
  await diner.getByRole('group', { name: 'Dinner' }).getByRole('button').filter({ hasNotText: /full/i }).first().click();
  await diner.getByLabel('First name').fill(firstName);
  await diner.getByLabel('Last name').fill('Guest');
  await diner.getByLabel('Mobile number').fill(phone);
  await diner.getByLabel('I have read and accept the booking policies').check();
  await diner.getByRole('button', { name: 'Book now' }).click();
}

test('a guest who missed bookings is asked online for the card guarantee the outlet set, and told why; a new guest is not', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsHost(page, DEMO.tanjongPagar, '/en_SG/settings/booking-management');
  const { token, outletId } = await sessionOf(page);
  const outlet = await api(page, token, 'GET', `/api/v1/outlets/${outletId}`);
  // The merchant's card guarantee, S$ 25.00 a guest, charged only on a no-show.
  const name = `Card guarantee ${Date.now() % 100_000}`;
  const merchant = await merchantToken(page);
  const ticket = await api(page, merchant, 'POST', `/api/v1/brands/${outlet.brandId}/tickets`, {
    name,
    color: '#2065D1',
    typePayment: 4,
    typePrice: 1,
    price: 2500,
  });
  const risky = (await api(page, token, 'GET', `/api/v1/brands/${outlet.brandId}/customers?minNoShows=3&limit=50`)).items.find(
    (g: { phone: string | null }) => g.phone,
  );
  expect(risky, 'a demo guest with three no-shows').toBeTruthy();

  try {
    // The host sets the rule in booking management: ask no-show risks for the new ticket.
    await page.reload();
    const card = page.getByRole('form', { name: 'Ask some guests for a guarantee' });
    await card.getByLabel('Ticket to ask for').click();
    await page.getByRole('option', { name }).click();
    await expect(card.getByRole('switch', { name: /Tagged No-show risk/ })).toBeChecked();
    await keepShot(page, 'guarantee-rule-settings', { widths: [1280] });
    expect(await seriousA11yFindings(page, { include: 'form[aria-label="Ask some guests for a guarantee"]' })).toEqual([]);
    await card.getByRole('button', { name: 'Save guarantee rule' }).click();
    await expect(page.getByText('Guarantee rule saved')).toBeVisible();

    // At the stand, the booking dialog proposes the guarantee for the same guest; the host decides.
    await page.goto('/en_SG/reservations');
    await page.getByRole('button', { name: 'Booking', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'New booking' })).toBeVisible();
    await dialog.getByLabel('Phone').fill(risky.phone);
    const proposal = dialog.getByTestId('guarantee-proposal');
    await expect(proposal).toContainText(`is a no-show risk. This outlet asks such guests for ${name}.`);
    await proposal.getByRole('button', { name: 'Ask for it' }).click();
    await expect(dialog.getByLabel('Ticket')).toHaveText(new RegExp(name));
    await expect(proposal).toHaveCount(0);
    await keepShot(page, 'guarantee-rule-dialog', { widths: [1280] });
    await page.keyboard.press('Escape');

    const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await bookOnline(diner, risky.phone, 'Returning');
    await expect(diner.getByRole('heading', { name: 'Almost done: please pay to confirm' })).toBeVisible();
    await expect(diner.getByTestId('guarantee-why')).toHaveText(
      'Jade Garden Tanjong Pagar asks for a card guarantee for this booking because an earlier booking was missed.',
    );
    await expect(diner.getByTestId('booking-cost')).toContainText('S$ 25.00');
    await expect(diner.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', /\/pay\//);
    await keepShot(diner, 'guarantee-rule-diner', { fullPage: true });

    await bookOnline(diner, `+65 8${String(Date.now() % 10_000_000).padStart(7, '0')}`, 'Newcomer');
    await expect(diner.getByRole('heading', { name: "You're booked!" })).toBeVisible();
    await expect(diner.getByTestId('guarantee-why')).toHaveCount(0);
    await expect(diner.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await diner.context().close();
  } finally {
    // The rule off again: the outlet's other tests book online with guests of their own.
    const rule = await api(page, token, 'GET', `/api/v1/outlets/${outletId}/guarantee-rule`);
    const { version, ...kept } = rule;
    await api(page, token, 'PUT', `/api/v1/outlets/${outletId}/guarantee-rule`, { ...kept, ticketId: null }, version);
    // The ticket retired: the bookings made with it keep it; no one is offered it again.
    await api(page, merchant, 'PATCH', `/api/v1/tickets/${ticket.id}`, { isActive: false }, ticket.version);
  }
});
