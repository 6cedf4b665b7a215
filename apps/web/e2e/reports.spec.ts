import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { keepShot, loginAsMerchant, seriousA11yFindings, openInApp } from './fixtures';

/*
 * Issue 31: /reports against the real server. The demo seeds five past weeks at every outlet; the
 * clock is 2026-03-31 19:30 in Singapore (playwright.config.ts), so "last week" is 23 to 29 March and
 * "this month" 1 to 31 March. The figures the page must show are read from the same API first.
 */

interface Totals {
  covers: number;
  bookings: number;
}
interface OutletFigures {
  outletId: string;
  outletName: string;
  totals: Totals;
  byDay: Array<{ date: string; bookings: number; covers: number; seatedCovers: number }>;
}
interface Session {
  hostV2AuthToken: string;
  outlet: { id: string; outletName: string };
  userInfo: { brands: Array<{ id: string; outlets: Array<{ id: string; outletName: string }> }> };
}

async function sessionOf(page: Page): Promise<Session> {
  return page.evaluate(async () => (await fetch('/api/auth/session')).json());
}

async function apiGet<T>(page: Page, session: Session, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${session.hostV2AuthToken}` } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Every outlet of the merchant's brands for the days, in the session's order (as the page puts them side by side). */
async function sideBySide(page: Page, session: Session, from: string, to: string): Promise<OutletFigures[]> {
  const brands = await Promise.all(
    session.userInfo.brands.map((b) =>
      apiGet<{ outlets: OutletFigures[] }>(page, session, `/api/v1/brands/${b.id}/reports?from=${from}&to=${to}`),
    ),
  );
  return brands.flatMap((b) => b.outlets);
}

const count = (n: number) => n.toLocaleString('en-SG');

/** The texts of a row of a section's table: the row's name, then its figures. */
const rowTexts = (page: Page, section: string, key: string) =>
  page.getByTestId(`report-${section}`).locator(`tr[data-key="${key}"]`).locator('th, td').allInnerTexts();

test('a merchant sees last week at their three outlets side by side, as the API counts them, with no serious axe finding', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsMerchant(page);
  const session = await sessionOf(page);
  const [lastWeek] = await Promise.all([sideBySide(page, session, '2026-03-23', '2026-03-29'), page.goto('/en_SG/reports')]);
  expect(lastWeek).toHaveLength(3);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report')).toHaveAttribute('data-from', '2026-03-23');

  // The three outlets side by side, and their sum; the figures are the API's.
  const outlets = page.getByTestId('report-outlets');
  for (const o of lastWeek) await expect(outlets.getByRole('columnheader', { name: o.outletName })).toBeVisible();
  const covers = lastWeek.map((o) => o.totals.covers);
  expect(covers.every((n) => n > 0)).toBe(true);
  const sum = covers.reduce((a, b) => a + b, 0);
  expect(await rowTexts(page, 'outlets', 'covers')).toEqual(['Covers', ...covers.map(count), count(sum)]);
  await expect(page.getByTestId('headline-covers').getByTestId('headline-value')).toHaveText(count(sum));
  // The definitions stand next to the figures, the change against the week before on each card.
  await expect(page.getByTestId('headline-noShowRate')).toContainText('No-shows over bookings that were due');
  await expect(page.getByTestId('headline-covers').getByTestId('headline-change')).toContainText(/from [\d,]+/);
  await expect(page.getByTestId('report-rates').getByTestId('definition')).toContainText(
    'Cancellation rate: cancellations over bookings made',
  );
  expect(await seriousA11yFindings(page)).toEqual([]);
  await keepShot(page, 'reports-all-outlets', { widths: [1280, 768] });
});

test("the range, the outlet and the service follow the URL, and a chart's table downloads as CSV", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsMerchant(page);
  const session = await sessionOf(page);
  await openInApp(page, '/en_SG/reports', page.getByTestId('report'));
  const report = page.getByTestId('report');
  await expect(report).toHaveAttribute('data-from', '2026-03-23');

  // This month: the URL and the figures follow.
  const month = sideBySide(page, session, '2026-03-01', '2026-03-31');
  await page.getByRole('combobox', { name: 'Days' }).click();
  await page.getByRole('option', { name: 'This month' }).click();
  await expect(page).toHaveURL(/[?&]range=thisMonth/);
  await expect(report).toHaveAttribute('data-from', '2026-03-01');
  const covers = (await month).map((o) => o.totals.covers);
  expect(await rowTexts(page, 'outlets', 'covers')).toEqual(['Covers', ...covers.map(count), count(covers.reduce((a, b) => a + b, 0))]);

  // One outlet: its own report, the range kept.
  const orchard = session.userInfo.brands.flatMap((b) => b.outlets).find((o) => o.outletName === 'Jade Garden Orchard')!;
  const base = `/api/v1/outlets/${orchard.id}/reports?from=2026-03-01&to=2026-03-31`;
  const one = apiGet<OutletFigures>(page, session, base);
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Jade Garden Orchard' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]outlet=${orchard.id}`));
  await expect(page).toHaveURL(/[?&]range=thisMonth/);
  await expect(page.getByTestId('report-outlets')).toHaveCount(0);
  const { totals, byDay } = await one;
  await expect(page.getByTestId('headline-covers').getByTestId('headline-value')).toHaveText(count(totals.covers));

  // A chart's numbers as a file: its table's header, and a row per day of the month.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV: Covers by day' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('reports-jade-garden-orchard-2026-03-01-2026-03-31-by-day.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Day,Bookings,Covers,Seated covers');
  const busiest = [...byDay].sort((a, b) => b.covers - a.covers)[0]!;
  expect(lines).toContain(`${busiest.date},${busiest.bookings},${busiest.covers},${busiest.seatedCovers}`);
  expect(lines.filter((l) => /^2026-03-\d\d,/.test(l))).toHaveLength(31);

  // One service: in the URL, and the figures are that service's.
  await page.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Dinner', exact: true }).click();
  await expect(page).toHaveURL(/[?&]service=[\w-]+/);
  const service = new URL(page.url()).searchParams.get('service')!;
  const dinner = await apiGet<OutletFigures>(page, session, `${base}&serviceTimingId=${service}`);
  expect(dinner.totals.covers).toBeLessThan(totals.covers);
  await expect(page.getByTestId('headline-covers').getByTestId('headline-value')).toHaveText(count(dinner.totals.covers));
});

test('the reports in Chinese, in the dark theme, at 768 and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAsMerchant(page);
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await page.keyboard.press('Escape');

  await page.goto('/zh_SG/reports?range=lastWeek');
  await expect(page.getByRole('heading', { name: '报表', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report')).toHaveAttribute('data-from', '2026-03-23');
  await expect(page.getByRole('heading', { name: '门店并列对比', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '未到与取消', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '日期' })).toHaveText('上周');
  await expect(page.getByTestId('headline-noShowRate')).toContainText('未到率');
  await keepShot(page, 'reports-zh-dark', { widths: [768, 1280], fullPage: true });
});
