import { createHash, randomBytes } from 'node:crypto';
import { normalisePhone } from '@host/domain/phone';
import { RESERVATION_STATUS as S } from '@host/domain/statuses';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { applyMigrations, connect, type Database } from '../src/db/client';
import { createClock } from '../src/lib/clock';
import { hashSecret } from '../src/lib/password';
import { MemorySink, type Row } from '../src/seed/scale/copy-sink';
import { TINY_SIZE, type ScaleOptions } from '../src/seed/scale/scale-plan';
import { SCALE_MERCHANT, SCALE_OUTLET_PIN } from '../src/seed/scale/scale-shape';
import { generateScale, writeScaleData } from '../src/seed/scale/write-scale';
import { Client } from './helper';

/**
 * The scale data set (issue 34) at its tiny size: the same seed writes the same rows, COPY loads what
 * was generated, and the app reads it: a day's book and a week's report over HTTP give the figures
 * the generated rows imply. A schema change that breaks the generator fails here (and in the bench's
 * smoke run) rather than at the next full build.
 */
const OPTIONS: ScaleOptions = { seed: 1, today: '2026-06-01', size: TINY_SIZE };
const NOW = '2026-06-01T19:30:00+08:00';
const WEEK = { from: '2026-05-25', to: '2026-05-31' };
const sha512 = (secret: string) => createHash('sha512').update(secret, 'utf8').digest('hex');

async function inMemory(hashes: { pin: string; password: string }) {
  const sink = new MemorySink();
  await generateScale({ structure: sink, history: sink }, OPTIONS, hashes);
  return sink.tables;
}

const digest = (tables: Map<string, Row[]>) => {
  const hash = createHash('sha256');
  for (const [table, rows] of [...tables].sort(([a], [b]) => a.localeCompare(b))) hash.update(table).update(JSON.stringify(rows));
  return hash.digest('hex');
};

describe('the scale data set, tiny', () => {
  const log = pino({ level: 'silent' });
  const name = `scale_${randomBytes(6).toString('hex')}`;
  const databaseUrl = inject('databaseUrl');
  const admin = connect(databaseUrl.replace(/\/[^/]+$/, '/postgres'), log, 1);
  let db: Database;
  let rows: Map<string, Row[]>;
  let counts: Record<string, number>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let client: Client;

  beforeAll(async () => {
    await admin.$client.query(`create database ${name}`);
    db = connect(databaseUrl.replace(/\/[^/]+$/, `/${name}`), log, 12);
    await applyMigrations(db);
    const hashes = { pin: await hashSecret(sha512(SCALE_OUTLET_PIN)), password: await hashSecret(sha512(SCALE_MERCHANT.password)) };
    counts = (await writeScaleData(db.$client, OPTIONS, hashes)).counts;
    rows = await inMemory(hashes);
    const config = loadConfig({ NODE_ENV: 'test', HOST_NOW: NOW, PORT: '0', SMTP_CATCHER_PORT: '0' });
    ({ app } = await buildApp({ config, db, clock: createClock(NOW), log, webDist: '/nonexistent' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    client = new Client(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  });

  afterAll(async () => {
    await app?.close();
    await db?.$client.end();
    await admin.$client.query(`drop database if exists ${name} with (force)`);
    await admin.$client.end();
  });

  it('gives the same rows for the same seed, and COPY loads every one of them', async () => {
    const again = await inMemory({ pin: 'pin', password: 'password' });
    const once = await inMemory({ pin: 'pin', password: 'password' });
    expect(digest(again)).toBe(digest(once));
    expect(Object.fromEntries([...rows].map(([table, r]) => [table, r.length]))).toEqual(counts);
    for (const [table, n] of Object.entries(counts)) {
      const { rows: found } = await db.$client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
      expect(found[0]!.n, table).toBe(n);
    }
    // Every status and source the app knows is there; PENDING lasts the minutes before a guest pays, which the
    // tiny set's few deposits may not be in at its now (the full set has some).
    const reservations = rows.get('reservations')!;
    const statuses = new Set(reservations.map((r) => r.status));
    expect(Object.values(S).filter((status) => status !== S.PENDING && !statuses.has(status))).toEqual([]);
    expect(new Set(reservations.map((r) => r.source))).toEqual(new Set(['walkIn', 'restaurant', 'customer', 'google']));
    expect(rows.get('waiting_list_entries')!.length).toBeGreaterThan(0);
    expect(rows.get('transactions')!.some((t) => t.type === 'refund')).toBe(true);
  });

  it('stores guests’ phones in E.164 as the app does, one guest per phone per brand', () => {
    const customers = rows.get('customers')!;
    for (const c of customers) expect(normalisePhone(c.phone as string, c.country_code as 'SG')).toBe(c.phone);
    expect(new Set(customers.map((c) => `${c.brand_id} ${c.phone}`)).size).toBe(customers.length);
  });

  it('is served: the merchant signs in, the day’s book and last week’s report answer with the generated figures', async () => {
    const login = await client.loginWithEmail(SCALE_MERCHANT.email, SCALE_MERCHANT.password);
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${login.body.hostV2AuthToken}` };
    const lotus = login.body.userInfo.brands.find((b: { brandName: string }) => b.brandName === 'Lotus Kitchen');
    const outletId = lotus.outlets.find((o: { outletName: string }) => o.outletName === 'Lotus Kitchen Raffles Place').id as string;
    const ofOutlet = rows.get('reservations')!.filter((r) => r.outlet_id === outletId);

    const book = await client.get(`/api/v1/outlets/${outletId}/reservations?date=2026-06-01`, headers);
    expect(book.status).toBe(200);
    const today = ofOutlet.filter((r) => r.reservation_date === '2026-06-01');
    expect(book.body.reservations.map((r: { id: string }) => r.id).sort()).toEqual(today.map((r) => r.id).sort());

    const report = await client.get(`/api/v1/outlets/${outletId}/reports?from=${WEEK.from}&to=${WEEK.to}`, headers);
    expect(report.status).toBe(200);
    const week = ofOutlet.filter((r) => (r.reservation_date as string) >= WEEK.from && (r.reservation_date as string) <= WEEK.to);
    const onBook = week.filter((r) => ![S.CANCELLED, S.PENDING, S.EXPIRED].includes(r.status as 4));
    const pax = (r: Row) => (r.number_of_adults as number) + (r.number_of_children as number);
    expect(report.body.totals).toMatchObject({
      bookings: onBook.length,
      covers: onBook.reduce((n, r) => n + pax(r), 0),
      walkIns: onBook.filter((r) => r.is_walk_in).length,
      noShows: week.filter((r) => r.status === S.NO_SHOW).length,
      cancellations: week.filter((r) => r.status === S.CANCELLED).length,
    });
    expect(report.body.totals.bookings).toBeGreaterThan(100);
  });
});
