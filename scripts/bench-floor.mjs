// The floor at scale: a 60-table area with combinations and 150 bookings on one day, built through
// the API; then table suggestions per second (in-process and over HTTP) and the time to load that
// floor's two API calls (a browser drawing it is in scripts/bench-web.mjs). Called by scripts/bench.mjs
// with a running server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { context, overLimit } from './bench-report.mjs';
import { benchFloorOutlet, call } from './bench-fixtures.mjs';

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

  const { headers, outletId, area, date: tomorrow } = await benchFloorOutlet(base);

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

  return figures;
}
