import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsHost, loginAsMerchant, merchantToken, keepShot, openInApp, seriousA11yFindings } from './fixtures';

/*
 * Issue 12: the guest book's screens against the real server. Every guest a test needs is made
 * through the API with a name and phone of its own, so the tests run in any order and in parallel.
 */

const rand = (n: number) => String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
/** A Singapore mobile no other test uses, as a host writes it: "+65 8123 4567" (not 800, which reads as a free-phone number). */
const aPhone = () => `+65 8${1 + Math.floor(Math.random() * 9)}${rand(2)} ${rand(4)}`;
/** A Chinese given name no other test uses. */
const aChineseName = () => {
  const chars = '伟芳娜秀敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉萍红娥玲芬燕彬宇浩凯';
  return Array.from({ length: 3 }, () => chars[Math.floor(Math.random() * chars.length)]).join('');
};

async function api(page: Page) {
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const headers = { authorization: `Bearer ${session.hostV2AuthToken}` };
  return {
    brandId: session.brand.id as string,
    outletId: session.outlet.id as string,
    async createGuest(body: Record<string, unknown>) {
      const res = await page.request.post(`/api/v1/brands/${session.brand.id}/customers`, {
        headers,
        data: { outletId: session.outlet.id, ...body },
      });
      expect(res.status(), await res.text()).toBe(201);
      return res.json();
    },
    async patchGuest(id: string, version: number, body: Record<string, unknown>) {
      const res = await page.request.patch(`/api/v1/customers/${id}`, { headers: { ...headers, 'If-Match': `"${version}"` }, data: body });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    },
  };
}

const rows = (page: Page) => page.getByTestId('customer-row');

