import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildServer,
  ensureClusterPackages,
  freePort,
  startHost,
  startMosquitto,
  startPostgres,
  type HostProcess,
} from '../../../../scripts/cluster-lib.mjs';
import { TEST_NOW } from '../clock';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: { dir: string; databaseUrl: string; mqttUrl: string; servers: string[] };
  }
}

const stops: Array<() => unknown> = [];
let dir: string | undefined;

/** The same env for every server of the cluster, the tests' own third one included. */
export const SERVER_ENV = { HOST_NOW: TEST_NOW, HOST_CLOCK_TICK_SECONDS: '1', HOST_BROKER_TIDY_SECONDS: '2', LOG_LEVEL: 'warn' };

/**
 * Issue 17: Debian's PostgreSQL, Mosquitto and HAProxy (installed like Chromium when missing, as root), and
 * two Host server processes, the bundle `npm start` runs, against them. Both start together, as a
 * deployment would start them: migrations and the demo seed take turns under the start lock.
 */
export async function setup(project: TestProject) {
  try {
    await startCluster(project);
  } catch (error) {
    await teardown();
    throw error;
  }
}

async function startCluster(project: TestProject) {
  // HAProxy too: the shipped deploy/haproxy.cfg is tried in front of the servers.
  ensureClusterPackages({ haproxy: true });
  buildServer();
  dir = mkdtempSync(path.join(tmpdir(), 'host-cluster-test-'));
  const postgres = await startPostgres({ dir, port: await freePort(), durable: false });
  stops.push(() => postgres.stop());
  const broker = await startMosquitto({ dir, port: await freePort() });
  stops.push(() => broker.stop());
  const ports = [await freePort(), await freePort()];
  const servers: HostProcess[] = await Promise.all(
    ports.map((port, i) =>
      startHost({ port, databaseUrl: postgres.url, mqttUrl: broker.url, env: SERVER_ENV, logFile: path.join(dir!, `server-${i + 1}.log`) }),
    ),
  );
  for (const server of servers) stops.push(() => server.stop());
  project.provide('cluster', { dir, databaseUrl: postgres.url, mqttUrl: broker.url, servers: servers.map((s) => s.url) });
}

export async function teardown() {
  for (const stop of stops.reverse()) await stop();
  if (dir && !process.env.KEEP_CLUSTER_LOGS) rmSync(dir, { recursive: true, force: true });
}
