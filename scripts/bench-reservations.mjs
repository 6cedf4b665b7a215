// Reservations created per second through HTTP on one outlet: without conflicts, and 50 at a time
// racing for one table and time (with the 409s counted), beside pgbench TPC-B on the same
// embedded PostgreSQL as the ceiling. Called by scripts/bench.mjs with a running server.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

async function signIn(base) {
  const sha512Pin = createHash('sha512').update('2468').digest('hex');
  const res = await fetch(`${base}/api/auth/pin-login-remember-me`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: 'JG-ORCHARD', sha512Pin }) });
  const session = await res.json();
  const headers = { authorization: `Bearer ${session.hostV2AuthToken}`, 'content-type': 'application/json' };
  const areas = await (await fetch(`${base}/api/v1/outlets/${session.outlet.id}/areas`, { headers })).json();
  return { headers, outletId: session.outlet.id, tableId: areas[0].tables[0].id };
}

const dayAfter = (days) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);

async function createMany(base, api, bodies, concurrency) {
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const res = await fetch(`${base}/api/v1/outlets/${api.outletId}/reservations`, { method: 'POST', headers: api.headers, body: JSON.stringify(body) });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, statuses };
}

const booking = (i, overrides = {}) => ({
  reservationDate: dayAfter(i % 300),
  reservationTime: '19:00:00',
  numberOfAdults: 2,
  customerPhone: `+65 8${String(1000000 + i).slice(-7)}`,
  customerFirstName: 'Bench',
  ...overrides,
});

export async function benchReservations({ base, dataDir }) {
  const api = await signIn(base);
  const lines = [];

  // No conflicts: every booking on the same table, each on its own day.
  const free = Array.from({ length: 300 }, (_, i) => booking(i, { tableIds: [api.tableId] }));
  const a = await createMany(base, api, free, 8);
  lines.push(`  reservations created, no conflicts (300 requests, 8 at a time): ${(300 / a.seconds).toFixed(0)} /s  ${JSON.stringify(a.statuses)}`);

  // 50-way conflicts: 10 rounds of 50 at once for one table and time; one may win each round.
  let ok = 0;
  let conflicts = 0;
  let seconds = 0;
  for (let round = 0; round < 10; round++) {
    const bodies = Array.from({ length: 50 }, (_, i) => booking(1000 + round * 50 + i, { reservationDate: dayAfter(400 + round), reservationTime: '20:00:00', tableIds: [api.tableId] }));
    const r = await createMany(base, api, bodies, 50);
    seconds += r.seconds;
    ok += r.statuses[201] ?? 0;
    conflicts += r.statuses[409] ?? 0;
  }
  lines.push(`  50-way conflicts (10 rounds of 50 at once): ${(500 / seconds).toFixed(0)} requests/s, ${ok} created, ${conflicts} answered 409`);

  // The ceiling: pgbench TPC-B on the same PostgreSQL.
  if (!existsSync(PGBENCH) && process.getuid?.() === 0) {
    spawnSync(
      'sh',
      [
        '-c',
        'DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15 >/dev/null 2>&1 || (apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15 >/dev/null)',
      ],
      { stdio: 'inherit' },
    );
  }
  if (!existsSync(PGBENCH)) {
    lines.push('  pgbench: not installed (apt-get install postgresql-15)');
    return lines;
  }
  const pgDir = path.join(dataDir, 'postgres');
  const port = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  const env = { ...process.env, PGPASSWORD: readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim(), PGHOST: '127.0.0.1', PGPORT: port, PGUSER: 'postgres' };
  execFileSync(PGBENCH, ['-i', '-q', '-s', '10', 'host'], { env, stdio: 'ignore' });
  const out = execFileSync(PGBENCH, ['-c', '8', '-j', '2', '-T', '15', 'host'], { env, encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  lines.push(`  pgbench TPC-B on the same PostgreSQL (-c 8 -j 2, 15 s, scale 10): ${Number(tps).toFixed(0)} tps`);
  return lines;
}
