import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrationsFolderUpTo } from '../src/backup/archive';
import { applyMigrations, connect, type Database } from '../src/db/client';

/**
 * Migration 0017 (issue 27 point 13): phones stored before the seed wrote E.164 ("+65 9123 4567") are
 * rewritten in E.164, on a database holding rows written at migration 0016; two guests of a brand whose
 * numbers meet keep apart, the one already in E.164 (else the older) holding the number.
 */

const silent = pino({ level: 'silent' });
const databaseUrl = inject('databaseUrl');
const name = `phones_${randomBytes(5).toString('hex')}`;
const admin = connect(databaseUrl.replace(/\/[^/]+$/, '/postgres'), silent, 1);
let db: Database;

const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await db.$client.query(text, values)).rows as T[];

async function aGuest(brandId: string, phone: string | null, options: { createdAt?: string; additionalPhone?: string } = {}) {
  const [row] = await q<{ id: string }>(
    `insert into customers (brand_id, first_name, phone, additional_phone, created_at) values ($1, 'Guest', $2, $3, $4) returning id`,
    [brandId, phone, options.additionalPhone ?? null, options.createdAt ?? '2026-01-01T00:00:00Z'],
  );
  return row!.id;
}

const phoneOf = async (id: string) =>
  (
    await q<{ phone: string | null; additional_phone: string | null }>('select phone, additional_phone from customers where id = $1', [id])
  )[0]!;

let brandId: string;
let otherBrandId: string;
let outletId: string;
const guests: Record<string, string> = {};

beforeAll(async () => {
  await admin.$client.query(`create database ${name}`);
  db = connect(databaseUrl.replace(/\/[^/]+$/, `/${name}`), silent, 2);
  const journal = JSON.parse(await readFile(path.join(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const upTo = await migrationsFolderUpTo(journal.entries.findIndex((e) => e.tag === '0017_phones_e164'));
  try {
    await migrate(db, { migrationsFolder: upTo.folder });
  } finally {
    await upTo.remove();
  }

  const brand = `insert into brands (oms_brand_id, brand_name, brand_short_name, country_code, timezone)
    values ($1, $1, $1, 'SG', 'Asia/Singapore') returning id`;
  brandId = (await q<{ id: string }>(brand, ['phones-a']))[0]!.id;
  otherBrandId = (await q<{ id: string }>(brand, ['phones-b']))[0]!.id;
  outletId = (
    await q<{ id: string }>(
      `insert into outlets (brand_id, oms_outlet_id, outlet_name, quick_code, pin_hash, country_code, phone)
       values ($1, 'o1', 'Orchard', 'PHN001', 'x', 'SG', '+65 6734 8821') returning id`,
      [brandId],
    )
  )[0]!.id;

  // As the demo seed wrote them, one a market, and the other number spaced too.
  guests.sg = await aGuest(brandId, '+65 8138 2357', { additionalPhone: '+65 9000 0001' });
  guests.my = await aGuest(brandId, '+60 12-264 1223');
  guests.hk = await aGuest(brandId, '+852 5348 3119');
  guests.tw = await aGuest(brandId, '+886 924 498 617');
  // Already E.164 (the API's), and a number the SQL cannot read (no country code, a trunk zero).
  guests.e164 = await aGuest(brandId, '+6591234567');
  guests.local = await aGuest(brandId, '9123 4568');
  guests.trunk = await aGuest(brandId, '+44 (0)20 7946 0958');
  // Collisions: the API's guest holds the number in E.164 and was made later than the seeded one.
  guests.apiHolder = await aGuest(brandId, '+6581112222', { createdAt: '2026-03-01T00:00:00Z' });
  guests.seededTwin = await aGuest(brandId, '+65 8111 2222', { createdAt: '2026-01-01T00:00:00Z' });
  // Two written forms of one number, neither in E.164: the older takes it.
  guests.older = await aGuest(brandId, '+65 8333-4444', { createdAt: '2026-01-01T00:00:00Z' });
  guests.newer = await aGuest(brandId, '+65 (8333) 4444', { createdAt: '2026-02-01T00:00:00Z' });
  // The same number at another brand is another guest: both are rewritten.
  guests.otherBrand = await aGuest(otherBrandId, '+65 8111 2222');

  await q(
    `insert into reservations (code, outlet_id, source, dining_interval, reservation_date, reservation_time, starts_at,
       number_of_adults, status, customer_id, customer_phone)
     values ('PHN-1', $1, 'phone', 5400, '2026-03-31', '19:00', '2026-03-31T11:00:00Z', 2, 1, $2, '+65 8138 2357')`,
    [outletId, guests.sg],
  );
  await q(
    `insert into message_deliveries (outlet_id, channel, template, language, recipient, body)
     values ($1, 'sms', 'confirm', 'en', '+65 8138 2357', 'Hi'), ($1, 'email', 'confirm', 'en', 'ann@example.com', 'Hi')`,
    [outletId],
  );

  await applyMigrations(db);
});

afterAll(async () => {
  await db?.$client.end();
  await admin.$client.query(`drop database if exists ${name} with (force)`);
  await admin.$client.end();
});

describe('migration 0017: phones in E.164', () => {
  it.each([
    ['sg', '+6581382357'],
    ['my', '+60122641223'],
    ['hk', '+85253483119'],
    ['tw', '+886924498617'],
    ['e164', '+6591234567'],
  ])('rewrites the %s guest written with spaces and dashes as %s', async (guest, e164) => {
    expect((await phoneOf(guests[guest]!)).phone).toBe(e164);
  });

  it("rewrites the guest's other number, the booking's phone and the outlet's phone", async () => {
    expect((await phoneOf(guests.sg!)).additional_phone).toBe('+6590000001');
    expect(await q('select customer_phone from reservations')).toEqual([{ customer_phone: '+6581382357' }]);
    expect(await q('select phone from outlets where id = $1', [outletId])).toEqual([{ phone: '+6567348821' }]);
    expect(await q('select recipient from message_deliveries order by channel')).toEqual([
      { recipient: 'ann@example.com' },
      { recipient: '+6581382357' },
    ]);
  });

  it('leaves a number without its country code, or with a trunk zero, as written', async () => {
    expect((await phoneOf(guests.local!)).phone).toBe('9123 4568');
    expect((await phoneOf(guests.trunk!)).phone).toBe('+44 (0)20 7946 0958');
  });

  it('keeps one guest per number: the one already in E.164 keeps it, the other stays as written', async () => {
    expect((await phoneOf(guests.apiHolder!)).phone).toBe('+6581112222');
    expect((await phoneOf(guests.seededTwin!)).phone).toBe('+65 8111 2222');
  });

  it('gives a number two guests wrote differently to the older one', async () => {
    expect((await phoneOf(guests.older!)).phone).toBe('+6583334444');
    expect((await phoneOf(guests.newer!)).phone).toBe('+65 (8333) 4444');
  });

  it("rewrites another brand's guest with the same number", async () => {
    expect((await phoneOf(guests.otherBrand!)).phone).toBe('+6581112222');
  });
});
