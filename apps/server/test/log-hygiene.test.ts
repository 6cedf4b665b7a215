import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { DomainError } from '@host/domain/errors';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connect, type Database } from '../src/db/client';
import { customers } from '../src/db/schema';
import { createClock } from '../src/lib/clock';
import { personalDataSafeLogging } from '../src/lib/redact';
import { TEST_NOW } from './clock';
import { Client } from './helper';

/**
 * Logs never carry a guest's phone or email in clear: the app runs with main.ts's logger settings,
 * writing to memory, and every line is read after requests that put personal data in their way.
 */

const PHONE = '+6591234567';
const EMAIL = 'guest.tan@example.com';
const lines: string[] = [];

let app: FastifyInstance;
let db: Database;
let admin: Database;
let base: string;
const name = `test_${randomBytes(6).toString('hex')}`;

/** Routes standing in for a service that refuses or fails the way real ones do. */
function addStandInRoutes() {
  app.post('/test/refuse-phone', async () => {
    throw new DomainError('BAD_REQUEST', 'invalidPhone', { params: { phone: PHONE } });
  });
  app.post('/test/refuse-email', async () => {
    throw new DomainError('BAD_REQUEST', 'invalidEmail', { params: { email: EMAIL } });
  });
  // A real unique violation from PostgreSQL: its detail names the phone, drizzle's message the parameters.
  app.post('/test/duplicate-customer', async () => {
    const [existing] = await db.select().from(customers).where(isNotNull(customers.phone)).limit(1);
    await db.insert(customers).values({ brandId: existing!.brandId, phone: existing!.phone, email: EMAIL, firstName: 'Duplicate' });
  });
}

beforeAll(async () => {
  const databaseUrl = inject('databaseUrl');
  const quiet = pino({ level: 'silent' });
  admin = connect(databaseUrl.replace(/\/[^/]+$/, '/postgres'), quiet, 1);
  await admin.$client.query(`create database ${name} template host_template`);
  db = connect(databaseUrl.replace(/\/[^/]+$/, `/${name}`), quiet);
  // debug: the per-request lines, which carry URLs (a phone lookup's query), are written too.
  const log = pino(
    { level: 'debug', ...personalDataSafeLogging },
    new Writable({ write: (chunk, _encoding, done) => done(void lines.push(chunk.toString())) }),
  );
  const config = loadConfig({ NODE_ENV: 'test', HOST_NOW: TEST_NOW, PORT: '0' });
  ({ app } = await buildApp({ config, db, clock: createClock(TEST_NOW), log, webDist: '/nonexistent' }));
  addStandInRoutes();
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

/** Every form a phone takes in a line: as given, its digits, and its local part. */
/** A phone as it could appear: as written, its digits, its local digits, and in a query string (a space is '+'). */
const clearForms = (phone: string) => [phone, phone.replace(/\D/g, ''), phone.replace(/\D/g, '').slice(-8), phone.replace(/ /g, '+')];

describe('log lines', () => {
  it('mask the phone and email of refused requests, failed queries, lookups and browser reports', async () => {
    const host = new Client(base);
    const login = await host.loginWithPin('JG-ORCHARD', '2468');
    const bearer = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
    const [customer] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.brandId, login.body.outlet.brandId), isNotNull(customers.phone)))
      .limit(1);

    expect((await host.post('/test/refuse-phone', {})).status).toBe(400);
    expect((await host.post('/test/refuse-email', {})).status).toBe(400);
    const failed = await host.post('/test/duplicate-customer', {});
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain(customer!.phone!.slice(-8));
    // The phone lookup carries the phone in its URL, which the request log prints.
    const lookup = await host.get(
      `/api/v1/brands/${login.body.outlet.brandId}/customers/lookup?phone=${encodeURIComponent(customer!.phone!)}`,
      bearer,
    );
    expect(lookup.status).toBe(200);
    // The guest picker's search, as a browser's URLSearchParams writes it (a space is '+').
    const picker = await host.get(
      `/api/v1/brands/${login.body.outlet.brandId}/customers/lookup?${new URLSearchParams({ q: customer!.phone! })}`,
      bearer,
    );
    expect(picker.status).toBe(200);
    // The browser reports the toast it showed, which quotes what the host typed.
    const report = await host.post('/api/error-report', {
      level: 'error',
      message: `Invalid phone number: ${PHONE}`,
      error: `Invalid email: ${EMAIL}`,
    });
    expect(report.status).toBeLessThan(300);

    const output = lines.join('');
    expect(output).toContain('request refused');
    expect(output).toContain('unhandled error');
    expect(output).toContain('customers_brand_phone_unique');
    for (const clear of [...clearForms(PHONE), ...clearForms(customer!.phone!), EMAIL]) expect(output).not.toContain(clear);
    expect(output).toContain('+65****4567');
    expect(output).toContain('g***@example.com');
    // What was typed to find a guest is hidden whole in the logged URL.
    expect(output).toContain('/customers/lookup?phone=***');
  });

  it('log every handled refusal as a warning, an unhandled error as an error (docs/rules.md section 9)', async () => {
    const host = new Client(base);
    lines.length = 0;
    const login = await host.loginWithPin('JG-ORCHARD', '2468');
    const bearer = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
    // A body the schema refuses (400), malformed JSON (400), a business rule (422).
    const settings = `/api/v1/outlets/${login.body.outlet.id}/status-settings`;
    expect(
      (
        await host.request('PUT', settings, {
          body: { optionAutoReservationStatus: 2, looks: {}, unused: [] },
          headers: { ...bearer, 'if-match': '1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await host.request('POST', `/api/v1/outlets/${login.body.outlet.id}/reservations`, {
          rawBody: '{"numberOfAdults":',
          headers: bearer,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await host.request('POST', `/api/v1/reservations/00000000-0000-4000-8000-000000000000/status`, {
          body: { status: 4 },
          headers: bearer,
        })
      ).status,
    ).toBe(422);
    expect((await host.post('/test/duplicate-customer', {})).status).toBe(500);
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; code?: string; fields?: string[] });
    const refused = logged.filter((l) => l.msg === 'request refused');
    expect(refused.map((l) => [l.level, l.code])).toEqual([
      [40, 'BAD_REQUEST'],
      [40, 'BAD_REQUEST'],
      [40, 'BUSINESS_RULE'],
    ]);
    expect(refused[0]!.fields).toEqual(['body.optionAutoReservationStatus']);
    expect(logged.filter((l) => l.msg === 'unhandled error').map((l) => l.level)).toEqual([50]);
  });
});
