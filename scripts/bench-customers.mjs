// The guest book at scale (issue 12): 100,000 guests in one brand, seeded in one INSERT ... SELECT
// (Chinese, Malay and romanised names; Singapore and Malaysia phones) with 30,000 past bookings for
// the figures, then p50/p95 of GET /api/v1/brands/{id}/customers?q=... over HTTP, sequentially, for a
// name, a CJK name, a short name, a phone fragment and a phone as written, a filter with a sort, and
// the next page. Target: p95 under 30 ms. Called by scripts/bench.mjs with a running server.
import pg from 'pg';
import { benchDatabase, signIn } from './bench-fixtures.mjs';
import { context, percentile, underLimit } from './bench-report.mjs';
import { scaled } from './bench-smoke.mjs';

export const GUESTS = scaled(100_000, 1_000);
const BOOKINGS = scaled(30_000, 300);
const ROUNDS = scaled(200, 3);
/** The first requests of each search warm the caches and are not counted. */
const WARM_UPS = scaled(10, 1);
const TARGET_MS = 30;

async function signInToOrchard(base) {
  const { session, headers } = await signIn(base, 'JG-ORCHARD', '2468');
  return { headers: { authorization: headers.authorization }, outletId: session.outlet.id, brandId: session.outlet.brandId };
}

async function seed(dataDir, brandId, outletId) {
  const db = new pg.Client(benchDatabase(dataDir));
  await db.connect();
  try {
    const started = performance.now();
    await db.query(
      `insert into customers (brand_id, first_name, last_name, phone, email, can_send_sms_marketing, can_send_email_marketing, created_at)
       select $1,
         case i % 3
           when 0 then (array['美玲','志明','家豪','淑芬','俊傑','雅婷','建國','慧敏','嘉欣','偉強'])[1 + (i / 3) % 10]
           when 1 then (array['Nur Aisyah','Muhammad Hafiz','Siti Nurhaliza','Ahmad Faiz','Farah','Nurul Izzah','Amir'])[1 + (i / 3) % 7]
           else (array['Wei Ming','Mei Ling','Jun Jie','Hui Min','Kok Leong','Siew Lan','Jia Hui','Zhi Hao'])[1 + (i / 3) % 8]
         end,
         case i % 3
           when 0 then (array['陈','林','黄','张','李','王','吴','刘','蔡','杨','郑','谢'])[1 + (i / 11) % 12]
           when 1 then (array['binti Ahmad','bin Hassan','binti Ismail','bin Abdullah','binti Rahman','bin Osman'])[1 + (i / 11) % 6]
           else (array['Tan','Lim','Ng','Lee','Wong','Goh','Chua','Teo','Ong','Koh','Chan','Yeo'])[1 + (i / 11) % 12]
         end,
         case when i % 4 = 0 then '+601' || (20000000 + i)::text else '+65' || (80000000 + i)::text end,
         case when i % 5 = 0 then 'guest' || i || '@example.com' end,
         (i % 2)::smallint, (i % 3 = 0)::int::smallint,
         now() - make_interval(mins => i)
       from generate_series(1, $2::int) as i
       on conflict do nothing`,
      [brandId, GUESTS],
    );
    await db.query(
      `insert into reservations (code, outlet_id, customer_id, source, dining_interval, reservation_date, reservation_time, starts_at,
         number_of_adults, status)
       select 'BENCH' || lpad(n::text, 7, '0'), $2, c.id, 'restaurant', 7200, d, time '19:00', d + time '11:00', 2 + n % 4,
         (array[3, 3, 3, 5, 4])[1 + n % 5]
       from (select id, row_number() over (order by id) as n from customers where brand_id = $1 and phone like '+658%' limit $3) c,
         lateral (select date '2025-01-01' + (n % 440)::int as d) day`,
      [brandId, outletId, BOOKINGS],
    );
    await db.query('analyze customers; analyze reservations');
    const [{ count }] = (await db.query('select count(*)::int as count from customers where brand_id = $1', [brandId])).rows;
    return { count, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.end();
  }
}

async function measure(base, headers, url) {
  const times = [];
  let found = 0;
  for (let i = 0; i < ROUNDS + WARM_UPS; i++) {
    const started = performance.now();
    const res = await fetch(base + url, { headers });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    found = body.items.length;
    if (i >= WARM_UPS) times.push(ms);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), found };
}

export async function benchCustomers({ base, dataDir }) {
  const api = await signInToOrchard(base);
  const seeded = await seed(dataDir, api.brandId, api.outletId);
  const figures = [
    context(
      'guestbook-seed',
      `seeding ${seeded.count.toLocaleString('en')} guests and ${BOOKINGS.toLocaleString('en')} past bookings in one brand`,
      seeded.seconds,
      's',
    ),
  ];
  const list = `/api/v1/brands/${api.brandId}/customers`;
  const first = await (await fetch(`${base}${list}?limit=50`, { headers: api.headers })).json();
  const cases = [
    ['name "Tan Wei Ming"', '?q=Tan%20Wei%20Ming'],
    ['name "Nur Aisyah"', '?q=Nur%20Aisyah'],
    ['CJK name "陈美玲"', `?q=${encodeURIComponent('陈美玲')}`],
    ['CJK 2 characters "美玲"', `?q=${encodeURIComponent('美玲')}`],
    ['short name "Ng"', '?q=Ng'],
    ['phone fragment "8004 56"', `?q=${encodeURIComponent('8004 56')}`],
    ['phone as written "+65 8001 2345"', `?q=${encodeURIComponent('+65 8001 2345')}`],
    ['phone as written "012-002 4680" (MY)', `?q=${encodeURIComponent('012-002 4680')}`],
    ['name + SMS consent, by last visit', '?q=Tan&smsMarketing=1&sort=lastVisit&direction=desc'],
    ['no-shows >= 1, by visits', '?minNoShows=1&sort=visits&direction=desc'],
    ['whole book by name, 2nd page', `?limit=50&cursor=${first.nextCursor}`],
  ];
  for (const [label, query] of cases) {
    const r = await measure(base, api.headers, list + query);
    figures.push(
      underLimit(
        `guestbook-${label
          .replace(/[^a-z0-9]+/gi, '-')
          .toLowerCase()
          .replace(/^-|-$/g, '')}`,
        `guest search p95: ${label}`,
        r.p95,
        'ms',
        TARGET_MS,
        `p50 ${r.p50.toFixed(1)} ms, ${r.found} rows`,
      ),
    );
  }
  return figures;
}
