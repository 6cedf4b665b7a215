import { expect, test } from '@playwright/test';
import { DEMO, loginAsHost, row, seedReservation, sessionOf, keepShot, seriousA11yFindings } from './fixtures';

// Issue 15: the settings index, the language page, and a feature the outlet's plan leaves off.
// Mawar Bangsar's plan leaves payment requests and table combinations off (the seed).

const LANGUAGES = [
  {
    subPath: 'en_MY',
    settings: 'Settings',
    language: 'Language',
    floor: /^Areas: \d+ · Tables: \d+$/,
    locked: "Not in this outlet's plan",
    about: 'Host 0.23.9, with the dining-duration fix',
  },
  {
    subPath: 'zh_MY',
    settings: '设置',
    language: '语言',
    floor: /^区域：\d+ · 餐桌：\d+$/,
    locked: '此门店的方案未包含',
    about: 'Host 0.23.9，含用餐时长修复',
  },
  {
    subPath: 'zh_HK',
    settings: '設定',
    language: '語言',
    floor: /^區域：\d+ · 餐桌：\d+$/,
    locked: '此分店的方案未包含',
    about: 'Host 0.23.9，含用餐時長修正',
  },
  {
    subPath: 'bm_MY',
    settings: 'Tetapan',
    language: 'Bahasa',
    floor: /^Kawasan: \d+ · Meja: \d+$/,
    locked: 'Tiada dalam pelan cawangan ini',
    about: 'Host 0.23.9, dengan pembetulan tempoh makan',
  },
];

for (const l of LANGUAGES) {
  test(`/settings and /settings/language in ${l.subPath}, at 1280 and 768 px, pass axe`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAsHost(page, DEMO.bangsar, `/${l.subPath}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: l.settings })).toBeVisible();
    // Each page's state, read from the outlet's routes.
    await expect(page.getByTestId('settings-state-areas')).toHaveText(l.floor);
    await expect(page.getByTestId('settings-state-areasCombination')).toHaveText(l.locked);
    await expect(page.getByTestId('settings-state-weeklySchedule')).toHaveText(/2/);
    await expect(page.getByTestId('settings-state-tickets')).not.toBeEmpty();
    // The about line: the build's version (docs/rules.md section 9), in the page's language.
    await expect(page.getByTestId('settings-about')).toHaveText(l.about);
    expect(await seriousA11yFindings(page)).toEqual([]);
    await keepShot(page, `settings-${l.subPath}-1280`, { fullPage: true });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByTestId('settings-row-areas')).toBeVisible();
    expect(await seriousA11yFindings(page)).toEqual([]);
    await keepShot(page, `settings-${l.subPath}-768`, { fullPage: true });

    await page.goto(`/${l.subPath}/settings/language`);
    await expect(page.getByRole('heading', { level: 1, name: l.language })).toBeVisible();
    await expect(page.getByTestId('locale-example')).toContainText('1,234.50');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await keepShot(page, `language-${l.subPath}-768`, { fullPage: true });
  });
}

test('changing the language on /settings/language switches the app, and it survives a reload and a DEFAULT_LOCALE link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.orchard, '/en_SG/settings/language');
  await expect(page.getByRole('radio', { name: /English/ })).toBeChecked();
  await page.getByRole('radio', { name: /简体中文/ }).click();
  await expect(page).toHaveURL(/\/zh_SG\/settings\/language$/);
  await expect(page.getByRole('heading', { level: 1, name: '语言' })).toBeVisible();
  // The whole app speaks it: the navigation too.
  await expect(page.getByRole('navigation').getByText('设置', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('radio', { name: '新加坡' })).toBeChecked();

  // Dates and money as in Malaysia, still in Simplified Chinese.
  await page.getByRole('radio', { name: '马来西亚' }).click();
  await expect(page).toHaveURL(/\/zh_MY\/settings\/language$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '语言' })).toBeVisible();
  await page.goto('/DEFAULT_LOCALE/reservations');
  await expect(page).toHaveURL(/\/zh_MY\/reservations$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/zh_MY\/reservations$/);

  // And back to English from the same page: the choice is English in Malaysia now.
  await page.goto('/DEFAULT_LOCALE/settings/language');
  await page.getByRole('radio', { name: /English/ }).click();
  await expect(page).toHaveURL(/\/en_MY\/settings\/language$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await page.goto('/DEFAULT_LOCALE/settings');
  await expect(page).toHaveURL(/\/en_MY\/settings$/);
  await expect(page.getByTestId('settings-state-language')).toHaveText('English · dates and money as in Malaysia');
});

test('a feature the plan leaves off is marked in the navigation, and its page says what the merchant must do', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.bangsar, '/en_MY/settings');
  const plan = page.getByRole('region', { name: "This outlet's plan" });
  await expect(plan.getByTestId('plan-PAYMENT_REQUEST')).toContainText('Not in plan');
  await expect(plan.getByTestId('plan-PAYMENT_REQUEST')).toContainText("Connect a payment account to receive guests' money");
  await expect(plan.getByTestId('plan-PAYMENT_REQUEST')).toContainText('Accept the payment terms');
  await expect(plan.getByTestId('plan-WEB_PUSH')).toContainText('On');
  // The navigation marks it (the top bar's Settings menu, the default layout), its items 32 px high.
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  for (const item of [bar.getByRole('link', { name: 'Reservations' }), bar.getByRole('button', { name: 'Settings' })])
    expect((await item.boundingBox())?.height).toBe(32);
  await bar.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: /Table combinations/ }).getByTestId('nav-locked-areasCombination')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Table combinations/ })).toHaveAccessibleName(
    "Table combinations (not in this outlet's plan)",
  );
  await page.keyboard.press('Escape');
  // And in the sidebar layout.
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Sidebar' }).click();
  await page.keyboard.press('Escape');
  const sidebarNav = page.locator('aside').getByRole('navigation', { name: 'Main navigation' });
  // The settings group is open on a settings page.
  await expect(sidebarNav.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebarNav.getByRole('link', { name: "Table combinations (not in this outlet's plan)" })).toBeVisible();
  await expect(sidebarNav.getByRole('link', { name: 'All settings', exact: true })).toBeVisible();
  await keepShot(page, `sidebar-locked-1280`);

  await page.getByTestId('settings-row-areasCombination').click();
  await expect(page).toHaveURL(/\/en_MY\/settings\/areas-combination$/);
  const notice = page.getByRole('region', { name: "Table combinations are not in this outlet's plan" });
  await expect(notice).toContainText('To turn them on, the merchant needs to:');
  await expect(notice.getByRole('listitem')).toHaveText(['Upgrade to a plan that includes them']);
  await expect(page.getByRole('button', { name: 'Add combination' })).toHaveCount(0);
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, `combinations-off-1280`, { fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `combinations-off-768`, { fullPage: true });

  // The server says the same to anyone who asks it directly.
  const { token, outletId } = await sessionOf(page);
  const res = await page.request.post(`/api/v1/outlets/${outletId}/table-combinations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'X', tableIds: [], minPax: 2, maxPax: 4 },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).details).toEqual({
    reason: 'featureNotEnabled',
    featureCode: 'TABLE_COMBINATION',
    actionsRequired: ['UPGRADE_PLAN'],
  });
});

