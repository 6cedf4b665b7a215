// The floor at scale: a 60-table area with combinations and 150 bookings on one day, built through
// the API; then table suggestions per second (in-process and over HTTP) and the time to load that
// floor's two API calls (a browser drawing it is in scripts/bench-web.mjs). Called by scripts/bench.mjs
// with a running server.
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import path from 'node:path';
import { context, overLimit } from './bench-report.mjs';
import { benchFloorOutlet, call } from './bench-fixtures.mjs';
import { scaled } from './bench-smoke.mjs';

const LOAD_SECONDS = scaled(5, 1);
const FLOOR_LOADS = scaled(10, 2);

const root = path.resolve(import.meta.dirname, '..');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchFloor({ base }) {
  const figures = [];
  const inProcess = JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/bench-floor-domain.ts'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop(),
  );
  figures.push(
    context(
      'suggestions-in-process',
      'table suggestions in-process (60 tables, 40 combinations, 150 holds)',
      inProcess.perSecond,
      '/s',
      `${(inProcess.combinationsPerSecond / 1e6).toFixed(2)} M combinations checked /s`,
    ),
  );

  const { headers, outletId, area, tables, date: tomorrow } = await benchFloorOutlet(base);

  // Suggestions over HTTP, 8 connections, for 5 s (1 s in a smoke run) after a 1 s warm-up.
  // autocannon rather than fetch: on two cores fetch's own client work took a large share of the CPU
  // the server needed (its figure measured the client as much as the server); autocannon's is a few
  // times cheaper.
  const paths = ['12:00:00', '19:00:00', '20:30:00'].flatMap((time) =>
    [1, 2, 4, 6, 8].map(
      (pax) => `/api/v1/outlets/${outletId}/table-suggestions?date=${tomorrow}&time=${time}&pax=${pax}&areaId=${area.id}`,
    ),
  );
  const load = (duration) =>
    autocannon({
      url: base,
      connections: 8,
      duration,
      headers: { authorization: headers.authorization },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
  await load(1);
  const result = await load(LOAD_SECONDS);
  if (result.non2xx || result.errors) throw new Error(`table suggestions: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  figures.push(
    overLimit(
      'suggestions-http',
      `table suggestions over HTTP, ${tables.length}-table floor (autocannon, 8 connections, ${LOAD_SECONDS} s)`,
      result.requests.total / (result.duration ?? LOAD_SECONDS),
      '/s',
      2000,
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; the load generator shares the machine's cores`,
    ),
  );

  // Loading that floor: the book of the day and the areas, as the floor view fetches them.
  const times = [];
  for (let i = 0; i < FLOOR_LOADS; i++) {
    const t0 = performance.now();
    await Promise.all([
      call(base, headers, 'GET', `/api/v1/outlets/${outletId}/reservations?date=${tomorrow}`),
      call(base, headers, 'GET', `/api/v1/outlets/${outletId}/areas`),
    ]);
    times.push(performance.now() - t0);
  }
  const day = await call(base, headers, 'GET', `/api/v1/outlets/${outletId}/reservations?date=${tomorrow}`);
  figures.push(
    context(
      'floor-data-http',
      `floor data for ${tables.length}+16 tables and ${day.reservations.length} bookings (day and areas, median of ${FLOOR_LOADS})`,
      median(times),
      'ms',
    ),
  );

  return figures;
}
