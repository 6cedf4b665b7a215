import { expect, test } from '@playwright/test';
import { DEMO, keepShot, loginAsHost, signInWithEmail, signInWithPin, seriousA11yFindings } from './fixtures';

test("a host signs in with the outlet PIN and lands on today's reservations", async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en_SG\/login\?continue=/);
  await expect(page).toHaveTitle('Host');
  await signInWithPin(page, DEMO.orchard);
  await expect(page).toHaveURL(/\/en_SG\/reservations$/);
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
  await expect(page.getByText('Jade Garden Orchard').first()).toBeVisible();
  // The outlet's own date by the server's clock, in the URL's locale; money in its currency.
  await expect(page.getByRole('heading', { name: 'Today, Tuesday, 31 March 2026' })).toBeVisible();
  await expect(page.getByTestId('covers-summary')).toContainText(/Deposits S\$ [\d,]+\.\d\d/);
});

test("a wrong PIN says so in the user's language and keeps what was typed", async ({ page }) => {
  await page.goto('/en_SG/login');
  await signInWithPin(page, { code: 'LN-DAAN', pin: '0000' });
  await expect(page.getByRole('alert')).toHaveText('That outlet code and PIN do not match. Check both and try again.');
  await expect(page.getByLabel('Outlet code')).toHaveValue('LN-DAAN');
});

test('the form explains a PIN that is not 4 to 8 digits before sending it', async ({ page }) => {
  await page.goto('/en_SG/login');
  await page.getByLabel('Outlet code').fill('LN-DAAN');
  await page.getByRole('textbox', { name: 'PIN' }).fill('12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The PIN is 4 to 8 digits')).toBeVisible();
});

