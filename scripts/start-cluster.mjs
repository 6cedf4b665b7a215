#!/usr/bin/env node
// npm run start:cluster: Host as it runs on several servers (issue 17). Debian's PostgreSQL and
// Mosquitto (data kept in ./data/cluster), two Host servers against them, and a small round-robin
// proxy in front at PORT (default 3000). Ctrl-C stops it all. The embedded `npm start` stays the default.
import path from 'node:path';
import { ROOT, buildServer, ensureClusterPackages, startHost, startMosquitto, startPostgres, startProxy } from './cluster-lib.mjs';

const port = Number(process.env.PORT ?? 3000);
const dir = path.resolve(ROOT, process.env.HOST_CLUSTER_DIR ?? 'data/cluster');
const servers = Number(process.env.HOST_SERVERS ?? 2);

const running = [];
let stopping = false;
async function stop(code = 0) {
  if (stopping) process.exit(130);
  stopping = true;
  for (const part of running.reverse()) await part.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  ensureClusterPackages();
  buildServer();
  const postgres = await startPostgres({ dir, port: port + 432 });
  running.push(postgres);
  const broker = await startMosquitto({ dir, port: port + 883 });
  running.push(broker);
  const proxyUrl = `http://localhost:${port}`;
  const upstreams = [];
  for (let i = 1; i <= servers; i++) {
    // Each server migrates and seeds under one lock; the first prints the demo logins.
    const host = await startHost({
      port: port + i,
      databaseUrl: postgres.url,
      mqttUrl: broker.url,
      name: `server ${i}`,
      env: { PUBLIC_URL: proxyUrl, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    });
    running.push(host);
    upstreams.push(host.url);
  }
  running.push(await startProxy({ port, upstreams }));
  console.log(
    [
      '',
      '='.repeat(78),
      `  Host on ${servers} servers: open ${proxyUrl}`,
      `  Servers: ${upstreams.join(', ')} (round robin behind the proxy)`,
      `  PostgreSQL ${postgres.version} (Debian) and Mosquitto, data in ${path.relative(ROOT, dir) || dir}`,
      '  The demo logins are the ones server 1 printed above. Ctrl-C stops everything.',
      '='.repeat(78),
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
