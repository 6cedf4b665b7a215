import { dayListSchema, type Reservation } from '@host/domain/reservations/reservation';
import { RESERVATION_STATUS, TABLE_STATUS } from '@host/domain/statuses';
import { areaWithTablesSchema } from '@host/domain/tables';
import { instantOf } from '@host/domain/time';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBook, type DemoBook } from '../src/seed/demo-book';
import { seedDemoData } from '../src/seed/demo';
import { DEMO_SERVICE_TIMINGS, DEMO_TABLES } from '../src/seed/demo-floor';
import { parseBody, signedInHost, startTestServer, type TestServer } from './helper';

/**
 * The demo day is staged around the server's clock (issue 19, docs/architecture.md Demo data): whatever the
 * hour a newcomer starts Host, what is over is finished, what is running is at its own table or
 * late, and what is to come is booked. Checked on the pure book at every quarter hour, and through
 * HTTP on a database seeded at five hours of the day.
 */

const { SEATED, LATE, COMPLETED, NO_SHOW, CANCELLED, EXPIRED, BOOKED, CONFIRMED, PENDING } = RESERVATION_STATUS;
const FINISHED = [COMPLETED, NO_SHOW, CANCELLED, EXPIRED];
const TO_COME = [BOOKED, CONFIRMED, PENDING, CANCELLED];
const GRACE_MS = DEMO_SERVICE_TIMINGS.dinner.gracePeriod * 1000;

const bookAt = (outletCode: string, timezone: string, now: Date): DemoBook =>
  demoBook({ outletCode, timezone, now, tables: DEMO_TABLES, services: DEMO_SERVICE_TIMINGS, guestCount: 40, tagCount: 6 });

const quarterHours = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