test('switching to 中文 shows the shell in Chinese', async ({ page }) => {
  await loginAsHost(page);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh_SG\/reservations$/);
  await expect(page.getByRole('heading', { name: '预订', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /今天，2026年3月31日/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-SG');
  // The choice is remembered: a link with DEFAULT_LOCALE opens in Chinese.
  await page.goto('/DEFAULT_LOCALE/customers');
  await expect(page).toHaveURL(/\/zh_SG\/customers$/);
  await expect(page.getByRole('heading', { name: '顾客', level: 1 })).toBeVisible();
});

test('Bahasa Melayu and Traditional Chinese are real translations too', async ({ page }) => {
  await page.goto('/bm_MY/login');
  await expect(page.getByRole('heading', { name: 'Log masuk ke Host' })).toBeVisible();
  await page.goto('/zh_HK/login');
  await expect(page.getByRole('heading', { name: '登入 Host' })).toBeVisible();
});

test("money keeps the outlet's currency whatever the language", async ({ page }) => {
  await loginAsHost(page, DEMO.orchard, '/bm_MY/reservations');
  await expect(page.getByRole('heading', { name: 'Tempahan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('covers-summary')).toContainText(/Deposit S\$ [\d,]+\.\d\d/);
  await expect(page.getByText('Hari ini, Selasa, 31 Mac 2026')).toBeVisible();
});

test('dark mode survives a reload', async ({ page }) => {
  await loginAsHost(page);
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Dark' }).click();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe('rgb(22, 28, 36)');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
  expect(await background()).toBe('rgb(22, 28, 36)');
});

test('a merchant picks an outlet at /login/switch', async ({ page }) => {
  await page.goto('/en_SG/login');
  await signInWithEmail(page, DEMO.owner);
  await expect(page).toHaveURL(/\/en_SG\/login\/switch/);
  await expect(page.getByText('Signed in as owner@jadegarden.sg')).toBeVisible();
  await expect(page.getByRole('button', { name: /Mawar Penang/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Mawar Bangsar/ }).click();
  // A Malaysian outlet shows in the Malaysian locale (RM).
  await expect(page).toHaveURL(/\/en_MY\/reservations$/);
  await expect(page.getByText('Mawar Bangsar').first()).toBeVisible();

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Switch outlet' }).click();
  await page.getByRole('button', { name: /Jade Garden Tanjong Pagar/ }).click();
  await expect(page).toHaveURL(/\/en_SG\/reservations$/);
  await expect(page.getByText('Jade Garden Tanjong Pagar').first()).toBeVisible();
});

test('support staff open an outlet from /support with a reason, never from the switcher, and act with support access', async ({ page }) => {
  await page.goto('/en_SG/login');
  await signInWithEmail(page, DEMO.support);
  // No outlet yet: /support, and every other page (the switcher too) leads back there.
  await expect(page).toHaveURL(/\/en_SG\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  for (const path of ['/en_SG/reservations', '/en_SG/login/switch']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/en_SG\/support$/);
  }
  await page.getByRole('searchbox', { name: 'Search outlets' }).fill('Harbour');
  await page.getByRole('button', { name: 'Open Harbour Dim Sum Central as that outlet' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('Owner asked for help with the floor');
  await page.getByRole('dialog').getByRole('button', { name: 'Open outlet' }).click();
  await expect(page).toHaveURL(/\/en_HK\/reservations$/);
  await expect(page.getByText(/Harbour Dim Sum · Support access/)).toBeVisible();
});

test('Kopi Classic lands on /v3-prompt', async ({ page }) => {
  await page.goto('/en_SG/login');
  await signInWithPin(page, DEMO.kopi);
  await expect(page).toHaveURL(/\/en_SG\/v3-prompt$/);
  await expect(page.getByRole('heading', { name: 'A new Host is ready for you' })).toBeVisible();
  // Every other page sends it back there.
  await page.goto('/en_SG/settings/areas');
  await expect(page).toHaveURL(/\/en_SG\/v3-prompt$/);
});

test('a deep link opened while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/en_SG/settings/areas?tab=tables#floor');
  await expect(page).toHaveURL(/\/en_SG\/login\?continue=/);
  expect(new URL(page.url()).searchParams.get('continue')).toBe('/en_SG/settings/areas?tab=tables#floor');
  await signInWithPin(page, DEMO.tanjongPagar);
  await expect(page).toHaveURL(/\/en_SG\/settings\/areas\?tab=tables#floor$/);
  await expect(page.getByRole('heading', { name: 'Areas and tables', level: 1 })).toBeVisible();
});

test('a 401 from any call signs out once and returns to /login with the way back', async ({ page }) => {
  await loginAsHost(page, DEMO.bangsar);
  let logouts = 0;
  page.on('request', (r) => r.url().endsWith('/api/auth/logout') && logouts++);
  // The session ends elsewhere (another tab signed out); the next call gets a 401. That call may be
  // the host's click or a live refresh (the clock sweep turns bookings LATE): either signs out once.
  await page.request.get('/api/auth/logout');
  await page
    .getByRole('link', { name: 'Customers' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  // The guest book asks the server for its list as soon as it shows (a lazy page: a click on another
  // link while it loads would cancel the visit), so the 401 comes from there if not from a refresh.
  await expect(page).toHaveURL(/\/en_MY\/login\?/);
  await page
    .getByRole('link', { name: 'Reservations' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/en_MY\/login\?continue=%2Fen_MY%2F(reservations|customers)/);
  // Never twice. None at all when the app read its session again (the session probe answering
  // "signed out") before any call got its 401: there is nothing left to sign out of, and the guard
  // alone sends the host to /login (seen on a loaded machine).
  expect(logouts).toBeLessThanOrEqual(1);
});

test('a render error shows "Something went wrong!" and is reported', async ({ page }) => {
  const report = page.waitForRequest((r) => r.url().endsWith('/api/error-report') && r.method() === 'POST');
  await page.goto('/__test/render-error');
  await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  const body = (await report).postDataJSON();
  expect(body).toMatchObject({ level: 'error', message: 'Something went wrong!' });
  expect(body.error).toContain('Deliberate render error');
});

test('forgot password answers without telling whether the account exists', async ({ page }) => {
  await page.goto('/en_SG/login');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If someone@example.com belongs to a Host account, a reset link is on its way.')).toBeVisible();
});

test('the sidebar collapses on click and opens while hovered', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await loginAsHost(page, DEMO.lins);
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Sidebar' }).click();
  await page.keyboard.press('Escape');
  const sidebar = page.locator('aside');
  await expect(sidebar).toHaveCSS('width', '280px');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  // Away in steps, as a hand moves: one jump of the pointer on a loaded machine left the sidebar thinking it was hovered.
  await page.mouse.move(900, 400, { steps: 5 });
  await expect(sidebar).toHaveCSS('width', '88px');
  await sidebar.hover();
  await expect(sidebar).toHaveCSS('width', '280px');
  await page.mouse.move(900, 400, { steps: 5 });
  await expect(sidebar).toHaveCSS('width', '88px');
});

for (const [name, path] of [
  ['login', '/en_SG/login'],
  ['shell', '/en_SG/reservations'],
] as const) {
  test(`axe finds no serious or critical violation on the ${name}`, async ({ page }) => {
    if (name === 'shell') await loginAsHost(page);
    else await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
}

for (const width of [1280, 768]) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en_SG/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Host' })).toBeVisible();
    await keepShot(page, `login-${width}`);
    await signInWithPin(page, DEMO.orchard);
    await expect(page.getByRole('heading', { name: /^Today,/ })).toBeVisible();
    await keepShot(page, `reservations-${width}`);
  });
}

test('a used or unknown reset link says so and points back to sign-in', async ({ page }) => {
  await page.goto('/en_SG/login/reset-password?token=not-a-real-token-0123456789');
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Type it again').fill('different');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Use at least 8 characters')).toBeVisible();
  await page.getByLabel('New password').fill('a-long-enough-password');
  await page.getByLabel('Type it again').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
});
