// The reports (issue 31) on the demo data and on the scale data set (issue 34) in the same run: p50/p95
// over HTTP, sequentially, of an outlet's last week, last month and whole year, and a merchant's outlets
// side by side for last week and last month; target 300 ms each at either size, and the ratio scale/demo
// per report. The demo has five past weeks at every outlet (apps/server/src/seed/demo-history.ts); the
// scale data set a year of twenty outlets (apps/server/src/seed/scale). Measured on both servers by
// scripts/bench-growth.mjs, which shares this file's sign-in and timing with the hot reads.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { signIn } from './bench-fixtures.mjs';
import { context, percentile, underLimit } from './bench-report.mjs';
import { scaled } from './bench-smoke.mjs';
import { SCALE_MERCHANT, SCALE_TODAY } from './seed-scale.mjs';

const ROUNDS = scaled(30, 2);
const WARM_UPS = scaled(3, 1);
const TARGET_MS = 300;

/** A calendar date `days` from `date` (YYYY-MM-DD), by the calendar alone. */
export const plusDays = (date, days) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The ranges a merchant asks on a Monday, from `today` (YYYY-MM-DD): last week (Monday to Sunday), last month, the last 365 days. */
function rangesFrom(today) {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const weekFrom = plusDays(today, -weekday - 7);
  const monthStart = `${today.slice(0, 7)}-01`;
  return {
    week: { from: weekFrom, to: plusDays(weekFrom, 6), label: 'last week' },
    month: { from: `${plusDays(monthStart, -1).slice(0, 7)}-01`, to: plusDays(monthStart, -1), label: 'last month' },
    year: { from: plusDays(today, -365), to: plusDays(today, -1), label: 'last 365 days' },
  };
}

export async function merchantSession(base, email, password, brandName) {
  const sha512Pw = createHash('sha512').update(password).digest('hex');
  const res = await fetch(`${base}/api/auth/email-login-remember-me`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, sha512Pw }),
  });
  const session = await res.json();
  if (res.status !== 200) throw new Error(`merchant sign-in: ${res.status} ${JSON.stringify(session)}`);
  const brand = session.userInfo.brands.find((b) => b.brandName === brandName);
  return { headers: { authorization: `Bearer ${session.hostV2AuthToken}` }, brandId: brand.id, outlets: brand.outlets };
}

export async function measure(base, headers, url, check, { rounds = ROUNDS, warmUps = WARM_UPS } = {}) {
  const times = [];
  let body;
  // The first read of a range reads its settled days and keeps them (docs/decisions/028-report-days.md): told apart.
  let first;
  for (let i = 0; i < rounds + warmUps; i++) {
    const started = performance.now();
    const res = await fetch(base + url, { headers });
    body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    first ??= ms;
    if (i >= warmUps) times.push(ms);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), detail: `${check(body)}, first read ${Math.round(first)} ms` };
}

/** The five reports on one server: an outlet's (signed in with its PIN) and a merchant's brand, over the ranges from `today`. */
export async function measureReports(base, who) {
  const ranges = rangesFrom(who.today);
  const merchant = await merchantSession(base, who.email, who.password, who.brandName);
  const outlet = await signIn(base, who.outletCode, who.outletPin);
  const outletHeaders = outlet.headers;
  const outletId = outlet.session.outlet.id;
  const outletUrl = (r) => `/api/v1/outlets/${outletId}/reports?from=${r.from}&to=${r.to}`;
  const brandUrl = (r) => `/api/v1/brands/${merchant.brandId}/reports?from=${r.from}&to=${r.to}`;
  const covers = (report) => `${report.totals.bookings.toLocaleString('en')} bookings, ${report.totals.covers.toLocaleString('en')} covers`;
  const brandCovers = (report) => `${report.outlets.length} outlets, ${covers(report)}`;
  const cases = [
    ['outlet-week', `an outlet's ${ranges.week.label}`, outletHeaders, outletUrl(ranges.week), covers],
    ['outlet-month', `an outlet's ${ranges.month.label}`, outletHeaders, outletUrl(ranges.month), covers],
    ['outlet-year', `an outlet's ${ranges.year.label}`, outletHeaders, outletUrl(ranges.year), covers],
    ['brand-week', `a merchant's outlets side by side, ${ranges.week.label}`, merchant.headers, brandUrl(ranges.week), brandCovers],
    ['brand-month', `a merchant's outlets side by side, ${ranges.month.label}`, merchant.headers, brandUrl(ranges.month), brandCovers],
  ];
  const results = new Map();
  for (const [id, label, headers, url, check] of cases) {
    const r = await measure(base, headers, url, check);
    results.set(id, {
      ...r,
      label,
      range: url
        .match(/from=([\d-]+)&to=([\d-]+)/)
        .slice(1)
        .join('..'),
    });
  }
  return results;
}

/** The demo's merchant and outlet: Jade Garden (three outlets with Mawar Bangsar, two in the brand), Orchard. */
export const DEMO = {
  email: 'owner@jadegarden.sg',
  password: 'host-demo-2026',
  brandName: 'Jade Garden',
  outletCode: 'JG-ORCHARD',
  outletPin: '2468',
};
/** The scale's: Lotus Kitchen's three Singapore outlets, and its 60-table Raffles Place. */
export const SCALE = {
  email: SCALE_MERCHANT.email,
  password: SCALE_MERCHANT.password,
  brandName: 'Lotus Kitchen',
  outletCode: 'LK-RAFFLES',
  outletPin: '8080',
  today: SCALE_TODAY,
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const residentMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** The report figures, demo and scale side by side, with the ratio scale/demo of each. */
export function reportFigures(demo, scale) {
  const figures = [];
  for (const [id, d] of demo) {
    const s = scale.get(id);
    figures.push(
      underLimit(
        `reports-${id}`,
        `report p95, demo: ${d.label}`,
        d.p95,
        'ms',
        TARGET_MS,
        `${d.range}, p50 ${d.p50.toFixed(1)} ms, ${d.detail}`,
      ),
      underLimit(
        `reports-scale-${id}`,
        `report p95, scale: ${s.label}`,
        s.p95,
        'ms',
        TARGET_MS,
        `${s.range}, p50 ${s.p50.toFixed(1)} ms, ${s.detail}`,
      ),
      // How the report grows from the demo's five weeks of small outlets to a year of 60 tables: context, no target.
      {
        ...context(`reports-ratio-${id}`, `  scale / demo: ${d.label}`, s.p95, 'ms'),
        anchor: { name: 'demo', value: d.p95 },
        ratio: s.p95 / d.p95,
      },
    );
  }
  return figures;
}
