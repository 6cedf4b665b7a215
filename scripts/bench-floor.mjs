// The floor at scale: a 60-table area with combinations and 150 bookings on one day, built through
// the API; then table suggestions per second (in-process and over HTTP) and the time to load that
// floor (its two API calls, and a browser drawing it). Called by scripts/bench.mjs with a running server.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { context, overLimit, underLimit } from './bench-report.mjs';
import { launchChromium } from './bench-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function signIn(base, code, pin) {
  const sha512Pin = createHash('sha512').update(pin).digest('hex');
  const res = await fetch(`${base}/api/auth/pin-login-remember-me`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, sha512Pin }) });
  const session = await res.json();
  return { session, cookie: res.headers.getSetCookie()[0].split(';')[0], headers: { authorization: `Bearer ${session.hostV2AuthToken}`, 'content-type': 'application/json' } };
}

async function call(base, headers, method, url, body) {
  const res = await fetch(base + url, { method, headers, body: body ? JSON.stringify(body) : undefined });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

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

  const { session, cookie, headers } = await signIn(base, 'JG-TPAGAR', '1357');
  const outletId = session.outlet.id;
  const area = await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/areas`, { name: 'Bench hall', displayName: 'Bench hall', maxPax: 12 });
  const tables = [];
  for (let i = 0; i < 60; i++) tables.push(await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/tables`, { areaId: area.id, name: `B${i + 1}`, maxPax: [2, 4, 4, 6][i % 4] }));
  for (let i = 0; i < 30; i++)
    await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/table-combinations`, {
      name: `B${2 * i + 1} + B${2 * i + 2}`,
      tableIds: [tables[2 * i].id, tables[2 * i + 1].id],
      minPax: 3,
      maxPax: tables[2 * i].maxPax + tables[2 * i + 1].maxPax,
    });
  for (let i = 0; i < 10; i++)
    await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/table-combinations`, {
      name: `B${3 * i + 1}-B${3 * i + 3}`,
      tableIds: [0, 1, 2].map((k) => tables[3 * i + k].id),
      minPax: 6,
      maxPax: 10,
    });
  // 150 bookings tomorrow (today may have no future times left): 60 tables, three sittings each,
  // spread over the services' slots so no slot's pacing limit is reached.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const at = (start, quarter) => {
    const m = start + quarter * 15;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  };
  for (let k = 0; k < 150; k++) {
    const time = k < 60 ? at(11 * 60 + 30, k % 12) : k < 120 ? at(17 * 60 + 30, k % 6) : at(20 * 60 + 45, k % 5);
    await call(base, headers, 'POST', `/api/v1/outlets/${outletId}/reservations`, {
      reservationDate: tomorrow,
      reservationTime: time,
      numberOfAdults: 2,
      customerPhone: `+65 8${String(2000000 + k)}`,
      customerFirstName: `Floor ${k}`,
      tableIds: [tables[k % 60].id],
    });
  }

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
