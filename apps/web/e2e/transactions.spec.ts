import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsHost, sessionOf, signInWithEmail, keepShot, seriousA11yFindings, openInApp } from './fixtures';

/*
 * Issue 13: /transactions against the real server. The demo data has each outlet's paid deposits for
 * its tasting-menu bookings; the tests read them through the API to know what the page must show.
 * The counting tests use Tanjong Pagar: the payment tests, running alongside, pay and decline at Orchard.
 */

interface Listed {
  items: Array<{
    id: string;
    reservationCode: string | null;
    reservationDate: string | null;
    status: string;
    type: string;
    amount: number;
    createdAt: string;
  }>;
  totals: Array<{ currency: string; collected: number; refunded: number; net: number; count: number }>;
}

async function listed(page: Page, query = ''): Promise<Listed> {
  const { token, outletId } = await sessionOf(page);
  const res = await page.request.get(`/api/v1/outlets/${outletId}/transactions?limit=200${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return res.json();
}

/** S$ 1,234.50 as formatMoney writes Singapore dollars. */
const sgd = (minor: number) => `S$ ${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;
const rows = (page: Page) => page.getByTestId('transaction-row');

test("a host sees the outlet's deposits with their totals, filters them, and opens a booking", async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  const all = await listed(page);
  expect(all.items.length).toBeGreaterThan(0);
  const total = all.totals.find((t) => t.currency === 'SGD')!;

  await openInApp(page, '/en_SG/transactions', page.getByRole('heading', { name: 'Transactions', level: 1 }));
  await expect(rows(page)).toHaveCount(Math.min(all.items.length, 50));
  const totals = page.getByTestId('transaction-total');
  await expect(totals).toHaveCount(1);
  await expect(totals).toContainText(`Collected${sgd(total.collected)}`);
  await expect(totals).toContainText(`Net${sgd(total.net)}`);
  await expect(totals).toContainText(`${total.count} transactions in SGD`);

  // Refunds: the demo has none, so the filter says so and offers to clear it.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Refund' }).click();
  await expect(page).toHaveURL(/type=refund/);
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await expect(totals).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(Math.min(all.items.length, 50));

  // Paid: every row is a paid one; Failed: none.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid', exact: true }).click();
  const paid = all.items.filter((t) => t.status === 'paid').length;
  await expect(rows(page)).toHaveCount(Math.min(paid, 50));
  await expect(page.locator('[data-testid="transaction-row"]:not([data-status="paid"])')).toHaveCount(0);
  await expect(rows(page).first().getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // The booking's code opens the book on its day, searched for it.
  const first = all.items[0]!;
  const link = rows(page)
    .first()
    .getByRole('link', { name: `Open booking ${first.reservationCode} in the book` });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/en_SG/reservations\\?date=${first.reservationDate}&q=${first.reservationCode}$`));
  await expect(page.getByRole('heading', { name: 'Reservations', level: 1 })).toBeVisible();
});

test("the date range is read as the outlet's days, and a range that ends before it starts is refused", async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  const all = await listed(page);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(all.items[0]!.createdAt),
  );
  const onDay = await listed(page, `&from=${day}&to=${day}`);
  await page.goto(`/en_SG/transactions?from=${day}&to=${day}`);
  await expect(rows(page)).toHaveCount(Math.min(onDay.items.length, 50));
  await expect(page.getByRole('group', { name: 'From' })).toBeVisible();

  await page.goto('/en_SG/transactions?from=2020-01-01&to=2020-01-31');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.goto('/en_SG/transactions?from=2020-01-31&to=2020-01-01');
  await expect(page.getByText('Must not be before the start date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('Export CSV downloads every matching row with amounts as decimals', async ({ page }) => {
  await loginAsHost(page, DEMO.tanjongPagar);
  const all = await listed(page, '&status=paid');
  await page.goto('/en_SG/transactions?status=paid');
  await expect(rows(page).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('transactions-jg-tpagar-start-2026-03-31.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Date,Time,Outlet,Booking,Booking date,Guest,Type,Status,Refund status,Source,' +
      'Payment,Currency,Amount,Refunded,Refund reason,By,Transaction ID',
  );
  expect(lines).toHaveLength(all.items.length + 1);
  const first = all.items[0]!;
  const line = lines.find((l) => l.endsWith(first.id))!.split(',');
  expect(line.slice(2, 5)).toEqual(['Jade Garden Tanjong Pagar', first.reservationCode, first.reservationDate]);
  // The page's words, not the codes (issue 28).
  expect(line.slice(6, 8)).toEqual(['Payment', 'Paid']);
  expect(line.slice(11, 14)).toEqual(['SGD', (first.amount / 100).toFixed(2), '0.00']);
});

test("a merchant sees every outlet of the brand, each row naming its outlet; only this outlet's bookings link to the book", async ({
  page,
}) => {
  await page.goto('/en_SG/login');
  await signInWithEmail(page, DEMO.owner);
  await page.getByRole('button', { name: /Jade Garden Orchard/ }).click();
  await expect(page).toHaveURL(/\/en_SG\/reservations$/);
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  const res = await page.request.get(`/api/v1/brands/${session.brand.id}/transactions?limit=200`, {
    headers: { authorization: `Bearer ${session.hostV2AuthToken}` },
  });
  const brand: { items: Array<Listed['items'][number] & { outletName: string }>; totals: Listed['totals'] } = await res.json();
  const elsewhere = brand.items.filter((t) => t.outletName !== 'Jade Garden Orchard');
  expect(elsewhere.length).toBeGreaterThan(0);
  expect(new Set(brand.items.map((t) => t.outletName))).toEqual(new Set(['Jade Garden Orchard', 'Jade Garden Tanjong Pagar']));

  await page.goto('/en_SG/transactions');
  await expect(page.getByRole('columnheader', { name: 'Outlet' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All outlets' }).click();
  await expect(page).toHaveURL(/scope=brand/);
  await expect(page.getByRole('columnheader', { name: 'Outlet' })).toBeVisible();
  await expect(rows(page)).toHaveCount(Math.min(brand.items.length, 50));
  await expect(page.getByTestId('transaction-total')).toContainText(`${brand.totals[0]!.count} transactions in SGD`);
  const other = rows(page).filter({ hasText: 'Jade Garden Tanjong Pagar' }).first();
  await expect(other).toBeVisible();
  await expect(other.getByRole('link')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'Jade Garden Orchard' }).first().getByRole('link')).toHaveCount(1);

  // The brand's view in the dark theme, as a merchant reads it at the end of the day.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');
  // The settings button keeps the focus, and with it its tooltip: let go of both for the picture.
  await page.mouse.move(600, 700);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  await keepShot(page, `brand-dark-en_SG-1280`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await keepShot(page, `brand-dark-en_SG-768`);
});

test('the transactions page in English and Chinese at 1280 and 768, with no serious accessibility problem', async ({ page }) => {
  await loginAsHost(page, DEMO.orchard);
  for (const [locale, title] of [
    ['en_SG', 'Transactions'],
    ['zh_SG', '交易记录'],
  ] as const) {
    for (const [width, height] of [
      [1280, 800],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/${locale}/transactions`);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      await expect(page.getByTestId('transaction-total')).toBeVisible();
      // Usable at tablet width: the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await keepShot(page, `list-${locale}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en_SG/transactions');
  await expect(rows(page).first()).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  // Refunds in a month long before the demo: none (other specs refund today's deposits).
  await page.goto('/en_SG/transactions?from=2020-01-01&to=2020-01-31&type=refund');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, `empty-en_SG-1280`);
});