test("a booking with a deposit at an outlet without payment requests says what the merchant must do, not 'Ask to pay'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsHost(page, DEMO.bangsar);
  const { token } = await sessionOf(page);
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const tickets = await (
    await page.request.get(`/api/v1/brands/${session.brand.id}/tickets`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const tasting = tickets.find((t: { name: string }) => t.name === "Chef's tasting menu");
  const name = `Plan ${Date.now() % 100_000}`;
  await seedReservation(page, {
    reservationDate: '2026-04-01',
    reservationTime: '19:00:00',
    customerFirstName: name,
    customerPhone: `+60 12-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    ticketId: tasting.id,
  });
  await page.goto('/en_MY/reservations?date=2026-04-01');
  await row(page, name)
    .getByRole('button', { name: /More actions/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const payment = page.getByRole('dialog').getByTestId('payment-section');
  await expect(payment.getByRole('region', { name: "Payment requests are not in this outlet's plan" })).toContainText(
    "Connect a payment account to receive guests' money",
  );
  await expect(payment.getByRole('button', { name: /^Ask for / })).toHaveCount(0);
  // The notice only: the ticket's own chip is the tickets' (issue 13).
  expect(await seriousA11yFindings(page, { include: '[data-testid="feature-off"]' })).toEqual([]);
  await keepShot(page, `payment-off-1280`);
});

test('an outlet with every feature sees its combinations and no locks', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard, '/en_SG/settings/areas-combination');
  await expect(page.getByRole('button', { name: 'Add combination' })).toBeVisible();
  await expect(page.getByTestId('feature-off')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Table combinations', exact: true })).toBeVisible();
  await expect(page.getByTestId('nav-locked-areasCombination')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/en_SG/settings');
  await expect(page.getByTestId('settings-state-areasCombination')).toHaveText(/^\d+ combinations?$/);
});
