import { expect, test, type Page } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, loginAsMerchant, row, seedReservation, seriousA11yFindings, sessionOf } from './fixtures';

// Issue 32, point 1: the brand's own tags in colour, kept with the guest and shown where the host decides; the day filtered
// by a tag or by allergies; a diner's allergy stated on the booking page reaching the host's row. The server's clock is
// 2026-03-31 19:30 in Singapore.

const suffix = () => String(Date.now() % 100_000);

async function api(page: Page) {
  const { token, outletId } = await sessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const outlet = await (await page.request.get(`/api/v1/outlets/${outletId}`, { headers })).json();
  return { headers, brandId: outlet.brandId as string };
}

test("the merchant keeps the brand's tags; a host sees them in colour and filters tonight by a tag or by allergies", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsMerchant(page, 'Mawar Bangsar', '/en_MY/settings/guest-tags');
  const card = page.getByRole('region', { name: 'Your tags' });
  await expect(card.getByTestId('tag-chip').filter({ hasText: 'VIP' })).toHaveAttribute('data-colour', 'amber');

  const title = `Pram ${suffix()}`;
  await card.getByRole('button', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Tag name').fill(title);
  await dialog.getByRole('radio', { name: 'Green' }).click();
  await expect(dialog.getByRole('radio', { name: 'Green' })).toHaveAttribute('aria-checked', 'true');
  // The chip as hosts will see it, drawn as typed.
  await expect(dialog.getByTestId('tag-chip')).toHaveText(title);
  await expect(dialog.getByTestId('tag-chip')).toHaveAttribute('data-colour', 'green');
  expect(await seriousA11yFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await keepShot(page, 'brand-tag-dialog', { widths: [1280, 390] });
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText(`${title} saved`)).toBeVisible();
  await expect(card.getByTestId('tag-chip').filter({ hasText: title })).toHaveAttribute('data-colour', 'green');

  // A title the brand has, in another case: said at the field, what was typed kept.
  await card.getByRole('button', { name: 'Add tag' }).click();
  await page.getByRole('dialog').getByLabel('Tag name').fill('vip');
  await page.getByRole('dialog').getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('dialog').getByText('The brand already has a tag of that name')).toBeVisible();
  // Said once, at the field: not also as an error toast.
  await expect(page.getByText('The brand already has a tag of that name')).toHaveCount(1);
  await expect(page.getByRole('dialog').getByLabel('Tag name')).toHaveValue('vip');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await keepShot(page, 'brand-tags-settings', { widths: [1280, 390] });

  // Tonight at the outlet: a guest tagged with it, and another with a nut allergy on their profile.
  await loginAsHost(page, DEMO.bangsar);
  const { headers, brandId } = await api(page);
  const tags = await (await page.request.get(`/api/v1/brands/${brandId}/tags`, { headers })).json();
  const pram = tags.find((tag: { title: string }) => tag.title === title);
  const tagged = await seedReservation(page, { customerFirstName: 'Pramila', customerLastName: `Das${suffix()}`, tagIds: [pram.id] });
  const allergic = await seedReservation(page, {
    customerFirstName: 'Nurul',
    customerLastName: `Aziz${suffix()}`,
    reservationTime: '23:45:00',
  });
  const guest = await (await page.request.get(`/api/v1/customers/${allergic.customerId}`, { headers })).json();
  const noted = await page.request.patch(`/api/v1/customers/${guest.id}`, {
    headers: { ...headers, 'if-match': `"${guest.version}"` },
    data: { dietary: ['nuts'] },
  });
  expect(noted.status(), await noted.text()).toBe(200);

  await page.goto('/en_MY/reservations');
  const taggedRow = row(page, tagged.customerLastName);
  await expect(taggedRow.getByTestId('tag-chip')).toHaveText(title);
  await expect(taggedRow.getByTestId('tag-chip')).toHaveAttribute('data-colour', 'green');

  const filters = page.getByRole('group', { name: 'Filter by guest' });
  await filters.getByRole('button', { name: `${title} · 1` }).click();
  await expect(page).toHaveURL(new RegExp(`guest=${pram.id}`));
  await expect(page.getByTestId('reservation-row')).toHaveCount(1);
  await expect(taggedRow).toBeVisible();
  await keepShot(page, 'book-filtered-by-tag', { widths: [1280, 390] });
  // A second tap shows all again.
  await filters.getByRole('button', { name: `${title} · 1` }).click();
  await expect(page.getByTestId('reservation-row').nth(1)).toBeVisible();

  await filters.getByRole('button', { name: /^Allerg(y|ies) · \d+$/ }).click();
  await expect(row(page, allergic.customerLastName).getByTestId('guest-needs')).toContainText('Nuts');
  await expect(taggedRow).toHaveCount(0);
  for (const shown of await page.getByTestId('reservation-row').all()) await expect(shown.getByTestId('guest-needs')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);

  // On the floor, the party waiting for a table wears the tag on its card, said with it to a screen reader.
  await page.goto('/en_MY/reservations?view=floor');
  const waiting = page.getByTestId('waiting-card').filter({ hasText: tagged.customerLastName });
  await expect(waiting.getByTestId('tag-chip')).toHaveText(title);
  await expect(waiting).toHaveAccessibleName(new RegExp(`Tags: ${title}`));
});

test("a diner's allergy stated on the booking page is on the host's row, in red", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en_SG/book/jade-garden-orchard');
  await page.getByLabel('Party size').selectOption('2');
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /\b23 April 2026$/ }).click();
  await page.getByRole('button', { name: '18:30', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();

  const lastName = `Shell${suffix()}`;
  await page.getByLabel('First name').fill('Wei Jie');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Mobile number').fill(`+65 8${String(Date.now() % 10_000_000).padStart(7, '0')}`);
  const needs = page.getByRole('group', { name: /Allergies or dietary needs/ });
  // The words are asked once something is ticked.
  await expect(needs.getByLabel('Tell us more')).toHaveCount(0);
  await needs.getByLabel('Shellfish').check();
  await needs.getByLabel('Tell us more').fill('Severe: carries an EpiPen');
  await page.getByLabel('I have read and accept the booking policies').check();
  await keepShot(page, 'book-dietary', { fullPage: true });
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book now' }).click();
  // Booked, or held for a deposit where an earlier test gave the evening's service one: made either way.
  await expect(page.getByRole('heading', { name: /^(You're booked!|Almost done: please pay to confirm)$/ })).toBeVisible();

  await loginAsHost(page, DEMO.orchard, '/en_SG/reservations?date=2026-04-23');
  const booked = row(page, lastName);
  await expect(booked.getByTestId('guest-needs')).toContainText('Shellfish');
  // The diner's words with it, read aloud and on hover.
  await expect(booked.getByTestId('guest-needs')).toHaveAccessibleName('Allergy: Shellfish · Severe: carries an EpiPen');
});