describe('the demo book at every quarter hour of the day (seed/demo-book.ts)', () => {
  const outlets: Array<[string, string]> = [
    ['JG-ORCHARD', 'Asia/Singapore'],
    ['MW-BANGSAR', 'Asia/Kuala_Lumpur'],
    ['HD-CENTRAL', 'Asia/Hong_Kong'],
    ['LN-DAAN', 'Asia/Taipei'],
  ];
  it.each(outlets)('%s: the over is finished, the running is seated or late, the rest to come, one party per table', (code, timezone) => {
    const counts = { seated: 0, overstaying: 0, late: 0 };
    for (const time of quarterHours) {
      const now = instantOf('2026-03-31', `${time}:00`, timezone);
      const book = bookAt(code, timezone, now);
      const at = `${code} at ${time}`;
      const seatedTables: string[] = [];
      book.bookings.forEach((b, index) => {
        const start = b.startsAt.getTime();
        const end = start + b.diningInterval * 1000;
        const links = book.tableLinks.filter((l) => l.booking === index);
        if (start > now.getTime()) expect(TO_COME, `${at}: ${b.reservationTime} has not started`).toContain(b.status);
        if (b.status === LATE) expect(start + GRACE_MS, `${at}: late only after the grace period`).toBeLessThanOrEqual(now.getTime());
        if (b.status === BOOKED || b.status === CONFIRMED)
          expect(start + GRACE_MS, `${at}: booked past its grace would be late`).toBeGreaterThan(now.getTime());
        if (end <= now.getTime() && b.status !== SEATED)
          expect(FINISHED, `${at}: ${b.reservationDate} ${b.reservationTime} is over`).toContain(b.status);
        if (b.status === SEATED) {
          expect(start, `${at}: seated before its time`).toBeLessThanOrEqual(now.getTime());
          expect(b.seatedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(links, `${at}: a seated party has its table`).toHaveLength(1);
          seatedTables.push(links[0]!.table);
          counts.seated++;
          if (end <= now.getTime()) {
            counts.overstaying++;
            expect(now.getTime() - end, `${at}: an overstay is recent`).toBeLessThanOrEqual(40 * 60_000);
            expect(book.tableStatuses).toContainEqual({ table: links[0]!.table, status: TABLE_STATUS.OVERSTAY });
          }
        }
        if (b.status === LATE) counts.late++;
        if (b.departedAt) expect(b.departedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      });
      expect(new Set(seatedTables).size, `${at}: two parties at one table`).toBe(seatedTables.length);
      expect(
        book.bookings.filter((b) => b.status === SEATED && b.startsAt.getTime() + b.diningInterval * 1000 <= now.getTime()).length,
      ).toBeLessThanOrEqual(1);
      // Table statuses only on tables that have a reason: in use, bill and overstay where a party sits, cleaning where none does.
      for (const { table, status } of book.tableStatuses) {
        const sitsThere = seatedTables.includes(table);
        expect(sitsThere, `${at}: ${table} is ${status}`).toBe(status !== TABLE_STATUS.REQUIRES_CLEANING);
      }
    }
    // Over the day, the book shows parties seated, overstaying and late, not only bookings.
    expect(counts.seated).toBeGreaterThan(100);
    expect(counts.overstaying).toBeGreaterThan(4);
    expect(counts.late).toBeGreaterThan(4);
  });

  it('is the same book for the same outlet and hour (seeded generator)', () => {
    const now = instantOf('2026-03-31', '19:30:00', 'Asia/Singapore');
    expect(bookAt('JG-ORCHARD', 'Asia/Singapore', now)).toEqual(bookAt('JG-ORCHARD', 'Asia/Singapore', now));
  });
});

describe('a demo database seeded at five hours of the day, read through HTTP', () => {
  let server: TestServer;
  const log = pino({ level: 'silent' });
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Empties every table of the copy (migrations live in their own schema) and seeds the demo at `iso`. */
  async function reseedAt(iso: string) {
    const tables = await server.db.$client.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public'`);
    await server.db.$client.query(`truncate ${tables.rows.map((t) => `"${t.tablename}"`).join(', ')} cascade`);
    // Today's book alone: the five past weeks have their own test (demo-history.test.ts).
    await seedDemoData(server.db, new Date(iso), log, { history: false });
    server.setClock(iso);
  }

  it.each([
    ['09:00', 'before lunch: nothing has happened yet', { seated: false, finished: false }],
    ['12:45', 'at lunch: parties at their tables', { seated: true, finished: false }],
    ['15:10', 'between services: lunch is over (one party lingers), nobody is late for dinner', { seated: false, finished: true }],
    ['19:30', 'at dinner: lunch over, dinner at the tables, the evening to come', { seated: true, finished: true }],
    ['23:30', 'after closing: the day is done but for one lingering party', { seated: false, finished: true }],
  ])('%s, %s', async (time, _what, expected) => {
    const iso = `2026-03-31T${time}:00+08:00`;
    await reseedAt(iso);
    // The seed already is what the clock says: a sweep at that moment turns nobody late and no table overstayed. The
    // sweep's book step alone: planning and sending the day's messages (6 s a time here) is not what this is about.
    const swept = await server.sweepBook();
    expect(swept.late).toEqual([]);
    expect(swept.overstayed).toEqual([]);

    const host = await signedInHost(server, 'JG-ORCHARD', '2468');
    const day = parseBody(dayListSchema, await host.call('GET', `/api/v1/outlets/${host.outletId}/reservations?date=2026-03-31`));
    const now = new Date(iso).getTime();
    const started = (r: Reservation) => new Date(r.dateTime).getTime() <= now;
    const isOver = (r: Reservation) => new Date(r.limitTime).getTime() <= now;

    const toCome = day.reservations.filter((r) => !started(r));
    expect(toCome.map((r) => r.statusName).filter((s) => !['BOOKED', 'CONFIRMED', 'PENDING', 'CANCELLED'].includes(s))).toEqual([]);
    const over = day.reservations.filter((r) => isOver(r) && r.statusName !== 'SEATED');
    expect(over.map((r) => r.statusName).filter((s) => !['COMPLETED', 'NO_SHOW', 'CANCELLED', 'EXPIRED'].includes(s))).toEqual([]);
    expect(over.length > 0).toBe(expected.finished);

    const seated = day.reservations.filter((r) => r.statusName === 'SEATED');
    // Parties seated inside their time only while a service runs; past it, at most the one overstaying.
    expect(seated.filter((r) => !isOver(r)).length > 0).toBe(expected.seated);
    expect(seated.filter(isOver).length).toBeLessThanOrEqual(1);
    const seatedTables = seated.flatMap((r) => r.tables.map((t) => t.name));
    expect(new Set(seatedTables).size, 'one party per table').toBe(seatedTables.length);
    // Each seated party (how many is asserted above) has one table and sat down by now.
    expect(seated.map((r) => [r.tables.length, new Date(r.seatedAt!).getTime() <= now])).toEqual(seated.map(() => [1, true]));

    // The floor agrees: a table is in use (or wants the bill, or overstays) exactly where a party sits.
    const areas = parseBody(areaWithTablesSchema.array(), await host.call('GET', `/api/v1/outlets/${host.outletId}/areas?all=true`));
    const occupied = areas
      .flatMap((a) => a.tables)
      .filter((t) => [TABLE_STATUS.IN_USE, TABLE_STATUS.BILL_REQUESTED, TABLE_STATUS.OVERSTAY].includes(t.status as never));
    expect(occupied.map((t) => t.name).sort()).toEqual([...seatedTables].sort());
  });
});
