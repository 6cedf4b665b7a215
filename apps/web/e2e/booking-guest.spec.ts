import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, loginAsHost, row, seedReservation, sessionOf, keepShot } from './fixtures';

// Issue 12, the booking side: the host picks a known guest by a Chinese name in the booking dialog,
// sees their tag and no-shows before booking, and is told of their booking at the brand's other
// outlet that night, by outlet and time. The clock is 2026-03-31 19:30 in Singapore.

const phoneOf = () => `+65 9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
/** A Singapore number as the dialog shows it (issue 28): "+65 9123 4567". */
const asPeopleReadIt = (phone: string) => phone.replace(/\s/g, '').replace(/^\+65(\d{4})(\d{4})$/, '+65 $1 $2');

/** A guest of Jade Garden with a VIP tag and a no-show at Orchard, booked at Tanjong Pagar tonight at 23:30. */
async function aRegularWithHistory(page: Page, request: APIRequestContext, firstName: string, lastName: string) {
  const phone = phoneOf();
  const { token } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const tags: Array<{ id: string; title: string }> = await (
    await page.request.get(`/api/v1/brands/${session.brand.id}/tags`, { headers })
  ).json();
  const vip = tags.find((t) => t.title === 'VIP')!;
  const missed = await seedReservation(page, {
    customerFirstName: firstName,
    customerLastName: lastName,
    customerPhone: phone,
    tagIds: [vip.id],
  });
  const noShow = await page.request.post(`/api/v1/reservations/${missed.id}/status`, { headers, data: { status: 5 } });
  expect(noShow.status(), await noShow.text()).toBe(200);

  // The other outlet of the brand, as its own host would book it (its own cookies: the page stays at Orchard).
  const login = await request.post('/api/auth/pin-login-remember-me', {
    data: { code: DEMO.tanjongPagar.code, sha512Pin: createHash('sha512').update(DEMO.tanjongPagar.pin, 'utf8').digest('hex') },
  });
  expect(login.status()).toBe(200);
  const other = await login.json();
  const there = await request.post(`/api/v1/outlets/${other.outlet.id}/reservations`, {
    headers: { authorization: `Bearer ${other.hostV2AuthToken}` },
    data: {
      reservationDate: '2026-03-31',
      reservationTime: '23:30:00',
      numberOfAdults: 2,
      customerPhone: phone,
      customerFirstName: firstName,
      customerLastName: lastName,
      availabilityOverride: 'Late table for a regular',
    },
  });
  expect(there.status(), await there.text()).toBe(201);
  return { phone, there: await there.json() };
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
]) {
  test(
    'picks a guest by a Chinese name, sees their tag and no-shows, ' +
      `and is told of their booking at the other outlet (${viewport.width})`,
    async ({ page, request }, testInfo) => {
      await page.setViewportSize(viewport);
      await loginAsHost(page, DEMO.orchard);
      // A name of its own per viewport and per try, so no two guests of this test ever meet (a retry runs on the same data).
      const first = ['秋月', '春华', '冬梅', '夏荷'][testInfo.retry % 4]!;
      const last = viewport.width === 1280 ? '欧阳' : '司马';
      const { phone, there } = await aRegularWithHistory(page, request, first, last);

      await page.keyboard.press('n');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'New booking' })).toBeVisible();
      await dialog.getByLabel('Find a guest').fill(`${last}${first}`);
      const option = page.getByTestId('guest-option').filter({ hasText: `${last}${first}` });
      await expect(option).toHaveCount(1);
      // As people read it (phoneForDisplay): "+65 9123 4567".
      await expect(option).toContainText(`${phone.slice(0, 8)} ${phone.slice(8)}`);
      await expect(option).toContainText('VIP');
      await expect(option).toContainText('1 no-show');
      await keepShot(page, `guest-picker-${viewport.width}`);

      await option.click();
      await expect(dialog.getByLabel('Phone')).toHaveValue(asPeopleReadIt(phone));
      await expect(dialog.getByLabel('First name')).toHaveValue(first);
      await expect(dialog.getByLabel('Last name')).toHaveValue(last);
      const card = dialog.getByTestId('guest-card');
      await expect(card).toContainText('VIP');
      await expect(card.getByText('1 no-show')).toBeVisible();
      // The red chip: a no-show is what a host must see.
      await expect(card.locator('.MuiChip-colorError')).toHaveText('1 no-show');

      // Booked tonight at the brand's other outlet: named with its time before saving.
      const warning = dialog.getByTestId('double-booking');
      await expect(warning).toContainText(`${last}${first} already has a booking at Jade Garden Tanjong Pagar on`);
      await expect(warning).toContainText(`23:30 (${there.code}, 2 guests)`);
      await keepShot(page, `guest-double-booking-${viewport.width}`);

      await dialog.getByRole('button', { name: 'Book anyway' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(/^Booked: R/)).toBeVisible();
      // Booked here, at Orchard: the other booking was the other outlet's.
      await expect(page.getByText('Jade Garden Orchard', { exact: true })).toBeVisible();
      await expect(row(page, `${last}${first}`)).toHaveCount(2);
    },
  );
}

test('finds a guest by a phone written with spaces and picks them with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.orchard);
  const phone = phoneOf();
  await seedReservation(page, {
    customerFirstName: 'Aisyah',
    customerLastName: 'binti Karim',
    customerPhone: phone,
    reservationDate: '2026-04-03',
  });
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByLabel('Find a guest');
  await picker.click();
  // As a host reads it off a card: "9xxx xxxx", with its space.
  await page.keyboard.type(phone.slice(4));
  await expect(page.getByTestId('guest-option')).toContainText(['Aisyah binti Karim']);
  // The first guest found is highlighted: Enter picks them.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Phone')).toHaveValue(asPeopleReadIt(phone));
  await expect(dialog.getByLabel('First name')).toHaveValue('Aisyah');
  await expect(dialog.getByLabel('Last name')).toHaveValue('binti Karim');
  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription(/Aisyah binti Karim, 0 visits/);
});

test('a guest the picker cannot find is booked by typing a new phone, as before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Find a guest').fill('Zyxwv Nobody');
  await expect(page.getByText('No guest found. Type the phone below to add a new guest.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const phone = phoneOf();
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('First name').fill('Brand New');
  await expect(dialog.getByTestId('guest-card')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Booked: R/)).toBeVisible();
});

test('after an edit gives a booking a guest booked at the other outlet tonight, the warning names that outlet and time', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard);
  const { phone } = await aRegularWithHistory(page, request, '丽珠', '上官');
  await seedReservation(page, { customerFirstName: 'Edit', customerLastName: 'Relink', reservationTime: '23:45:00' });
  await page.reload();
  await expect(page.getByText('Jade Garden Orchard', { exact: true })).toBeVisible();
  await row(page, 'Edit Relink')
    .getByRole('button', { name: /More actions/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  // The booking was made under another number: it is the regular's.
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const warning = page.getByText(
    /^This guest already has a booking at Jade Garden Tanjong Pagar on .* 23:30; this may be a double booking\.$/,
  );
  await expect(warning).toBeVisible();
  await keepShot(page, `edit-double-booking-1280`);
});
