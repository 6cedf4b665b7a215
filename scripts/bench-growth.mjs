// How every hot read grows with the history (issue 34, point 2), p95 over HTTP, sequentially, in one run: the same reads
// of the same outlet (Lotus Kitchen Raffles Place, 60 tables, at 19:30 on the data set's today) on the scale data set's
// twenty outlets two weeks into Host (the anchor: the same floors and as busy a day, a short history) and a year into it
// (1.5 million bookings, 300,000 guests, a million messages). Each figure is the ratio year/two weeks against its target:
// a read of one day, one month, one page or one guest must not grow with the history (at most 1.5), a search at most 3.
// The demo's outlets are not the anchor: their 16 tables and 28 bookings a day would measure the day's size, not the
// history's. The reports (issue 31) stay measured on the demo and on the year, against their own 300 ms. Called by
// scripts/bench.mjs with the demo server running, before the guest-book section adds its guests to the demo brand; each
// data set's server is its own (HOST_NOW pinned to the data set's 19:30, so the day has a service running).
import { call, signIn } from './bench-fixtures.mjs';
import { context, figure, underLimit } from './bench-report.mjs';
import { DEMO, SCALE, freePort, measure, measureReports, merchantSession, plusDays, reportFigures, residentMb } from './bench-reports.mjs';
import { scaled, SMOKE } from './bench-smoke.mjs';
import { scaleDataSet, startScaleServer } from './seed-scale.mjs';

// More rounds than the reports': a ratio of two p95s of a few milliseconds is read off their tails, where one pause of the
// garbage collector in thirty requests moved it by half.
const ROUNDS = scaled(60, 2);
const WARM_UPS = scaled(5, 1);
const PER_DAY = 1.5;
const SEARCH = 3;
const MEMORY_LIMIT_MB = 300;

/** The hot reads of one outlet and its brand, as the host screen, the guest book and the money pages make them. */
async function measureHotReads(base, who) {
  const outlet = await signIn(base, who.outletCode, who.outletPin);
  const merchant = await merchantSession(base, who.email, who.password, who.brandName);
  const outletId = outlet.session.outlet.id;
  const brandId = merchant.brandId;
  const day = await call(base, outlet.headers, 'GET', `/api/v1/outlets/${outletId}/reservations?date=${who.today}`);
  // A guest of tonight's book with a phone, as the host would look them up: by last name, by the phone's last eight digits.
  // A regular where there is one: their profile and history are the long ones.
  const withPhone = day.reservations.map((r) => r.user).filter((u) => u?.phone && u.lastName.length >= 2);
  const guest = withPhone.find((u) => u.autoTags.some((tag) => tag.code === 'REGULAR')) ?? withPhone[0];
  if (!guest) throw new Error(`no guest with a phone in ${who.outletCode}'s book of ${who.today}`);
  const digits = guest.phone.replace(/\D/g, '').slice(-8);
  const counted = (key) => (body) => `${(body[key] ?? body).length ?? 0} ${key}`;
  const cases = [
    [
      'book',
      "the day's book",
      outlet.headers,
      `/api/v1/outlets/${outletId}/reservations?date=${who.today}`,
      counted('reservations'),
      PER_DAY,
    ],
    [
      'availability-day',
      'availability, an outlet-day (tomorrow)',
      outlet.headers,
      `/api/v1/outlets/${outletId}/availability?date=${plusDays(who.today, 1)}&pax=2`,
      () => 'pax 2',
      PER_DAY,
    ],
    [
      'availability-month',
      'availability, a month of days',
      outlet.headers,
      `/api/v1/outlets/${outletId}/availability/days?from=${who.today}&to=${plusDays(who.today, 30)}&pax=2&channel=online`,
      () => '31 days',
      PER_DAY,
    ],
    [
      'floor',
      "the floor's tables",
      outlet.headers,
      `/api/v1/outlets/${outletId}/areas`,
      (areas) => `${areas.flatMap((a) => a.tables).length} tables`,
      PER_DAY,
    ],
    [
      'search-name',
      'guest search by name',
      outlet.headers,
      `/api/v1/brands/${brandId}/customers?q=${encodeURIComponent(guest.lastName)}`,
      counted('items'),
      SEARCH,
    ],
    ['search-phone', 'guest search by phone', outlet.headers, `/api/v1/brands/${brandId}/customers?q=${digits}`, counted('items'), SEARCH],
    ['profile', "a guest's profile", outlet.headers, `/api/v1/customers/${guest.id}`, (c) => `${c.figures.visits} visits`, PER_DAY],
    [
      'profile-history',
      "a guest's history",
      outlet.headers,
      `/api/v1/customers/${guest.id}/reservations`,
      (v) => `${v.length} bookings`,
      PER_DAY,
    ],
    [
      'transactions',
      'transactions, first page with totals (all time)',
      merchant.headers,
      `/api/v1/outlets/${outletId}/transactions?limit=50`,
      counted('items'),
      PER_DAY,
    ],
    ['ledger', 'the delivery ledger, first page', outlet.headers, `/api/v1/outlets/${outletId}/messages`, counted('items'), PER_DAY],
  ];
  const results = new Map();
  for (const [id, label, headers, url, check, target] of cases)
    results.set(id, { ...(await measure(base, headers, url, check, { rounds: ROUNDS, warmUps: WARM_UPS })), label, target });
  return results;
}

