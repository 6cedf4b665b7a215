// The floor at scale: a 60-table area with combinations and 150 bookings on one day, built through
// the API; then table suggestions per second (in-process and over HTTP) and the time to load that
// floor (its two API calls, and a browser drawing it). Called by scripts/bench.mjs with a running server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { context, overLimit, underLimit } from './bench-report.mjs';
import { benchFloorOutlet, call } from './bench-fixtures.mjs';
import { launchChromium } from './bench-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchFloor({ base }) {
  const figures = [];
  const inProcess = JSON.parse(execFileSync('npx', ['tsx', 'scripts/bench-floor-domain.ts'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop());
  figures.push(
    context(
      'suggestions-in-process',
      'table suggestions in-process (60 tables, 40 combinations, 150 holds)',
      inProcess.perSecond,
      '/s',
      `${(inProcess.combinationsPerSecond / 1e6).toFixed(2)} M combinations checked /s`,
    ),
  );

  const { headers, cookie, outletId, area, date: tomorrow } = await benchFloorOutlet(base);

  // Suggestions over HTTP, 8 at a time.
  let next = 0;
  const total = 300;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < total) {
        const i = next++;
        await call(base, headers, 'GET', `/api/v1/outlets/${outletId}/table-suggestions?date=${tomorrow}&time=${['12:00:00', '19:00:00', '20:30:00'][i % 3]}&pax=${1 + (i % 8)}&areaId=${area.id}`);
      }
    }),
  );
  figures.push(overLimit('suggestions-http', `table suggestions over HTTP, 60-table floor (${total} requests, 8 at a time)`, total / ((performance.now() - started) / 1000), '/s', 2000));

  // Loading that floor: the book of the day and the areas, as the floor view fetches them.
  const times = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await Promise.all([call(base, headers, 'GET', `/api/v1/outlets/${outletId}/reservations?date=${tomorrow}`), call(base, headers, 'GET', `/api/v1/outlets/${outletId}/areas`)]);
    times.push(performance.now() - t0);
  }
  const day = await call(base, headers, 'GET', `/api/v1/outlets/${outletId}/reservations?date=${tomorrow}`);
  figures.push(context('floor-data-http', `floor data for 60+16 tables and ${day.reservations.length} bookings (day and areas, median of 10)`, median(times), 'ms'));

  const browser = await launchChromium();
  const browserContext = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  await browserContext.addCookies([{ name: cookie.split('=')[0], value: cookie.split('=').slice(1).join('='), url: base }]);
  const page = await browserContext.newPage();
  await page.goto(`${base}/en_SG/reservations?view=floor&date=${tomorrow}`);
  await page.getByRole('tab', { name: 'Bench hall' }).waitFor();
  const drawn = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await page.reload();
    await page.getByRole('tab', { name: 'Bench hall' }).click();
    await page.getByTestId('floor-table-B60').waitFor();
    drawn.push(performance.now() - t0);
  }
  await browser.close();
  figures.push(underLimit('web-reload-floor', 'reload to the 60-table floor drawn in Chromium (median of 5, warm cache)', median(drawn), 'ms', 700));
  return figures;
}
