import { expect, test } from '@playwright/test';
import { keepShot, loginAsMerchant, seriousA11yFindings } from './fixtures';

// Issue 32, point 5: a guest says yes to news by SMS from their booking's link; the profile says when and how, and the
// merchant's marketing list holds them, and only guests who said yes. The server's clock is 2026-03-31 19:30 in Singapore.

test('a guest agrees to SMS offers from their link; the profile says how and when, and the marketing list holds them', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const lastName = `Consent${Date.now() % 100_000}`;
  const booked = await page.request.post('/api/book/jade-garden-orchard/reservations', {
    data: {
      reservationDate: '2026-04-24',
      reservationTime: '18:30',
      numberOfAdults: 2,
      customerPhone: `+65 8${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      customerFirstName: 'Aisyah',
      customerLastName: lastName,
      acceptPolicies: true,
      language: 'en',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { manageUrl } = await booked.json();

  await page.goto(new URL(manageUrl).pathname);
  const offers = page.getByRole('region', { name: 'News and offers from Jade Garden Orchard' });
  await expect(offers.getByText('messages about your booking are sent either way')).toBeVisible();
  const sms = offers.getByLabel('By SMS');
  await expect(sms).not.toBeChecked();
  // Until the guest's answer is saved: on a loaded machine a tap that lands while the page is still
  // settling (its booking read again) is lost, and a guest would tap again, as this does.
  await expect(async () => {
    if (!(await sms.isChecked())) await sms.click();
    await expect(offers.getByTestId('guest-marketing-saved')).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(sms).toBeChecked();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, 'guest-marketing', { fullPage: true });
  await page.reload();
  await expect(page.getByRole('region', { name: /News and offers/ }).getByLabel('By SMS')).toBeChecked();

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsMerchant(page, 'Jade Garden Orchard', `/en_SG/customers?q=${lastName}`);
  await page
    .getByRole('link', { name: new RegExp(lastName) })
    .first()
    .click();
  await expect(page.getByTestId('consent-sms')).toHaveText(/^SMS offers: agreed by the guest from their booking link, /);
  await expect(page.getByTestId('consent-email')).toHaveCount(0);
  await keepShot(page, 'profile-consent', { widths: [1280] });

  await page.goto('/en_SG/customers');
  await page.getByRole('button', { name: 'Marketing list' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /agreed to SMS/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^marketing-sms-2026-03-31\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  expect(csv).toContain(`Aisyah,${lastName},`);
  expect(csv.split('\r\n')[0]).toBe('\uFEFFFirst name,Last name,Mobile,Language,Agreed at,Recorded by');
});