/** The hot reads on a data set's own server, stopped after; its resident memory then, too. */
async function onScaleServer(data, work) {
  const server = await startScaleServer({ dir: data.dir, port: await freePort() });
  try {
    const result = await work(server.base);
    return { ...result, rss: residentMb(server.pid) };
  } finally {
    await server.stop();
  }
}

export async function benchGrowth({ base }) {
  // The demo's days are relative to the real today, in Singapore (the demo brand's zone).
  const demoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
  const demoReports = await measureReports(base, { ...DEMO, today: demoToday });

  const say = (line) => console.error(`bench: growth: ${line}`);
  const data = scaleDataSet({ tiny: SMOKE, say });
  // A smoke run reads the tiny set twice: it checks that each read still runs, not how it grows.
  const anchorData = SMOKE ? data : scaleDataSet({ tiny: false, fresh: true, say });
  const anchor = await onScaleServer(anchorData, async (at) => ({ reads: await measureHotReads(at, SCALE) }));
  const year = await onScaleServer(data, async (at) => ({
    reads: await measureHotReads(at, SCALE),
    reports: await measureReports(at, SCALE),
  }));
  const rss = year.rss;

  const counts = data.built.counts;
  const figures = [
    context(
      'scale-data-set',
      `time to build the scale data set${SMOKE ? ' (tiny)' : ''}, ${(counts.reservations ?? 0).toLocaleString('en')} bookings` +
        (data.fresh ? ' (built in this run)' : ' (kept from an earlier run)'),
      data.built.seconds,
      's',
      `built in ${data.built.seconds.toFixed(0)} s; ${Object.entries(counts)
        .filter(([, n]) => n >= 1000)
        .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
        .join(', ')}`,
    ),
  ];
  for (const [id, d] of anchor.reads) {
    const s = year.reads.get(id);
    figures.push(
      figure({
        id: `growth-${id}`,
        name: `p95 a year / two weeks: ${d.label}`,
        value: s.p95,
        unit: 'ms',
        anchor: { name: '2 weeks', value: d.p95 },
        target: { at: 'most', ratio: d.target },
        detail: `two weeks: p50 ${d.p50.toFixed(1)} ms, ${d.detail}; a year: p50 ${s.p50.toFixed(1)} ms, ${s.detail}`,
      }),
    );
  }
  figures.push(...reportFigures(demoReports, year.reports));
  figures.push(underLimit('reports-scale-server-rss', 'scale server resident memory after its reads', rss, 'MB', MEMORY_LIMIT_MB));
  return figures;
}
