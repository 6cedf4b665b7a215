import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost, keepShot } from './fixtures';

// Issue 19: dates and times follow the locale through one formatter; past slots read as past.
// The clock is 2026-03-31 19:30 in Singapore (playwright.config.ts).

test('the Chinese date field writes the year in full, and the pickers keep the 24-hour clock', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsHost(page, DEMO.orchard, '/zh_SG/reservations');
  await expect(page.getByRole('heading', { level: 1, name: '预订' })).toBeVisible();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog');
  // Was "26-03-31".
  await expect(dialog.getByRole('group', { name: '日期' })).toContainText('2026/03/31');
  await expect(dialog.getByLabel('时间')).toHaveText(/^\d{2}:\d{2}$/);
  await keepShot(page, `booking-zh-date-768`);
});

test("the service editor and the block-out dialog keep the 24-hour clock and the locale's dates in Chinese and Malay", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard, '/zh_SG/settings/schedules/weekly');
  await page
    .getByRole('button', { name: /^编辑.*(Dinner|晚餐)/ })
    .first()
    .click();
  const service = page.getByRole('dialog');
  // The dinner service runs 17:30 to 22:00: never "05:30 PM" or "下午5:30".
  await expect(service.getByRole('group', { name: '开始' })).toHaveText(/^17:30/);
  await expect(service.getByRole('group', { name: '最后预订时间之前' })).toHaveText(/^22:00/);
  await service.getByRole('group', { name: '开始' }).getByRole('button').click();
  await expect(page.getByRole('option', { name: '18:45' })).toBeVisible();
  // The picker's own buttons speak the page's language too.
  await expect(page.getByRole('button', { name: '确定' })).toBeVisible();
  await keepShot(page, `service-editor-zh-time-1280`);

  await page.goto('/bm_MY/settings/schedules/special');
  await page.getByRole('button', { name: 'Tambah hari tutup' }).first().click();
  const blockOut = page.getByRole('dialog');
  await expect(blockOut.getByRole('group', { name: 'Tarikh' })).toHaveText(/^31\/03\/2026/);
  await blockOut.getByLabel('Sepanjang hari').uncheck();
  await expect(blockOut.getByRole('group', { name: 'Bermula' })).toHaveText(/^18:00/);
  await keepShot(page, `block-out-ms-1280`);
});

test('past times in the online schedule read as past, not as covers still open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard, '/en_SG/reservations/online-schedule');
  const dinner = page.getByRole('region', { name: 'Dinner' });
  const past = dinner.getByTestId('online-slot').filter({ hasText: '17:30' });
  await expect(past).toHaveAttribute('data-past', 'true');
  await expect(past).toContainText('Past');
  await expect(past).toContainText(/\d+ covers? booked/);
  await expect(past).not.toContainText(/ of \d+ covers/);
  await expect(past.getByRole('progressbar')).toHaveCount(0);
  await keepShot(page, `online-schedule-past-1280`);
});

test('the Malay floor says walk-in in Malay, as the book does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.bangsar, '/bm_MY/reservations');
  await page.getByRole('button', { name: 'Lantai' }).click();
  await expect(page.getByText('Tanpa tempahan', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/walk-in/i)).toHaveCount(0);
  await keepShot(page, `floor-ms-1280`);
});

for (const width of [1280, 768]) {
  test(`the areas list keeps its reorder arrows clear of the names in Chinese at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1024 });
    await loginAsHost(page, DEMO.orchard, '/zh_SG/settings/areas');
    const list = page
      .getByRole('list')
      .filter({ has: page.getByText('花园') })
      .first();
    const name = list.getByText(/花园/).first();
    await expect(name).toBeVisible();
    const arrow = list.getByRole('button', { name: /花园/ }).last();
    const [n, a] = [await name.boundingBox(), await arrow.boundingBox()];
    // Was: the arrow drawn over "花园".
    expect(n!.x + n!.width).toBeLessThanOrEqual(a!.x);
    await keepShot(page, `areas-zh-${width}`);
  });
}