test('a host finds a guest by a Chinese name and by a phone written with spaces', async ({ page }) => {
  await loginAsHost(page);
  const given = aChineseName();
  const phone = aPhone();
  await (await api(page)).createGuest({ firstName: given, lastName: '陈', phone });

  await openInApp(page, '/en_SG/customers', page.getByRole('heading', { name: 'Customers', level: 1 }));
  await expect(rows(page).first()).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search guests' });
  await search.fill(`陈${given}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`陈${given}`);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(`陈${given}`)}`));

  // The number as a host reads it off a card: local digits in two groups.
  const local = phone.replace('+65 ', '');
  await search.fill(local);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`陈${given}`);

  await search.fill('没有这个人');
  await expect(page.getByText('No guest matches “没有这个人”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(rows(page).first()).toBeVisible();

  // "/" goes to the search, as on the book.
  await page.getByRole('heading', { name: 'Customers' }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
});

test('a host sorts and filters the guest book', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard, '/en_SG/customers');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Visits', exact: true }).click();
  await expect(page).toHaveURL(/sort=visits&direction=desc|direction=desc&sort=visits/);
  // Most visits first, once the server's answer is in.
  const counts = async () => (await rows(page).locator('td:nth-child(3)').allInnerTexts()).map((v) => Number(v.replace(/\D/g, '')));
  await expect.poll(async () => (await counts())[0]).toBeGreaterThan(1);
  const sorted = await counts();
  expect(sorted.length, 'guests to sort').toBeGreaterThan(1);
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

  // The book has guests without a no-show for the filter to leave out.
  const noShows = async () => (await rows(page).locator('td:nth-child(4)').allInnerTexts()).map((v) => Number(v.replace(/\D/g, '')));
  expect(await noShows()).toContain(0);
  await page.getByRole('button', { name: 'Has no-shows' }).click();
  await expect(page.getByRole('button', { name: 'Has no-shows' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/noShows=1/);
  // Guests, and every one with a no-show: an every() alone would pass on an empty list.
  await expect
    .poll(async () => {
      const shown = await noShows();
      return shown.length > 0 && shown.every((n) => n > 0);
    })
    .toBe(true);

  // Regulars who came lately: the demo's guests dined this week (the clock is 31 March 2026).
  await page.getByLabel('Last visit').click();
  await page.getByRole('option', { name: 'In the last 30 days' }).click();
  await expect(page).toHaveURL(/lastVisit=recent30/);
  await expect(rows(page).first()).toBeVisible();
  await expect
    .poll(async () => {
      const days = await rows(page).locator('td:nth-child(5)').allInnerTexts();
      return days.length > 0 && days.every((text) => /Mar 2026|2026-03|\/03\/2026/.test(text));
    })
    .toBe(true);
});

test('a host adds a guest, is told what is wrong at the field, then edits the guest', async ({ page }) => {
  await loginAsHost(page);
  const given = aChineseName();
  const phone = aPhone();
  await openInApp(page, '/en_SG/customers', page.getByRole('heading', { name: 'Customers', level: 1 }));
  await page.getByRole('button', { name: 'Add guest' }).click();
  await expect(page).toHaveURL(/\/customers\/add$/);
  await expect(page.getByRole('heading', { name: 'Add a guest', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+65 ');
  await expect(page.getByText('Without a country code, read as a +65 number')).toBeVisible();

  // The schema, in the host's language, before anything is sent.
  await page.getByLabel('First name').fill('Mei 2');
  await page.getByLabel('Last name').fill('林');
  await expect(page.getByText('Letters only: no digits or symbols')).toBeVisible();
  await page.getByLabel('First name').fill(given);
  await expect(page.getByText('Letters only: no digits or symbols')).toHaveCount(0);

  // The server's 422, at the field and as a toast, and the form keeps what was typed.
  await page.getByLabel('Phone', { exact: true }).fill('+65 12');
  await page.getByRole('button', { name: 'Add guest' }).click();
  await expect(page.locator('#customer-phone-helper-text')).toHaveText('Invalid phone number: +65 12');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number: +65 12' }).last()).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(given);

  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(`Guest.${rand(6)}@Example.com`);
  await page.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'Window seat' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Agrees to marketing by SMS' }).check();
  await page.getByLabel('Notes').fill('Prefers the corner table');
  await page.getByRole('button', { name: 'Add guest' }).click();

  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`林${given}`);
  await expect(page.locator('[data-field="phone"]')).toHaveText(phone);
  await expect(page.locator('[data-field="email"]')).toHaveText(/^guest\.\d{6}@example\.com$/);
  await expect(page.getByText('Window seat')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Agreed to marketing by SMS' })).toBeVisible();

  // A second guest with that phone is refused, with a way to the first.
  const firstUrl = page.url();
  await page.goto('/en_SG/customers/add');
  await page.getByLabel('First name').fill('Aisyah');
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Add guest' }).click();
  await expect(page.getByTestId('phone-taken')).toContainText('Another guest of this brand already has this phone number.');
  await page.getByTestId('phone-taken').getByRole('link').click();
  await expect(page).toHaveURL(firstUrl);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit guest', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Notes')).toHaveValue('Prefers the corner table');
  await page.getByLabel('Notes').fill('Prefers the corner table; allergic to peanuts');
  await page.getByLabel('Organisation').fill('Jade Holdings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(firstUrl);
  await expect(page.locator('[data-field="notesDiner"]')).toHaveText('Prefers the corner table; allergic to peanuts');
  await expect(page.locator('[data-field="organisationName"]')).toHaveText('Jade Holdings');
});

test('an edit saved after someone else changed the guest shows their change and keeps the host’s input', async ({ page }) => {
  await loginAsHost(page);
  const client = await api(page);
  const guest = await client.createGuest({ firstName: 'Kavitha', lastName: 'Raj', phone: aPhone(), notesDiner: 'Likes tea' });
  await openInApp(page, `/en_SG/customers/edit/${guest.id}`, page.locator('#customer-firstName'));
  await expect(page.getByLabel('Notes')).toHaveValue('Likes tea');
  await page.getByLabel('Organisation').fill('Raj & Sons');
  // Another host changes the notes meanwhile.
  await client.patchGuest(guest.id, guest.version, { notesDiner: 'Likes masala tea, no sugar' });
  await page.getByRole('button', { name: 'Save' }).click();
  const stale = page.getByTestId('stale-alert');
  await expect(stale).toContainText('Someone else changed this guest while you were editing.');
  await expect(stale).toContainText('Notes: Likes masala tea, no sugar');
  await expect(page.getByLabel('Organisation')).toHaveValue('Raj & Sons');
  await stale.getByRole('button', { name: 'Save mine on top' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${guest.id}$`));
  // Both changes stand: theirs to the notes, the host's to the organisation.
  await expect(page.locator('[data-field="organisationName"]')).toHaveText('Raj & Sons');
  await expect(page.locator('[data-field="notesDiner"]')).toHaveText('Likes masala tea, no sugar');
});

test('the merchant merges two profiles of one guest', async ({ page }) => {
  await loginAsMerchant(page);
  const client = await api(page);
  const email = `twin.${rand(8)}@example.com`;
  const given = aChineseName();
  const otherPhone = aPhone();
  // Both of the kept guest's phone slots are taken: the other's phone has no room, and is kept in the history.
  const kept = await client.createGuest({
    firstName: given,
    lastName: '黄',
    phone: aPhone(),
    additionalPhone: aPhone(),
    email,
    notesDiner: 'Window seat please',
  });
  const other = await client.createGuest({ firstName: given, lastName: '黄', phone: otherPhone, email: email.toUpperCase() });
  await openInApp(page, `/en_SG/customers/${kept.id}`, page.getByRole('heading', { level: 1, name: `黄${given}` }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`黄${given}`);
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Merge 黄${given} with another profile` })).toBeVisible();
  const option = dialog.getByTestId('duplicate-option').filter({ hasText: otherPhone });
  await expect(option).toContainText('same email');
  await option.click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('radio', { name: `Keep 黄${given} (this profile)` })).toBeChecked();
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Merge profiles' }).click();
  await expect(page.getByText(`Profiles merged into 黄${given}.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`黄${given}`);
  await expect(page.getByTestId('activity-row').first()).toContainText(`Merged with another profile`);
  await expect(page.getByTestId('activity-row').first()).toContainText(
    `Kept from the merged profile: Phone: ${otherPhone.replace(/\s/g, '')}`,
  );

  // The other profile is gone from the book.
  await page.goto(`/en_SG/customers/${other.id}`);
  await expect(page.getByRole('heading', { name: 'Guest not found', level: 1 })).toBeVisible();
});

test('a merge of a guest changed meanwhile says so and reads the guests again', async ({ page }) => {
  await loginAsMerchant(page);
  const client = await api(page);
  const email = `stale.${rand(8)}@example.com`;
  const otherPhone = aPhone();
  const kept = await client.createGuest({ firstName: 'Nur', lastName: 'Aisyah', phone: aPhone(), email });
  const other = await client.createGuest({ firstName: 'Nur', lastName: 'Aisyah', phone: otherPhone, email });
  await openInApp(page, `/en_SG/customers/${kept.id}`, page.getByRole('button', { name: 'Merge', exact: true }));
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('duplicate-option').filter({ hasText: otherPhone }).click();
  await client.patchGuest(other.id, other.version, { notesDiner: 'Changed at the other stand' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Merge profiles' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'One of the two profiles was changed meanwhile. The list now shows them as they are: check and merge again.',
  );
  // Read again, the merge goes through.
  await dialog.getByTestId('duplicate-option').filter({ hasText: otherPhone }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Merge profiles' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a host books from the profile: the book opens with the guest named', async ({ page }) => {
  await loginAsHost(page);
  const phone = aPhone();
  const guest = await (await api(page)).createGuest({ firstName: 'Wei Ming', lastName: 'Tan', phone });
  await openInApp(page, `/en_SG/customers/${guest.id}`, page.getByRole('heading', { level: 1, name: 'Wei Ming Tan' }));
  await page.getByRole('button', { name: 'Book' }).click();
  // The booking dialog opens on the book with the guest filled in; the query is dropped, so a reload does not open it again.
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  // As people read it (issue 28): "+65 8123 4567".
  await expect(dialog.getByLabel('Phone')).toHaveValue(guest.phone!.replace(/^\+65(\d{4})(\d{4})$/, '+65 $1 $2'));
  await expect(dialog.getByLabel('First name')).toHaveValue('Wei Ming');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Tan');
  await expect(page).toHaveURL(/\/en_SG\/reservations$/);
  await dialog.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The booking is the guest's: their profile lists it as upcoming.
  await page.goto(`/en_SG/customers/${guest.id}`);
  await expect(page.getByRole('region', { name: /Upcoming/ })).toContainText('Jade Garden Orchard');
});

test('the merchant exports a guest’s data and erases it on request', async ({ page }) => {
  await loginAsMerchant(page);
  const guest = await (
    await api(page)
  ).createGuest({ firstName: 'Siti', lastName: 'Rahman', phone: aPhone(), email: `siti.${rand(6)}@example.com` });
  await openInApp(page, `/en_SG/customers/${guest.id}`, page.getByRole('button', { name: 'Export', exact: true }));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`guest-${guest.id}.json`);
  const exported = JSON.parse((await (await file.createReadStream()).toArray()).join(''));
  expect(JSON.stringify(exported)).toContain('Siti');

  await page.getByRole('button', { name: 'Erase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase the data of Siti Rahman?' });
  await dialog.getByRole('button', { name: 'Erase data' }).click();
  await expect(dialog.getByText('Say why in a few words (at least 3 characters).')).toBeVisible();
  await dialog.getByLabel('Reason for the erasure').fill('Guest asked by email');
  await dialog.getByRole('button', { name: 'Erase data' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('erased-banner')).toContainText(/Data erased on \w+, \d{1,2} \w+ 20\d\d\./);
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Siti');
  await expect(page.getByRole('button', { name: 'Book' })).toBeDisabled();
});

test(
  'an outlet’s host reads any guest of the brand, edits those the outlet knows, ' + 'and is told merging and erasing are the merchant’s',
  async ({ page }) => {
    await loginAsHost(page, DEMO.tanjongPagar);
    const client = await api(page);
    const merchantOnly = 'Only the merchant can merge or erase guests. Sign in with the merchant’s email.';
    const otherOutlet = 'This guest has no booking at this outlet and wasn’t added here, so only the merchant can change their details.';
    // A guest the merchant added: no booking here, not added here.
    const res = await page.request.post(`/api/v1/brands/${client.brandId}/customers`, {
      headers: { authorization: `Bearer ${await merchantToken(page)}` },
      data: { firstName: 'Farah', lastName: 'Elsewhere', phone: aPhone() },
    });
    expect(res.status(), await res.text()).toBe(201);
    const elsewhere = await res.json();
    await openInApp(page, `/en_SG/customers/${elsewhere.id}`, page.getByRole('heading', { level: 1, name: 'Farah Elsewhere' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farah Elsewhere');
    for (const name of ['Edit', 'Merge', 'Erase'])
      await expect(page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }))).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
    await expect(page.getByTestId('profile-refusals')).toContainText(otherOutlet);
    await expect(page.getByTestId('profile-refusals')).toContainText(merchantOnly);
    await page.goto(`/en_SG/customers/edit/${elsewhere.id}`);
    await expect(page.getByText(otherOutlet)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // A guest added here: editable here; merging and erasing still the merchant's.
    const ours = await client.createGuest({ firstName: 'Farah', lastName: 'Here', phone: aPhone() });
    await page.goto(`/en_SG/customers/${ours.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Farah Here');
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Merge', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Erase' })).toBeDisabled();
    await expect(page.getByTestId('profile-refusals')).toHaveText(merchantOnly);
  },
);

/** A guest with every detail a profile shows. */
async function aFullGuest(page: Page) {
  const client = await api(page);
  const given = aChineseName();
  const guest = await client.createGuest({
    firstName: given,
    lastName: '陈',
    salutation: 'Ms',
    phone: aPhone(),
    email: `chen.${rand(6)}@example.com`,
    language: 'zh-Hans',
    birthday: '1988-08-08',
    notesDiner: 'Prefers a quiet table; no coriander',
    canSendSmsMarketing: 1,
  });
  return { guest, given };
}

// One test per language (each page drawn once, then shown at tablet width without a reload): the two
// languages in one test made 13 page loads, over its minute on a loaded CI machine.
const WIDTHS = [
  [1280, 800],
  [768, 1024],
] as const;
for (const [locale, title] of [
  ['en_SG', 'Customers'],
  ['zh_SG', '顾客'],
] as const) {
  test(`the guest book in ${locale} at 1280 and 768`, async ({ page }) => {
    await loginAsHost(page);
    const { guest, given } = await aFullGuest(page);
    const atEachWidth = async (shot: string, fullPage: boolean) => {
      for (const [width, height] of WIDTHS) {
        await page.setViewportSize({ width, height });
        await keepShot(page, `${shot}-${locale}-${width}`, { fullPage });
      }
    };
    await page.setViewportSize({ width: WIDTHS[0][0], height: WIDTHS[0][1] });
    await page.goto(`/${locale}/customers`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await atEachWidth('list', false);
    await page.goto(`/${locale}/customers/${guest.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`陈${given}`);
    await expect(page.getByTestId('figure-visits')).toBeVisible();
    await atEachWidth('profile', true);
    await page.goto(`/${locale}/customers/edit/${guest.id}`);
    await expect(page.locator('#customer-firstName')).toHaveValue(given);
    await atEachWidth('form', true);
  });
}

test("a regular's profile shows the bookings of the demo book in their history, in English and Chinese", async ({ page }) => {
  for (const [locale, width, height] of [
    ['en_SG', 1280, 800],
    ['zh_SG', 768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (locale === 'en_SG') await loginAsHost(page, DEMO.orchard, `/${locale}/customers?sort=visits&direction=desc`);
    else await page.goto(`/${locale}/customers?sort=visits&direction=desc`);
    await rows(page).first().getByRole('link').click();
    await expect(page.getByTestId('visit-row').first()).toBeVisible();
    await keepShot(page, `regular-${locale}-${width}`, { fullPage: true });
  }
});

test('the guest book’s screens have no serious accessibility problem', async ({ page }) => {
  // The merchant: the merge dialog is theirs to open (decision 025).
  await loginAsMerchant(page);
  const { guest, given } = await aFullGuest(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInApp(page, '/en_SG/customers', page.getByRole('heading', { name: 'Customers', level: 1 }));
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.goto(`/en_SG/customers/${guest.id}`);
  await expect(page.getByTestId('figure-visits')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, `merge-dialog-en_SG-1280`);
  await page.keyboard.press('Escape');
  await page.goto(`/en_SG/customers/edit/${guest.id}`);
  await expect(page.locator('#customer-firstName')).toHaveValue(given);
  expect(await seriousA11yFindings(page)).toEqual([]);
});

test(
  'a guest added with a phone one digit off another of the same name is said to be a possible duplicate, ' +
    'and merged from there (issue 28)',
  async ({ page }) => {
    await loginAsMerchant(page, 'Jade Garden Orchard');
    const given = aChineseName();
    const first = `+65 8${1 + Math.floor(Math.random() * 9)}${rand(2)} ${rand(3)}1`;
    const typo = `${first.slice(0, -1)}2`;
    const warned = page.getByTestId('possible-duplicates');
    for (const phone of [first, typo]) {
      await page.goto('/en_SG/customers/add');
      await page.getByLabel('First name').fill(given);
      await page.getByLabel('Last name').fill('陈');
      await page.getByLabel('Phone', { exact: true }).fill(phone);
      if (phone === typo) {
        // Said while the form is typed, before anything is saved, with a way to the guest already there.
        await expect(warned).toContainText(`This guest may already be in the guest book: 陈${given} (${first})`);
        await expect(warned.getByRole('link', { name: `Open 陈${given}` })).toBeVisible();
        await keepShot(page, 'possible-duplicate-typing', { widths: [1280, 768] });
      }
      await page.getByRole('button', { name: 'Add guest' }).click();
      await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
    }
    // The second profile says at once who it may be, with the number as people read it.
    const notice = page.getByTestId('possible-duplicates');
    await expect(notice).toContainText(`This guest may already be in the guest book: 陈${given} (${first})`);
    await keepShot(page, 'possible-duplicate', { widths: [1280, 768] });
    await notice.getByRole('button', { name: 'Compare and merge' }).click();
    await expect(page.getByRole('dialog')).toContainText(first);
  },
);

test('what a guest spent counts their visits only: not a menu prepaid for a booking to come, not a no-show’s deposit (issue 28)', async ({
  page,
}) => {
  await loginAsHost(page, DEMO.orchard);
  // The demo's guests: Jonathan Chua has paid S$ 352.00 ahead for the tasting menu on 4 April and has not come yet; Amanda Seah
  // paid an S$ 88.00 deposit tonight and did not come.
  for (const [guest, paid, status] of [
    ['Jonathan Chua', 'S$ 352.00', 'Booked'],
    ['Amanda Seah', 'S$ 88.00', 'No-show'],
  ] as const) {
    await page.goto(`/en_SG/customers?q=${encodeURIComponent(guest)}`);
    await rows(page).filter({ hasText: guest }).first().getByRole('link', { name: guest }).click();
    await expect(page.getByRole('heading', { name: guest, level: 1 })).toBeVisible();
    // The money is there on the booking it was paid for...
    await expect(page.getByTestId('visit-row').filter({ hasText: paid }).filter({ hasText: status })).toHaveCount(1);
    // ...and not in what the guest spent on visits.
    await expect(page.getByTestId('figure-spend')).toContainText('S$ 0.00');
  }
  await keepShot(page, 'spend-no-show-deposit', { widths: [1280, 768] });
});
