// Availability: in-process (scripts/bench-availability.ts: 90 days of one outlet with 40 bookings a
// day, and one day across 50 outlets), then over HTTP for 90 days of a demo outlet. Called by
// scripts/bench.mjs with a running server.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import path from 'node:path';
import { context, percentile, underLimit } from './bench-report.mjs';
import { scaled } from './bench-smoke.mjs';

const DAYS = scaled(90, 5);
const MONTHS = scaled(10, 2);
const WARM_UP_PASSES = scaled(3, 1);
const PASSES = scaled(5, 1);
const root = path.resolve(import.meta.dirname, '..');

export async function benchAvailability({ base }) {
  const figures = [];
  const local = JSON.parse(
    execFileSync('npx', ['tsx', 'scripts/bench-availability.ts'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop(),
  );
  figures.push(
    underLimit(
      'availability-90-days-in-process',
      'availability in-process, one outlet, 90-day window, 40 bookings a day (median of 5 passes)',
      local.total90,
      'ms',
      20,
      `per day p50 ${local.p50.toFixed(2)} ms, p95 ${local.p95.toFixed(2)} ms; first pass (V8 compiling) ${local.firstPass.toFixed(1)} ms`,
    ),
  );
  figures.push(
    context('availability-50-outlets-in-process', 'availability in-process, one day across 50 outlets', local.fiftyOutlets, 'ms'),
  );

  const sha512Pin = createHash('sha512').update('2468').digest('hex');
  const session = await (
    await fetch(`${base}/api/auth/pin-login-remember-me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'JG-ORCHARD', sha512Pin }),
    })
  ).json();
  if (!session.hostV2AuthToken) throw new Error(`sign-in as JG-ORCHARD: ${JSON.stringify(session)}`);
  const headers = { authorization: `Bearer ${session.hostV2AuthToken}` };
  // A host stand's browser keeps its connection to the server and asks for brotli: so does this client (node:http on one
  // kept-alive socket, the answer decompressed). Node's fetch spent 1-2 ms of each request in the client itself
  // (docs/decisions/017-availability-reads.md), as much as the server's own work on a kept day.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const getDay = (date) =>
    new Promise((resolve, reject) => {
      const url = new URL(`${base}/api/v1/outlets/${session.outlet.id}/availability?date=${date}&pax=4`);
      const request = http.get(url, { agent, headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          if (res.statusCode !== 200) reject(new Error(`availability ${date}: ${res.statusCode} ${plain}`));
          else resolve(plain);
        });
      });
      request.on('error', reject);
    });
  const askDays = async () => {
    const times = [];
    for (let d = 0; d < DAYS; d++) {
      const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      const t0 = performance.now();
      await getDay(date);
      times.push(performance.now() - t0);
    }
    return times;
  };
  // Warm-up passes, not counted, as the writes' first bookings are not: until V8 has optimised the route and each
  // pooled connection has planned its statement, the first pass's p95 is two to four times a warm one's (11-25 ms
  // against 5-8 ms in a probe's passes, docs/decisions/017-availability-reads.md). The figure is the warm server's.
  const warmUps = [];
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) warmUps.push(percentile(await askDays(), 0.95));
  // The server keeps each day read until the outlet's next change (decision 017): the passes after the first ask kept
  // days, as a host stand asks its day again and again between bookings.
  const times = [];
  for (let pass = 0; pass < PASSES; pass++) times.push(...(await askDays()));
  figures.push(
    underLimit(
      'availability-day-http-kept-p95',
      `availability over HTTP, one outlet-day kept since the outlet's last change, p95 of ${PASSES} passes of ${DAYS} days, ` +
        `after ${WARM_UP_PASSES} not counted`,
      percentile(times, 0.95),
      'ms',
      5,
      `p50 ${percentile(times, 0.5).toFixed(1)} ms; the warm-up passes' p95 ${warmUps.map((ms) => ms.toFixed(1)).join(', ')} ms`,
    ),
  );
  // The same days, each read from PostgreSQL: before each pass a booking (far ahead, a different time each pass) is the
  // outlet's change that drops every day it kept.
  const readTimes = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const change = await fetch(`${base}/api/v1/outlets/${session.outlet.id}/reservations`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        reservationDate: new Date(Date.now() + (150 + pass) * 86_400_000).toISOString().slice(0, 10),
        reservationTime: `${17 + pass}:30:00`,
        numberOfAdults: 2,
        customerPhone: `+65 8${String(900_000 + pass).padStart(7, '0')}`,
        customerFirstName: 'Bench',
      }),
    });
    if (change.status !== 201) throw new Error(`a booking to drop the kept days: ${change.status} ${await change.text()}`);
    readTimes.push(...(await askDays()));
  }
  figures.push(
    underLimit(
      'availability-day-http-p95',
      `availability over HTTP, one outlet-day read from PostgreSQL (a booking dropped the kept days before each pass), ` +
        `p95 of ${PASSES} passes`,
      percentile(readTimes, 0.95),
      'ms',
      5,
      `p50 ${percentile(readTimes, 0.5).toFixed(1)} ms`,
    ),
  );

  // What a booking page asks first: which days of the next month have a time for 4, online.
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const months = [];
  for (let i = 0; i < MONTHS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/outlets/${session.outlet.id}/availability/days?from=${from}&to=${to}&pax=4&channel=online`, {
      headers,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`availability/days: ${res.status}`);
    months.push(performance.now() - t0);
  }
  figures.push(
    underLimit(
      'availability-month-http',
      `availability over HTTP, which of 31 days have a time for 4 online (median of ${MONTHS})`,
      percentile(months, 0.5),
      'ms',
      30,
      `slowest ${Math.max(...months).toFixed(1)} ms`,
    ),
  );
  agent.destroy();
  return figures;
}
