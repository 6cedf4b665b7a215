import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterDirOf, runningPostmaster } from '../src/backup/database';
import { ROOT } from './backup-cli';
import { TEST_NOW } from './clock';
import { Client } from './helper';

/**
 * Issue 27, point 10: a second start on a data folder in use exits with "Host is already running on
 * this data folder (pid …)" and touches nothing: the running Host keeps answering, health and signed-in
 * reads alike, on the same PostgreSQL. A Host killed outright leaves its lock behind; the next start
 * takes it over and stops the PostgreSQL it left, as before.
 */

const dataDir = path.join(ROOT, '.test-data', `second-start-${process.pid}-${randomBytes(4).toString('hex')}`);
const hosts: HostProcess[] = [];

interface HostProcess {
  child: ChildProcess;
  url: string;
  /** stdout and stderr together, as a terminal shows them */
  output(): string;
  exited: Promise<number | string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `npm start`'s server, from source, on the test's data folder (never a DATABASE_URL of the environment). */
async function startHost(): Promise<HostProcess> {
  const port = await freePort();
  const { DATABASE_URL: _url, MQTT_URL: _mqtt, HOST_DATA_DIR: _dir, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...rest,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST_DATA_DIR: dataDir,
      HOST_NOW: TEST_NOW,
      SMTP_CATCHER_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? '')));
  const host = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  hosts.push(host);
  return host;
}

const hasExited = (host: HostProcess) => host.child.exitCode !== null || host.child.signalCode !== null;

const healthOf = (host: HostProcess) =>
  fetch(`${host.url}/api/health`)
    .then((response) => response.status)
    .catch(() => 0);

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startedHost(): Promise<HostProcess> {
  const host = await startHost();
  await until(
    'Host answers /api/health',
    async () => {
      if (hasExited(host)) throw new Error(`Host exited during its start (${await host.exited}):\n${host.output()}`);
      return (await healthOf(host)) === 200;
    },
    90_000,
  );
  return host;
}

/** The data folder's own files (not the cluster's, which PostgreSQL writes as it runs), with their sizes and times. */
async function filesOfDataDir() {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(dataDir, entry.name));
    files[entry.name] = `${info.size} ${info.mtimeMs} ${info.ino}`;
  }
  return files;
}

async function postmasterPid() {
  return (await runningPostmaster(await clusterDirOf(dataDir)))?.pid;
}

let first: HostProcess;

beforeAll(async () => {
  first = await startedHost();
}, 120_000);

afterAll(async () => {
  for (const host of hosts) {
    if (hasExited(host)) continue;
    host.child.kill('SIGTERM');
    await host.exited;
  }
  // A PostgreSQL left by a failed run: never leave one behind.
  const clusterDir = await clusterDirOf(dataDir);
  const leftover = await runningPostmaster(clusterDir);
  if (leftover) process.kill(leftover.pid, 'SIGKILL');
  if (!clusterDir.startsWith(dataDir)) await rm(path.dirname(clusterDir), { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a second start on a data folder in use', () => {
  it(
    'exits non-zero saying "Host is already running on this data folder (pid …)", ' +
      'while the first Host answers throughout on the same PostgreSQL',
    async () => {
      const staff = new Client(first.url);
      expect((await staff.loginWithPin('JG-ORCHARD', '2468')).status).toBe(200);
      const pgPid = await postmasterPid();
      expect(pgPid).toBeGreaterThan(0);
      const filesBefore = await filesOfDataDir();

      const second = await startHost();
      const statuses = new Set<number>();
      const deadline = Date.now() + 60_000;
      const probe = async () => {
        const [health, session] = await Promise.all([healthOf(first), staff.get('/api/auth/session')]);
        statuses.add(health).add(session.status);
      };
      while (!hasExited(second) && Date.now() < deadline) {
        await probe();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const exitedInTime = hasExited(second);
      // And after it: still the same server on the same PostgreSQL.
      for (let i = 0; i < 5; i++) await probe();

      expect(exitedInTime, `the second start still runs:\n${second.output()}`).toBe(true);
      expect(await second.exited).not.toBe(0);
      expect(second.output().trim()).toBe(`Host is already running on this data folder (pid ${first.child.pid})`);
      expect([...statuses]).toEqual([200]);
      expect(await postmasterPid()).toBe(pgPid);
      expect(await filesOfDataDir()).toEqual(filesBefore);
      expect(hasExited(first)).toBe(false);
    },
  );

  it('is taken over once the Host holding it is killed outright, stopping the PostgreSQL that Host left running', async () => {
    const leftPgPid = await postmasterPid();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'host.pid'))).toBe(true);
    expect(await postmasterPid()).toBe(leftPgPid);

    const next = await startedHost();
    const pgPid = await postmasterPid();
    expect(pgPid).toBeGreaterThan(0);
    expect(pgPid).not.toBe(leftPgPid);
    const staff = new Client(next.url);
    expect((await staff.loginWithPin('JG-ORCHARD', '2468')).status).toBe(200);
    expect((await staff.get('/api/auth/session')).status).toBe(200);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'host.pid'))).toBe(false);
  });
});
