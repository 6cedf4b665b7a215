// The diners' booking page (issue 18) under load, over HTTP: the day's times as the page asks for
// them, and diners' bookings, each from its own address and phone (the page's limits are per
// address and per phone, so many diners are many addresses: the bench server trusts one proxy hop
// and each request names its diner in X-Forwarded-For). Called by scripts/bench.mjs.
import autocannon from 'autocannon';
import { context, underLimit } from './bench-report.mjs';
import { expectAnswers, scaled } from './bench-smoke.mjs';

const SLUG = 'jade-garden-tanjong-pagar';
const CLIENTS = scaled(16, 4);
const BOOKINGS = scaled(1000, 20);
const READ_SECONDS = scaled(8, 1);
/** Days ahead the bookings start: clear of the demo's own days and the other sections'. */
const FIRST_DAY = 400;

const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const dayAfter = (today, days) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function benchBookingPage({ base }) {
  const page = await getJson(`${base}/api/book/${SLUG}`);
  const sample = await getJson(`${base}/api/book/${SLUG}/times?date=${dayAfter(page.today, FIRST_DAY)}&pax=2`);
  // Every online time of a day (both services, each area's): one booking per date and time, so no
  // slot's pacing or table is what the figure measures.
  const times = [...new Set(sample.services.flatMap((s) => s.times.filter((t) => t.available).map((t) => t.time.slice(0, 5))))];
  if (!times.length) throw new Error(`no online times at ${SLUG} on ${sample.date}`);

  let read = 0;
  const reads = await autocannon({
    url: base,
    connections: CLIENTS,
    duration: READ_SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const i = read++;
          return {
            ...request,
            path: `/api/book/${SLUG}/times?date=${dayAfter(page.today, 1 + (i % 60))}&pax=${2 + (i % 4)}`,
            headers: { 'x-forwarded-for': addressOf(i) },
          };
        },
      },
    ],
  });

  let next = 0;
  const started = performance.now();
  const writes = await autocannon({
    url: base,
    connections: CLIENTS,
    amount: BOOKINGS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = next++;
          const body = {
            reservationDate: dayAfter(page.today, FIRST_DAY + Math.floor(i / times.length)),
            reservationTime: times[i % times.length],
            numberOfAdults: 2,
            customerPhone: `+65 9${String(3_000_000 + i).padStart(7, '0')}`,
            customerFirstName: 'Diner',
            customerLastName: String(i),
            acceptPolicies: true,
            language: 'en',
          };
          return {
            ...request,
            path: `/api/book/${SLUG}/reservations`,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(100_000 + i) },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  expectAnswers(`GET /api/book/${SLUG}/times`, reads, [200]);
  expectAnswers(`POST /api/book/${SLUG}/reservations`, writes, [201]);
  const statuses = (result) =>
    JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])));
  const booked = writes.statusCodeStats?.[201]?.count ?? 0;
  return [
    underLimit(
      'book-page-times-p99',
      `GET /api/book/{outlet}/times p99, ${CLIENTS} diners at once (the day's times by service and area)`,
      reads.latency.p99,
      'ms',
      1000,
      `${reads.requests.average.toFixed(0)} requests/s, p50 ${reads.latency.p50} ms; answers ${statuses(reads)}`,
    ),
    context(
      'book-page-bookings',
      `diners' bookings/s, ${CLIENTS} at once, each from its own address and phone (${BOOKINGS} bookings)`,
      booked / seconds,
      '/s',
      `p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms; answers ${statuses(writes)}`,
    ),
  ];
}
