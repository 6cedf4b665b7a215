import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { applyMigrations, connect, isConnectionFailure, type Database } from '../src/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded-postgres';
import { startJobs, type Jobs } from '../src/jobs/jobs';
import { createClock } from '../src/lib/clock';
import { healthRoutes } from '../src/lib/health';
import { seedDemoData } from '../src/seed/demo';
import { TEST_NOW } from './clock';
import { Client } from './helper';

/**
 * The server survives its database: its own embedded PostgreSQL (never the shared one of
 * global-setup) is killed with SIGKILL under a running app, which answers 503 meanwhile and
 * answers again once the cluster is back, without being restarted itself.
 */

const dataDir = path.resolve(import.meta.dirname, `../../../.test-data/outage-${process.pid}-${randomBytes(4).toString('hex')}`);
/** Until app.ts registers healthRoutes in place of its stub, this test mounts them under a prefix. */
const UNWIRED_HEALTH_PREFIX = '/outage-test';

const logLines: Array<{ level: number; msg: string }> = [];
const log = pino(
  { level: 'info' },
  new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(JSON.parse(chunk.toString()))) }),
);

let postgres: EmbeddedPostgres;
let db: Database;
let app: FastifyInstance;
let jobs: Jobs | undefined;
let base: string;
let healthPath = '/api/health';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}

/** Kills the postmaster as the kernel's OOM killer would, by the pid PostgreSQL wrote itself. */
async function killPostmaster() {
  const pid = Number((await readFile(path.join(postgres.dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  expect(pid).toBe(postgres.pid());
  process.kill(pid, 'SIGKILL');
  return pid;
}

const health = async () => {
  const response = await fetch(base + healthPath);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir, log });
  db = connect(postgres.url, log);
  await applyMigrations(db);
  await seedDemoData(db, new Date(TEST_NOW), log);
  const config = loadConfig({ NODE_ENV: 'test', HOST_NOW: TEST_NOW, PORT: '0' });
  const built = await buildApp({ config, db, clock: createClock(TEST_NOW), log, webDist: '/nonexistent' });
  app = built.app;
  await app.register(healthRoutes(built.ctx), { prefix: UNWIRED_HEALTH_PREFIX });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  if (!('database' in (await health()).body)) healthPath = `${UNWIRED_HEALTH_PREFIX}/api/health`;
  jobs = await startJobs(built.ctx, postgres.url, 0.5);
}, 60_000);

afterAll(async () => {
  // Already done by the last test when it ran; close() and stop() are safe to repeat, end() is not.
  await jobs?.stop();
  await app?.close();
  if (db && !db.$client.ended) await db.$client.end();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when the embedded PostgreSQL dies', () => {
  it(
    'answers 503 (health: database down; requests: UNAVAILABLE with Retry-After), restarts it on the same data, ' +
      'and serves the same session again',
    async () => {
      const host = new Client(base);
      expect((await host.loginWithPin('JG-ORCHARD', '2468')).status).toBe(200);
      expect(await health()).toEqual({
        status: 200,
        body: { ok: true, database: 'up', broker: 'up', version: '0.23.9', hotfix: 'dining-duration' },
      });
      const killedAt = Date.now();
      const killed = await killPostmaster();

      // While it is down: every answer is a 503, never a 500.
      const seen = { healthDown: false, requestRefused: false, statuses: new Set<number>() };
      await until(
        'health and a signed-in read have both seen the database down',
        async () => {
          const [h, session] = await Promise.all([health(), host.get('/api/auth/session')]);
          seen.statuses.add(h.status).add(session.status);
          if (h.status === 503) {
            expect(h.body).toMatchObject({ ok: false, database: 'down', broker: 'up' });
            seen.healthDown = true;
          }
          if (session.status === 503) {
            expect(session.body).toEqual({ code: 'UNAVAILABLE', message: expect.any(String), details: { reason: 'brieflyUnavailable' } });
            expect(Number(session.headers.get('retry-after'))).toBeGreaterThan(0);
            seen.requestRefused = true;
          }
          return seen.healthDown && seen.requestRefused ? true : undefined;
        },
        5_000,
      );
      expect(seen.statuses.size).toBeGreaterThan(0);
      expect([...seen.statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);

      // Back within seconds, on the same port (the pool's URL) and the same data (the session is still there).
      await until('health answers 200 again', async () => ((await health()).status === 200 ? true : undefined), 10_000);
      const backAfterMs = Date.now() - killedAt;
      expect(backAfterMs).toBeLessThan(10_000);
      expect(postgres.pid()).toBeDefined();
      expect(postgres.pid()).not.toBe(killed);
      const session = await host.get('/api/auth/session');
      expect(session.status).toBe(200);
      expect(session.body.outlet.omsOutletId).toBeTruthy();

      const messages = logLines.map((line) => line.msg);
      expect(messages).toContain('PostgreSQL exited unexpectedly; restarting it on the same data directory');
      expect(messages).toContain('PostgreSQL is back');
    },
  );

  it('keeps the job queue (pg-boss) working once the database is back', async () => {
    const since = new Date();
    const completed = await until(
      'a clock tick completes after the restart',
      async () => {
        const { rows } = await db.$client.query<{ count: string }>(
          `select count(*) from pgboss.job where name = 'host-clock' and state = 'completed' and completed_on > $1`,
          [since],
        );
        return Number(rows[0]!.count) > 0 ? Number(rows[0]!.count) : undefined;
      },
      10_000,
    );
    expect(completed).toBeGreaterThan(0);
  });
});

describe('a pool on a database that restarts (as with an external DATABASE_URL)', () => {
  it('fails with a connection error while it is down and answers again on its own afterwards', async () => {
    const pool = connect(postgres.url, log, 2);
    try {
      expect((await pool.$client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      await killPostmaster();
      const failure = await until(
        'the pool sees the database gone',
        async () => {
          try {
            await pool.$client.query('select 1');
            return undefined;
          } catch (error) {
            return error;
          }
        },
        5_000,
      );
      expect(isConnectionFailure(failure)).toBe(true);
      const answer = await until(
        'the same pool answers again',
        async () => {
          try {
            return (await pool.$client.query('select 1 as one')).rows;
          } catch {
            return undefined;
          }
        },
        10_000,
      );
      expect(answer).toEqual([{ one: 1 }]);
    } finally {
      await pool.$client.end();
    }
  });
});

describe('a deliberate stop', () => {
  it('stops PostgreSQL for good: no restart follows', async () => {
    await jobs?.stop();
    jobs = undefined;
    await app.close();
    await db.$client.end();
    const pid = postgres.pid()!;
    await postgres.stop();
    await sleep(1_000);
    expect(postgres.pid()).toBeUndefined();
    expect(existsSync(path.join(postgres.dataDir, 'postmaster.pid'))).toBe(false);
    expect(() => process.kill(pid, 0)).toThrow();
    expect(logLines.filter((line) => line.msg === 'PostgreSQL exited unexpectedly; restarting it on the same data directory')).toHaveLength(
      2,
    );
  });
});
