import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { SLOW_REQUEST_MS, buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connect, type Database } from '../src/db/client';
import { createClock } from '../src/lib/clock';
import { personalDataSafeLogging } from '../src/lib/redact';
import { TEST_NOW } from './clock';

/**
 * `npm start` prints one line per request only when asked (LOG_LEVEL=debug): at the default level a
 * quick, successful request writes nothing, a failed or slow one a warning. main.ts's logger, in memory.
 */
const lines: string[] = [];
const name = `test_${randomBytes(6).toString('hex')}`;
let app: FastifyInstance;
let db: Database;
let admin: Database;
let base: string;

beforeAll(async () => {
  const databaseUrl = inject('databaseUrl');
  const quiet = pino({ level: 'silent' });
  admin = connect(databaseUrl.replace(/\/[^/]+$/, '/postgres'), quiet, 1);
  await admin.$client.query(`create database ${name} template host_template`);
  db = connect(databaseUrl.replace(/\/[^/]+$/, `/${name}`), quiet);
  const config = loadConfig({ NODE_ENV: 'test', HOST_NOW: TEST_NOW, PORT: '0' });
  const log = pino(
    { level: config.LOG_LEVEL, ...personalDataSafeLogging },
    new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
  );
  ({ app } = await buildApp({ config, db, clock: createClock(TEST_NOW), log, webDist: '/nonexistent' }));
  app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 100));
    return { ok: true };
  });
  app.get('/test/broken', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  await db?.$client.end();
  await admin?.$client.query(`drop database if exists ${name} with (force)`);
  await admin?.$client.end();
});

beforeEach(() => void lines.splice(0));
const logged = () =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } });
const WARN = 40;

describe('request logging at the default level', () => {
  it('is info by default', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).LOG_LEVEL).toBe('info');
  });

  it('writes nothing for a quick request, answered or not found', async () => {
    expect((await fetch(`${base}/api/config`)).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/no-such-thing`)).status).toBe(404);
    expect(logged()).toEqual([]);
  });

  it('warns of a failing request, with its status', async () => {
    expect((await fetch(`${base}/test/broken`)).status).toBe(500);
    const failed = logged().find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({ level: WARN, req: { url: '/test/broken' }, res: { statusCode: 500 } });
  });

  it('warns of a slow request, with its time', async () => {
    expect((await fetch(`${base}/test/slow?phone=%2B6591234567`)).status).toBe(200);
    const slow = logged().find((l) => l.msg === 'slow request') as
      { level: number; responseTime: number; req: { url: string } } | undefined;
    expect(slow?.level).toBe(WARN);
    expect(slow?.responseTime).toBeGreaterThan(SLOW_REQUEST_MS);
    // The URL is masked like every other line.
    expect(slow?.req.url).toBe('/test/slow?phone=***');
  });
});
