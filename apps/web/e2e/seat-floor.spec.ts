import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsHost, seedReservation, sessionOf, keepShot } from './fixtures';

// The server's clock is 2026-03-31 19:30 in Singapore (playwright.config.ts); the outlet's grace
// period is 15 minutes. One area of the test's own holds a table in every status.

async function api(page: Page, method: 'POST' | 'GET' | 'PUT', path: string, data?: unknown, headers: Record<string, string> = {}) {
  const { token } = await sessionOf(page);
  const res = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}`, ...headers }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Machado et al. (2009) deuteranopia on linear RGB, as an SVG filter over the whole page. */
async function simulateDeuteranopia(page: Page) {
  await page.evaluate(() => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('style', 'position:absolute;width:0;height:0');
    svg.innerHTML =
      '<filter id="deuteranopia" color-interpolation-filters="linearRGB">' +
      '<feColorMatrix type="matrix" values="0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0  ' +
      '-0.011820 0.042940 0.968881 0 0  0 0 0 1 0"/></filter>';
    document.body.appendChild(svg);
  });
  await page.addStyleTag({ content: 'html { filter: url(#deuteranopia); }' });
}

let area = '';
const statusOf: Record<string, string> = {};

test.describe.configure({ mode: 'serial' });

test('every table status has its own colour and icon, readable at tablet width; the rail waits only for who is due', async ({ page }) => {
  await loginAsHost(page, DEMO.lins);
  const { outletId } = await sessionOf(page);
  const n = Date.now() % 10000;
  area = `Status room ${n}`;
  const created = await api(page, 'POST', `/api/v1/outlets/${outletId}/areas`, { name: area, displayName: area });
  const tables: Record<string, { id: string; version: number; x: number; y: number }> = {};
  // OVERSTAY comes from the clock sweep only (a host cannot set it), so it is not drawn here.
  const names = ['FREE', 'RSV', 'USE', 'BILL', 'CLEAN', 'BLOCK'];
  for (const [i, name] of names.entries()) {
    const t = await api(page, 'POST', `/api/v1/outlets/${outletId}/tables`, { areaId: created.id, name: `${name}${n % 100}`, maxPax: 4 });
    tables[name] = { ...t, x: 130 + (i % 3) * 300, y: 160 + Math.floor(i / 3) * 300 };
  }
  // Spread over the plan, each drawn on its own.
  await api(page, 'PUT', `/api/v1/outlets/${outletId}/floor-plan`, {
    tables: Object.values(tables).map((t) => ({ id: t.id, x: t.x, y: t.y, rotate: 0, shape: 'square', size: 1, version: t.version })),
  });
  const walkIn = (name: string, first: string) =>
    api(page, 'POST', `/api/v1/outlets/${outletId}/reservations`, {
      isWalkIn: true,
      numberOfAdults: 2,
      tableIds: [tables[name]!.id],
      customerFirstName: first,
    });
  const setStatus = async (name: string, status: number) => {
    const [fresh] = (await api(page, 'GET', `/api/v1/outlets/${outletId}/areas`))
      .flatMap((a: { tables: { id: string }[] }) => a.tables)
      .filter((t: { id: string }) => t.id === tables[name]!.id);
    await api(page, 'POST', `/api/v1/tables/${fresh.id}/status`, { status }, { 'If-Match': `"${fresh.version}"` });
  };
  await walkIn('USE', 'Uma');
  await walkIn('BILL', 'Bill');
  await setStatus('BILL', 4);
  await setStatus('CLEAN', 5);
  await setStatus('BLOCK', 6);
  // Due in ten minutes by the server's clock, which started at 19:30 and has run on with the suite
  // (a fixed 19:40 was in the past when this test ran late in a slow run). Da'an is UTC+8.
  const { now } = await api(page, 'GET', `/api/v1/outlets/${outletId}/reservations?date=2026-03-31`);
  const dueAt = new Date(Date.parse(now) + 10 * 60_000 + 8 * 3_600_000).toISOString().slice(11, 16);
  await seedReservation(page, {
    customerFirstName: 'Wendy',
    customerLastName: 'Waiting',
    reservationTime: `${dueAt}:00`,
    tableIds: [tables.RSV!.id],
  });
  await seedReservation(page, { customerFirstName: 'Larry', customerLastName: 'Later', reservationTime: '22:30:00' });
  Object.assign(statusOf, Object.fromEntries(names.map((k) => [k, `${k}${n % 100}`])));

  for (const [width, height] of [
    [1280, 800],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/en_SG/reservations?view=floor');
    await page.getByRole('tab', { name: area }).click();
    const plan = page.getByTestId('floor-plan');
    await expect(plan.getByTestId(`floor-table-${statusOf.BILL}`)).toHaveAttribute('data-status', 'BILL_REQUESTED');
    await expect(plan.getByTestId(`floor-table-${statusOf.USE}`)).toHaveAttribute('data-status', 'IN_USE');
    await expect(plan.getByTestId(`floor-table-${statusOf.RSV}`)).toHaveAttribute('data-status', 'RESERVED');
    // Each status its own icon, so colour is never the only signal.
    const icons = await plan.locator('[data-icon]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-icon')))].sort());
    expect(icons).toEqual(['AVAILABLE', 'BILL_REQUESTED', 'BLOCKED', 'IN_USE', 'REQUIRES_CLEANING', 'RESERVED']);
    // Table text at least 12 px wherever the plan is drawn.
    const smallest = await plan
      .locator('[data-testid^="floor-table-"] span')
      .evaluateAll((els) => Math.min(...els.filter((e) => e.textContent?.trim()).map((e) => parseFloat(getComputedStyle(e).fontSize))));
    expect(smallest).toBeGreaterThanOrEqual(12);

    // The rail: Wendy (due in ten minutes) waits; Larry (22:30) is coming later.
    const rail = page.getByRole('list', { name: 'Bookings waiting for a table' });
    const items = await rail.locator(':scope > li').allInnerTexts();
    const laterAt = items.findIndex((text) => /^Coming later/i.test(text.trim()));
    const wendyAt = items.findIndex((text) => text.includes('Wendy Waiting'));
    const larryAt = items.findIndex((text) => text.includes('Larry Later'));
    expect(wendyAt).toBeGreaterThanOrEqual(0);
    expect(laterAt).toBeGreaterThan(wendyAt);
    expect(larryAt).toBeGreaterThan(laterAt);

    await plan.scrollIntoViewIfNeeded();
    await keepShot(page, `floor-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('floor-plan').scrollIntoViewIfNeeded();
  await simulateDeuteranopia(page);
  await keepShot(page, `floor-1280-deuteranopia`, { fullPage: true });
});
