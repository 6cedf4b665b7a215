// Booking writes through HTTP (issue 16): staff bookings (auth, rules, availability with the floor,
// insert, history, publish) with 16 clients spread over 20 outlets, then 16 clients on one hot
// outlet, then 50 at a time racing for one table; pgbench TPC-B on the same PostgreSQL in the same
// run is the anchor. Called by scripts/bench.mjs with a running server; returns figures.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, call, signIn } from './bench-fixtures.mjs';
import { context, figure, overLimit, underLimit } from './bench-report.mjs';
import { atRate } from './bench-open-loop.mjs';
import { SMOKE, expectAnswers, scaled } from './bench-smoke.mjs';

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';
const OUTLETS = scaled(20, 2);
const CLIENTS = scaled(16, 4);
const WARM_UP_BOOKINGS = scaled(200, 10);
const SPREAD_BOOKINGS = scaled(4000, 20);
const HOT_BOOKINGS = scaled(3000, 20);
/** Issue 34, point 4: bookings a second, on one outlet and spread, with p99 under 50 ms. */
const TARGET_PER_SECOND = scaled(250, 20);
const AT_TARGET_BOOKINGS = scaled(2500, 20);
const RACE_ROUNDS = scaled(10, 2);
const RACERS = scaled(50, 5);
const CEILING_SECONDS = scaled(5, 1);
const PGBENCH_SCALE = scaled(10, 1);
const PGBENCH_SECONDS = scaled(15, 1);
const TEMPLATE_CODE = 'JG-ORCHARD';
/** Issue 34, point 4: a booking's share of the server's CPU. */
const CPU_PER_BOOKING_LIMIT_MS = 2.5;
const TEMPLATE_PIN = '2468';

/**
 * Copies rows of `table` that `where` picks, giving each a new id (kept in `map`) and the columns in
 * `set` (SQL expressions over the old row `r`); every other column is copied as it is.
 */
async function copyRows(db, table, where, set, params) {
  const columns = (
    await db.query(
      `select column_name from information_schema.columns where table_name = $1 and table_schema = 'public' order by ordinal_position`,
      [table],
    )
  ).rows.map((r) => r.column_name);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => set[c] ?? `r."${c}"`).join(', ');
  await db.query(`insert into ${table} (${list}) select ${values} from ${table} r where ${where}`, params);
}

/**
 * OUTLETS copies of a demo outlet (its areas, tables and services), each with its own quick code, its
 * own booking page address (booking_slug is unique, migration 0015) and the same PIN.
 */
async function cloneOutlets(dataDir) {
  const db = new pg.Client(benchDatabase(dataDir));
  await db.connect();
  try {
    const [template] = (await db.query('select id from outlets where quick_code = $1', [TEMPLATE_CODE])).rows;
    const codes = [];
    for (let n = 1; n <= OUTLETS; n++) {
      const code = `BENCH-${String(n).padStart(2, '0')}`;
      codes.push(code);
      await db.query('begin');
      const [{ id }] = (await db.query('select gen_random_uuid() as id')).rows;
      await copyRows(
        db,
        'outlets',
        'r.id = $1',
        {
          id: '$2::uuid',
          oms_outlet_id: `'oms-' || $3`,
          outlet_name: `'Bench ' || $3`,
          quick_code: '$3',
          booking_slug: 'lower($3::text)',
          logo_image_id: 'null',
          cover_image_id: 'null',
        },
        [template.id, id, code],
      );
      await db.query(
        'create temp table area_map on commit drop as select id as old, gen_random_uuid() as new from areas where outlet_id = $1',
        [template.id],
      );
      await db.query(
        'create temp table timing_map on commit drop as ' +
          'select id as old, gen_random_uuid() as new from service_timings where outlet_id = $1',
        [template.id],
      );
      await copyRows(db, 'areas', 'r.outlet_id = $1', { id: '(select new from area_map where old = r.id)', outlet_id: '$2::uuid' }, [
        template.id,
        id,
      ]);
      await copyRows(
        db,
        'tables',
        'r.outlet_id = $1',
        { id: 'gen_random_uuid()', outlet_id: '$2::uuid', area_id: '(select new from area_map where old = r.area_id)' },
        [template.id, id],
      );
      await copyRows(
        db,
        'service_timings',
        'r.outlet_id = $1',
        { id: '(select new from timing_map where old = r.id)', outlet_id: '$2::uuid' },
        [template.id, id],
      );
      await copyRows(
        db,
        'service_timing_areas',
        'r.service_timing_id in (select old from timing_map)',
        {
          service_timing_id: '(select new from timing_map where old = r.service_timing_id)',
          area_id: '(select new from area_map where old = r.area_id)',
        },
        [],
      );
      await db.query('commit');
    }
    return codes;
  } finally {
    await db.end();
  }
}

/** A bench outlet's session and services. */
async function signInTo(base, code) {
  const { session, headers } = await signIn(base, code, TEMPLATE_PIN);
  const services = await call(base, headers, 'GET', `/api/v1/outlets/${session.outlet.id}/service-timings`);
  return { headers, outletId: session.outlet.id, services };
}

