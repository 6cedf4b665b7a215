// Issue 17: the same HTTP load against one Host server and against two, both on Debian's PostgreSQL
// and Mosquitto (scripts/cluster-lib.mjs), and the ratio. Called by scripts/bench.mjs (section
// "cluster"); it starts and stops its own cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { call, signIn } from './bench-fixtures.mjs';
import { context } from './bench-report.mjs';
import { scaled } from './bench-smoke.mjs';
import { ensureClusterPackages, freePort, startHost, startMosquitto, startPostgres } from './cluster-lib.mjs';

const CONNECTIONS = 16;
const SECONDS = scaled(8, 1);
const WARM_UP_SECONDS = scaled(2, 1);

/** A host screen's reads: the day's book, the availability of the day, table suggestions. */
async function hostScreenRequests(base) {
  const { session, headers } = await signIn(base, 'JG-ORCHARD', '2468');
  const outletId = session.outlet.id;
  const today = (await call(base, headers, 'GET', `/api/v1/outlets/${outletId}/reservations`)).date;
  const paths = [
    `/api/v1/outlets/${outletId}/reservations?date=${today}`,
    `/api/v1/outlets/${outletId}/availability?date=${today}&pax=2`,
    `/api/v1/outlets/${outletId}/table-suggestions?date=${today}&time=20:00:00&pax=4`,
  ];
  return { authorization: headers.authorization, requests: paths.map((p) => ({ method: 'GET', path: p })) };
}

/** autocannon against each of `bases` at once, the connections split between them; requests per second in all. */
async function load(bases, { authorization, requests }, seconds) {
  const results = await Promise.all(
    bases.map((url) =>
      autocannon({ url, connections: Math.round(CONNECTIONS / bases.length), duration: seconds, headers: { authorization }, requests }),
    ),
  );
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad) throw new Error(`cluster load: ${bad} non-2xx answers or errors`);
  return {
    perSecond: results.reduce((n, r) => n + r.requests.total / (r.duration ?? seconds), 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
}

export async function benchCluster() {
  ensureClusterPackages();
  const dir = mkdtempSync(path.join(tmpdir(), 'host-bench-cluster-'));
  const stops = [];
  try {
    const postgres = await startPostgres({ dir, port: await freePort() });
    stops.push(() => postgres.stop());
    const broker = await startMosquitto({ dir, port: await freePort() });
    stops.push(() => broker.stop());
    const servers = [];
    for (let i = 1; i <= 2; i++) {
      const server = await startHost({
        port: await freePort(),
        databaseUrl: postgres.url,
        mqttUrl: broker.url,
        logFile: path.join(dir, `server-${i}.log`),
      });
      stops.push(() => server.stop());
      servers.push(server.url);
    }
    const work = await hostScreenRequests(servers[0]);
    await load(servers, work, WARM_UP_SECONDS); // warm both
    const one = await load([servers[0]], work, SECONDS);
    const two = await load(servers, work, SECONDS);
    const note = `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, a host screen's three reads`;
    return [
      context(
        'cluster-one-server',
        `one server, PostgreSQL ${postgres.version} (Debian) and Mosquitto`,
        one.perSecond,
        '/s',
        `${note}; p99 ${one.p99} ms`,
      ),
      context('cluster-two-servers', 'two servers, the same load split between them', two.perSecond, '/s', `p99 ${two.p99} ms`),
      context(
        'cluster-scaling',
        'scaling ratio, two servers over one',
        two.perSecond / one.perSecond,
        'x',
        `on ${cpus().length} cores shared by PostgreSQL, both servers and the load generator: ` +
          'a second server adds an event loop, not a machine',
      ),
    ];
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
