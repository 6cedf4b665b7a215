import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, loginAsMerchant, row, seedReservation, seriousA11yFindings, sessionOf } from './fixtures';

// Issue 32's first "done when": a host sees, on the floor and in the seat dialog, that the party at the door is a regular
// with a shellfish allergy, without opening the profile. The demo's five weeks of evenings make regulars (seed/demo-history.ts);
// the server's clock is 2026-03-31 19:30 in Singapore.

interface Listed {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  visits: number;
}

/** A demo regular of the outlet's brand with no booking tonight, so tonight's row is the one this test makes. */
async function aRegularNotBookedTonight(page: Page) {
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const outlet = await (await page.request.get(`/api/v1/outlets/${outletId}`, { headers })).json();
  const [guests, tonight] = await Promise.all([
    page.request.get(`/api/v1/brands/${outlet.brandId}/customers?sort=visits&direction=desc&limit=100`, { headers }).then((r) => r.json()),
    page.request.get(`/api/v1/outlets/${outletId}/reservations`, { headers }).then((r) => r.json()),
  ]);
  const booked = new Set((tonight.reservations as Array<{ customerId: string | null }>).map((r) => r.customerId));
  // Letters only in the name, so the row is found by it; a phone to book with.
  const regular = (guests.items as Listed[]).find(
    (g) => g.visits >= 3 && g.phone && !booked.has(g.id) && /^[A-Za-z ]+$/.test(`${g.firstName} ${g.lastName}`),
  );
  expect(regular, 'a demo guest with three visits and no booking tonight').toBeTruthy();
  return { guest: regular!, headers };
}

test('a regular with a shellfish allergy is known as such at the door: the waiting card, the seat chooser and the row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  const { guest, headers } = await aRegularNotBookedTonight(page);
  const name = `${guest.firstName} ${guest.lastName}`.trim();
  // The guest's allergy, as a host noted it on the profile before (guest-needs.spec covers the form).
  const profile = await (await page.request.get(`/api/v1/customers/${guest.id}`, { headers })).json();
  expect(profile.autoTags.map((tag: { code: string }) => tag.code)).toContain('REGULAR');
  const noted = await page.request.patch(`/api/v1/customers/${guest.id}`, {
    headers: { ...headers, 'if-match': `"${profile.version}"` },
    data: { dietary: [...new Set([...profile.dietary, 'shellfish'])] },
  });
  expect(noted.status(), await noted.text()).toBe(200);
  await seedReservation(page, { customerPhone: guest.phone, customerFirstName: guest.firstName, customerLastName: guest.lastName });

  await page.goto('/en_SG/reservations');
  const party = row(page, name);
  await expect(party.getByTestId('auto-tag-REGULAR')).toHaveText('Regular');
  await expect(party.getByTestId('guest-needs')).toContainText('Shellfish');
  await keepShot(page, 'guest-tags-row', { widths: [1280, 768] });

  await party.getByRole('button', { name: 'Seat', exact: true }).click();
  const chooser = page.getByRole('dialog');
  const regular = chooser.getByRole('img', { name: /^Regular: \d+ visits since \w+ \d{4}$/ });
  await expect(regular).toBeVisible();
  await expect(chooser.getByTestId('guest-needs-notice')).toContainText('Allergy: Shellfish');
  // Checked once the floor's tables are drawn in it (while they load, the dialog holds nothing to focus).
  await expect(chooser.getByRole('button', { name: /^Table / }).first()).toBeVisible();
  await keepShot(page, 'guest-tags-seat', { widths: [1280] });
  expect(await seriousA11yFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');

  // On the floor, the party at the door waits on the rail: its card says both, in words and to a screen reader.
  await page.goto('/en_SG/reservations?view=floor');
  const card = page.getByTestId('waiting-card').filter({ hasText: name });
  await expect(card.getByTestId('auto-tag-REGULAR')).toBeVisible();
  await expect(card.getByTestId('guest-needs')).toContainText('Shellfish');
  await expect(card).toHaveAccessibleName(new RegExp(`${name}.*Allergy: Shellfish.*Regular: \\d+ visits since`));
  await keepShot(page, 'guest-tags-floor', { widths: [1280] });
});

test("the brand's thresholds: outlet staff read them; the merchant sets them, checked at the field", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.tanjongPagar, '/en_SG/settings/guest-tags');
  await expect(page.getByRole('heading', { name: 'Guest tags' })).toBeVisible();
  await expect(page.getByTestId('guest-tags-refused')).toBeVisible();
  await expect(page.getByLabel('Visits in a year that make a regular')).toBeDisabled();
  await expect(page.getByRole('img', { name: 'First visit: no visit here before' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  expect(await seriousA11yFindings(page)).toEqual([]);

  // The merchant, at another brand's outlet (Jade Garden's regulars stay as the other test reads them).
  await loginAsMerchant(page, 'Mawar Bangsar', '/en_MY/settings/guest-tags');
  const visits = page.getByLabel('Visits in a year that make a regular');
  await expect(visits).toBeEnabled();
  const next = (await visits.inputValue()) === '4' ? '5' : '4';
  await visits.fill('0');
  await visits.blur();
  await expect(page.getByText('Enter a whole number from 1 to 100.')).toBeVisible();
  await visits.fill(next);
  // The example says what a host will read with the number typed.
  await expect(page.getByRole('img', { name: new RegExp(`^Regular: ${next} visits since`) })).toBeVisible();
  await keepShot(page, 'guest-tags-settings', { widths: [1280, 390] });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Guest tag settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Visits in a year that make a regular')).toHaveValue(next);
});