/** CPU milliseconds a process has used (user and system, all its threads), from /proc (Linux). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Requests/s of the lightest route that reaches PostgreSQL (GET /api/health: one `select 1`), `clients` connections. */
async function oneQueryCeiling(base, clients) {
  const result = await autocannon({ url: `${base}/api/health`, connections: clients, duration: CEILING_SECONDS });
  expectAnswers('GET /api/health', result, [200]);
  return result.requests.total / (result.duration ?? CEILING_SECONDS);
}

const dayAfter = (days) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

/** Every bookable slot time of an outlet's weekly services, as "HH:MM:SS" (first services only, kept simple). */
function slotTimes(services) {
  const times = new Set();
  for (const s of services.filter((t) => t.isRecurring && !t.isClosed && t.days.length === 7)) {
    const [sh, sm] = s.dailyStartTime.split(':').map(Number);
    const [eh, em] = s.dailyEndTime.split(':').map(Number);
    for (let m = sh * 60 + sm; m < (eh <= sh ? eh + 24 : eh) * 60 + em && m < 24 * 60; m += s.intervalTime / 60)
      times.add(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`);
  }
  return [...times];
}

/**
 * `count` bookings by `clients` connections, each body from `bodyOf(i)` for the outlet
 * `outlets[i % outlets.length]`; `expected` are the answers a smoke run accepts. autocannon rather
 * than fetch: on two cores fetch's own client work takes a large share of the CPU the server needs
 * (pgbench, the anchor, is a light C client).
 */
async function book(base, outlets, count, clients, bodyOf, expected = [201]) {
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: base,
    connections: clients,
    amount: count,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = next++;
          const api = outlets[i % outlets.length];
          return {
            ...request,
            path: `/api/v1/outlets/${api.outletId}/reservations`,
            headers: api.headers,
            body: JSON.stringify(bodyOf(i, api)),
          };
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  expectAnswers('POST /api/v1/outlets/{outlet}/reservations', result, expected);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count: n }]) => [code, n]));
  if (result.errors) statuses.errors = result.errors;
  return { perSecond: (statuses[201] ?? 0) / seconds, p50: result.latency.p50, p99: result.latency.p99, statuses };
}

/** A booking for 2 at the i-th free (date, slot) of its outlet: no slot's pacing is reached. */
const spreadBooking = (i, api, salt) => {
  const perOutlet = Math.floor(i / api.total);
  return {
    reservationDate: dayAfter(perOutlet % 600),
    reservationTime: api.times[Math.floor(perOutlet / 600) % api.times.length],
    numberOfAdults: 2,
    customerPhone: `+65 8${String(salt + i)
      .padStart(7, '0')
      .slice(-7)}`,
    customerFirstName: 'Bench',
  };
};

async function pgbenchTps(dataDir) {
  if (!existsSync(PGBENCH) && process.getuid?.() === 0) {
    spawnSync(
      'sh',
      [
        '-c',
        'DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15 >/dev/null 2>&1 || ' +
          '(apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15 >/dev/null)',
      ],
      { stdio: 'inherit' },
    );
  }
  if (!existsSync(PGBENCH)) return null;
  const c = benchDatabase(dataDir);
  const env = { ...process.env, PGPASSWORD: c.password, PGHOST: c.host, PGPORT: String(c.port), PGUSER: c.user };
  execFileSync(PGBENCH, ['-i', '-q', '-s', String(PGBENCH_SCALE), 'host'], { env, stdio: 'ignore' });
  const out = execFileSync(PGBENCH, ['-c', String(CLIENTS), '-j', '2', '-T', String(PGBENCH_SECONDS), 'host'], { env, encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  // pgbench's tables are its own: dropped so the rest of the bench runs on Host's database as it was.
  execFileSync(PGBENCH, ['-i', '-I', 'd', 'host'], { env, stdio: 'ignore' });
  return tps;
}

export async function benchReservations({ base, dataDir, serverPid }) {
  const codes = await cloneOutlets(dataDir);
  const outlets = [];
  for (const code of codes) outlets.push(await signInTo(base, code));
  for (const api of outlets) {
    api.times = slotTimes(api.services);
    api.total = outlets.length;
  }

  // Warm-up: the first bookings of each outlet fill the pool and JIT; not counted.
  await book(base, outlets, WARM_UP_BOOKINGS, CLIENTS, (i, api) => spreadBooking(i, api, 9_000_000));
  const cpuBefore = cpuMs(serverPid);
  const spread = await book(base, outlets, SPREAD_BOOKINGS, CLIENTS, (i, api) => spreadBooking(i + WARM_UP_BOOKINGS, api, 0));
  const cpuPerBooking = (cpuMs(serverPid) - cpuBefore) / SPREAD_BOOKINGS;
  // The same spread held at the target rate, an open loop: a booking's latency at that rate, the p99 the target is about.
  const atTarget = await atRate(base, {
    count: AT_TARGET_BOOKINGS,
    perSecond: TARGET_PER_SECOND,
    requestOf: (i) => {
      const api = outlets[i % outlets.length];
      const body = JSON.stringify(spreadBooking(i + WARM_UP_BOOKINGS + SPREAD_BOOKINGS, api, 0));
      return { path: `/api/v1/outlets/${api.outletId}/reservations`, headers: api.headers, body };
    },
  });
  if (SMOKE && Object.keys(atTarget.statuses).some((status) => status !== '201'))
    throw new Error(`bookings at ${TARGET_PER_SECOND} a second: expected only 201, got ${JSON.stringify(atTarget.statuses)}`);
  const ceiling = await oneQueryCeiling(base, CLIENTS);
  // One hot outlet: every slot of a day before the next day, so the bookings in flight at once are
  // of one day and different slots (under the old outlet-day lock they queued one behind another).
  const hot = await book(base, [outlets[0]], HOT_BOOKINGS, CLIENTS, (i, api) => ({
    ...spreadBooking(0, { total: 1, times: api.times }, 5_000_000 + i),
    reservationDate: dayAfter(800 + Math.floor(i / api.times.length)),
    reservationTime: api.times[i % api.times.length],
  }));

  // 50-way conflicts: 10 rounds of 50 at once for one table and time; one may win each round, the
  // others are refused (409).
  const racer = outlets[1];
  const areas = await (await fetch(`${base}/api/v1/outlets/${racer.outletId}/areas`, { headers: racer.headers })).json();
  const tableId = areas[0].tables[0].id;
  let won = 0;
  let refused = 0;
  let raceSeconds = 0;
  for (let round = 0; round < RACE_ROUNDS; round++) {
    const t0 = performance.now();
    const r = await book(
      base,
      [racer],
      RACERS,
      RACERS,
      (i) => ({
        ...spreadBooking(0, { total: 1, times: racer.times }, 7_000_000 + round * 50 + i),
        reservationDate: dayAfter(700 + round),
        tableIds: [tableId],
      }),
      [201, 409],
    );
    raceSeconds += (performance.now() - t0) / 1000;
    won += r.statuses[201] ?? 0;
    refused += r.statuses[409] ?? 0;
  }

  const tps = await pgbenchTps(dataDir);
  const spreadFigure = tps
    ? figure({
        id: 'writes-spread',
        name: `bookings/s, ${CLIENTS} clients over ${OUTLETS} outlets (${SPREAD_BOOKINGS} bookings)`,
        value: spread.perSecond,
        unit: '/s',
        anchor: { name: 'pgbench TPC-B', value: tps },
        target: { at: 'least', ratio: 0.5 },
        detail:
          `p50 ${spread.p50.toFixed(1)} ms; answers ${JSON.stringify(spread.statuses)}; ` +
          `pgbench -c ${CLIENTS} -j 2 -T ${PGBENCH_SECONDS} at scale ${PGBENCH_SCALE} on the same PostgreSQL: ${tps.toFixed(0)} tps`,
      })
    : context(
        'writes-spread',
        `bookings/s, ${CLIENTS} clients over ${OUTLETS} outlets (pgbench not installed: no anchor)`,
        spread.perSecond,
        '/s',
      );
  return [
    spreadFigure,
    underLimit('writes-spread-p99', `booking p99 latency, ${CLIENTS} clients over ${OUTLETS} outlets`, spread.p99, 'ms', 50),
    underLimit(
      'writes-p99-at-target-rate',
      `booking p99 latency, ${TARGET_PER_SECOND} bookings a second sent over ${OUTLETS} outlets (each timed from its moment)`,
      atTarget.p99,
      'ms',
      50,
      `${atTarget.perSecond.toFixed(0)} a second made, p50 ${atTarget.p50.toFixed(1)} ms; answers ${JSON.stringify(atTarget.statuses)}; ` +
        `the line above is the same load as fast as ${CLIENTS} clients go, where each waits its turn behind the others`,
    ),
    overLimit(
      'writes-hot-outlet',
      `bookings/s, ${CLIENTS} clients on one outlet (${HOT_BOOKINGS} bookings)`,
      hot.perSecond,
      '/s',
      500,
      `p50 ${hot.p50.toFixed(1)} ms, p99 ${hot.p99.toFixed(1)} ms; answers ${JSON.stringify(hot.statuses)}`,
    ),
    underLimit(
      'writes-server-cpu',
      `server CPU per booking (${CLIENTS} clients over ${OUTLETS} outlets)`,
      cpuPerBooking,
      'ms',
      CPU_PER_BOOKING_LIMIT_MS,
      'user and system time of the server process over the run, divided by the bookings made',
    ),
    context(
      'writes-one-query-ceiling',
      `GET /api/health (one select 1) requests/s, ${CLIENTS} connections (autocannon): ` +
        "this stack's ceiling for a request with one round trip",
      ceiling,
      '/s',
    ),
    context(
      'writes-race',
      `${RACERS} at once for one table and time, ${RACE_ROUNDS} rounds: requests/s`,
      (RACE_ROUNDS * RACERS) / raceSeconds,
      '/s',
      `${won} created (one a round expected), ${refused} answered 409`,
    ),
  ];
}
