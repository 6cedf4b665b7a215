import { brandReportSchema, outletReportSchema, type OutletReport } from '@host/domain/reports/report';
import { RESERVATION_STATUS as S, isActiveStatus } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockOutDays,
  brands,
  confirmationNotifications,
  customers,
  messageDeliveries,
  paymentRequests,
  reportDays,
  reservationTables,
  reservations,
  tables,
  tickets,
  transactions,
  waitingListEntries,
} from '../src/db/schema';
import { and, eq } from 'drizzle-orm';
import { aTicket, aUser, anOutlet, type OutletFixture } from './factories';
import { parseBody, parseError, signedInUser, startTestServer, type Host, type TestServer } from './helper';

// Issue 31: every figure of a week worked out by hand (the comments give the sums), asserted exactly. The clock is
// 2026-03-31 19:30 in Singapore (test/clock.ts): the week of 23-29 March is over, every booking in it due.
// Bookings in the past are written straight into the tables (no request books the past): the fixture, not
// what is under test; the report is read over HTTP.
let server: TestServer;
let sg: OutletFixture;
let second: OutletFixture;
let merchant: Host;
const TZ = 'Asia/Singapore';
const WEEK = 'from=2026-03-23&to=2026-03-29';
let codes = 0;
const guests: Record<string, string> = {};
const booked: Record<string, string> = {};

interface Booking {
  date: string;
  time: string;
  adults: number;
  children?: number;
  extraAdult?: number;
  status: number;
  source: 'restaurant' | 'customer' | 'google' | 'walkIn';
  service: 'Lunch' | 'Dinner';
  /** local 'YYYY-MM-DD HH:mm' */
  created: string;
  guest?: string;
  table?: string;
  /** minutes after the booking's time it was seated, and how long it stayed */
  seated?: [number, number];
  cancelled?: string;
  ticketId?: string;
}

const local = (at: string) => instantOf(at.slice(0, 10), `${at.slice(11)}:00`, TZ);

async function book(outlet: OutletFixture, name: string, b: Booking) {
  const startsAt = instantOf(b.date, `${b.time}:00`, TZ);
  const seatedAt = b.seated ? new Date(startsAt.getTime() + b.seated[0] * 60_000) : null;
  const departedAt = b.seated ? new Date(seatedAt!.getTime() + b.seated[1] * 60_000) : null;
  const [row] = await server.db
    .insert(reservations)
    .values({
      code: `RPT${++codes}${Date.now() % 100_000}`,
      outletId: outlet.outlet.id,
      serviceTimingId: outlet.service(b.service).id,
      customerId: b.guest ? guests[b.guest]! : null,
      ticketId: b.ticketId ?? null,
      source: b.source,
      isWalkIn: b.source === 'walkIn',
      diningInterval: 7200,
      customerFirstName: name,
      reservationDate: b.date,
      reservationTime: `${b.time}:00`,
      startsAt,
      numberOfAdults: b.adults,
      numberOfChildren: b.children ?? 0,
      extraAdult: b.extraAdult ?? 0,
      status: b.status,
      seatedAt,
      departedAt,
      cancelledAt: b.cancelled ? local(b.cancelled) : null,
      createdTimestamp: local(b.created),
    })
    .returning({ id: reservations.id });
  booked[name] = row!.id;
  if (b.table) {
    await server.db.insert(reservationTables).values({
      reservationId: row!.id,
      tableId: outlet.table(b.table).id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7_200_000),
      // As the app leaves them: a finished booking's links inactive (its seat-minutes still count).
      isActive: isActiveStatus(b.status),
    });
  }
  return row!.id;
}

async function aGuest(outlet: OutletFixture, name: string) {
  const [row] = await server.db.insert(customers).values({ brandId: outlet.brand.id, firstName: name }).returning({ id: customers.id });
  guests[name] = row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  // Seats: Main room 2 + 4, Terrace 6: twelve. Lunch 11:30-14:30 (180 min) and dinner 17:30-22:00 (270 min) daily.
  sg = await anOutlet(server, {
    areas: [{ name: 'Main room' }, { name: 'Terrace' }],
    tables: [
      { name: 'T1', seats: 2 },
      { name: 'T2', seats: 4 },
      { name: 'T3', seats: 6, area: 'Terrace' },
    ],
  });
  second = await anOutlet(server, { brand: { id: sg.brand.id }, tables: [{ name: 'S1', seats: 4 }] });
  const user = await aUser(server, { outletIds: [sg.outlet.id, second.outlet.id] });
  merchant = await signedInUser(server, user.email, user.password);
  for (const name of ['Grace', 'Ahmad', 'Mei', 'Wong']) await aGuest(sg, name);
  const twoDayWindow = await aTicket(server, sg.brand.id, { refundWindow: 2, refundWindowUnit: 'day' });

  // The week.
  await book(sg, 'B1', {
    date: '2026-03-23',
    time: '12:00',
    adults: 2,
    status: S.COMPLETED,
    source: 'restaurant',
    service: 'Lunch',
    created: '2026-03-20 10:00',
    guest: 'Grace',
    table: 'T1',
    seated: [5, 75],
  });
  await book(sg, 'B2', {
    date: '2026-03-23',
    time: '19:00',
    adults: 3,
    children: 1,
    status: S.COMPLETED,
    source: 'customer',
    service: 'Dinner',
    created: '2026-03-23 09:00',
    guest: 'Ahmad',
    table: 'T2',
    seated: [0, 100],
  });
  await book(sg, 'B3', {
    date: '2026-03-24',
    time: '19:15',
    adults: 6,
    status: S.COMPLETED,
    source: 'google',
    service: 'Dinner',
    created: '2026-02-10 12:00',
    guest: 'Grace',
    table: 'T3',
    seated: [5, 120],
  });
  await book(sg, 'B4', {
    date: '2026-03-26',
    time: '19:30',
    adults: 2,
    status: S.NO_SHOW,
    source: 'customer',
    service: 'Dinner',
    created: '2026-03-25 08:00',
    guest: 'Mei',
  });
  // Cancelled 9 hours before: late by the 24 hours of a booking without a ticket.
  await book(sg, 'B5', {
    date: '2026-03-27',
    time: '18:00',
    adults: 2,
    status: S.CANCELLED,
    source: 'restaurant',
    service: 'Dinner',
    created: '2026-03-10 12:00',
    cancelled: '2026-03-27 09:00',
  });
  // Cancelled a week ahead: not late.
  await book(sg, 'B6', {
    date: '2026-03-28',
    time: '12:30',
    adults: 3,
    status: S.CANCELLED,
    source: 'customer',
    service: 'Lunch',
    created: '2026-03-15 12:00',
    cancelled: '2026-03-20 12:00',
  });
  await book(sg, 'B7', {
    date: '2026-03-28',
    time: '20:00',
    adults: 2,
    status: S.COMPLETED,
    source: 'walkIn',
    service: 'Dinner',
    created: '2026-03-28 20:00',
    table: 'T1',
    seated: [0, 60],
  });
  // Waiting on its payment: not on the book.
  await book(sg, 'B8', {
    date: '2026-03-29',
    time: '12:00',
    adults: 4,
    extraAdult: 1,
    status: S.PENDING,
    source: 'customer',
    service: 'Lunch',
    created: '2026-03-28 12:00',
  });
  // Booked from a waiting-list offer.
  await book(sg, 'B9', {
    date: '2026-03-29',
    time: '19:00',
    adults: 2,
    status: S.COMPLETED,
    source: 'customer',
    service: 'Dinner',
    created: '2026-03-29 17:00',
    guest: 'Ahmad',
    table: 'T2',
    seated: [0, 90],
  });
  // Cancelled 32 hours before, inside its ticket's two days: late (24 hours would not make it so).
  await book(sg, 'B10', {
    date: '2026-03-29',
    time: '20:00',
    adults: 2,
    status: S.CANCELLED,
    source: 'customer',
    service: 'Dinner',
    created: '2026-03-20 12:00',
    cancelled: '2026-03-28 12:00',
    ticketId: twoDayWindow.id,
  });
  // The week before: 2 on the book (6 covers, 4 seated), a no-show, a late cancellation.
  await book(sg, 'P1', {
    date: '2026-03-20',
    time: '19:00',
    adults: 4,
    status: S.COMPLETED,
    source: 'restaurant',
    service: 'Dinner',
    created: '2026-03-18 12:00',
    guest: 'Wong',
    table: 'T2',
    seated: [0, 80],
  });
  await book(sg, 'P2', {
    date: '2026-03-21',
    time: '19:00',
    adults: 2,
    status: S.NO_SHOW,
    source: 'customer',
    service: 'Dinner',
    created: '2026-03-19 12:00',
  });
  await book(sg, 'P3', {
    date: '2026-03-22',
    time: '19:00',
    adults: 2,
    status: S.CANCELLED,
    source: 'customer',
    service: 'Dinner',
    created: '2026-03-19 12:00',
    cancelled: '2026-03-22 10:00',
  });
  // The day after the week, and another outlet's week: neither counts here.
  await book(sg, 'After', {
    date: '2026-03-30',
    time: '19:00',
    adults: 8,
    status: S.COMPLETED,
    source: 'restaurant',
    service: 'Dinner',
    created: '2026-03-29 12:00',
    table: 'T3',
    seated: [0, 60],
  });
  await book(second, 'Elsewhere', {
    date: '2026-03-24',
    time: '19:00',
    adults: 3,
    status: S.COMPLETED,
    source: 'restaurant',
    service: 'Dinner',
    created: '2026-03-20 12:00',
    table: 'S1',
    seated: [0, 90],
  });

  await server.db.insert(waitingListEntries).values({
    outletId: sg.outlet.id,
    date: '2026-03-29',
    windowStart: '18:30:00',
    windowEnd: '20:30:00',
    status: 'booked',
    source: 'online',
    customerFirstName: 'Ahmad',
    customerPhone: '+6591234567',
    numberOfAdults: 2,
    language: 'en',
    linkNonce: 'report-fixture',
    joinedAt: local('2026-03-29 12:00'),
    reservationId: booked.B9,
  });
  // Wednesday closed all day: six days open.
  await server.db.insert(blockOutDays).values({ outletId: sg.outlet.id, date: '2026-03-25', entireDay: true, name: 'Staff day' });

  // Money, by the Singapore day it moved on.
  const hold = await server.db
    .insert(paymentRequests)
    .values({ reservationId: booked.B4!, type: 'CARD', status: 'guaranteed', kind: 'hold', amount: 2500, currency: 'SGD' })
    .returning({ id: paymentRequests.id });
  const money = (type: 'create' | 'refund', status: string, amount: number, at: string, paymentRequestId?: string) =>
    server.db.insert(transactions).values({
      outletId: sg.outlet.id,
      reservationId: booked.B2,
      paymentRequestId,
      type,
      status,
      amount,
      currency: 'SGD',
      source: 'System',
      createdAt: new Date(at),
    });
  await money('create', 'succeeded', 5000, '2026-03-22T16:30:00Z'); // 00:30 on Monday 23rd: in
  await money('create', 'succeeded', 3000, '2026-03-22T15:30:00Z'); // 23:30 on Sunday 22nd: out
  await money('refund', 'refunded', 2000, '2026-03-27T02:00:00Z');
  await money('create', 'charge', 2500, '2026-03-26T14:00:00Z', hold[0]!.id); // the no-show's held card, charged
  await money('create', 'failed', 9900, '2026-03-26T14:00:00Z');

  const message = (channel: string, state: string, at: string) =>
    server.db.insert(messageDeliveries).values({
      outletId: sg.outlet.id,
      reservationId: booked.B2,
      channel,
      template: 'reminder',
      language: 'en',
      recipient: channel === 'email' ? 'guest@example.com' : '+6591234567',
      body: 'See you tonight',
      state,
      createdAt: new Date(at),
    });
  await message('sms', 'delivered', '2026-03-23T02:00:00Z');
  await message('sms', 'delivered', '2026-03-24T02:00:00Z');
  await message('sms', 'failed', '2026-03-24T03:00:00Z');
  await message('sms', 'retried', '2026-03-24T02:30:00Z');
  await message('email', 'sent', '2026-03-25T02:00:00Z');
  await message('email', 'delivered', '2026-03-26T02:00:00Z');
  await message('sms', 'delivered', '2026-03-29T16:30:00Z'); // 00:30 on Monday 30th: out

  const confirmation = (name: string, result: string) =>
    server.db.insert(confirmationNotifications).values({
      reservationId: booked[name]!,
      key: `confirm-${name}`,
      channel: 'sms',
      type: 'confirm',
      status: 'sent',
      sendAt: local('2026-03-22 10:00'),
      result,
    });
  await confirmation('B2', 'confirmed');
  await confirmation('B9', 'confirmed');
  await confirmation('B4', 'missed');
});
afterAll(() => server.close());

const reportOf = async (query = WEEK, host: Host = sg.host, outletId = sg.outlet.id): Promise<OutletReport> =>
  parseBody(outletReportSchema, await host.call('GET', `/api/v1/outlets/${outletId}/reports?${query}`));

describe("an outlet's week, every figure as worked out by hand", () => {
  it('counts bookings, covers, no-shows and cancellations by their definitions, and the week before', async () => {
    const report = await reportOf();
    expect(report).toMatchObject({ from: '2026-03-23', to: '2026-03-29', currency: 'SGD', timeZone: TZ, outletName: sg.outlet.name });
    // On the book: B1 B2 B3 B4 B7 B9 (2+4+6+2+2+2 = 18 covers); seated B1 B2 B3 B7 B9 (16); due: not B7 (walk-in);
    // made: the 5 due and the 3 cancelled (B5 B6 B10); late: B5 (9 h < 24 h) and B10 (32 h < its ticket's 2 days).
    expect(report.totals).toEqual({
      bookings: 6,
      covers: 18,
      seatedBookings: 5,
      seatedCovers: 16,
      walkIns: 1,
      dueBookings: 5,
      noShows: 1,
      madeBookings: 8,
      cancellations: 3,
      lateCancellations: 2,
    });
    expect(report.previous).toEqual({
      bookings: 2,
      covers: 6,
      seatedBookings: 1,
      seatedCovers: 4,
      walkIns: 0,
      dueBookings: 2,
      noShows: 1,
      madeBookings: 3,
      cancellations: 1,
      lateCancellations: 1,
    });
  });

  it('by day (every day, the closed one too) and by service', async () => {
    const report = await reportOf();
    expect(report.byDay).toEqual([
      { date: '2026-03-23', bookings: 2, covers: 6, seatedCovers: 6 },
      { date: '2026-03-24', bookings: 1, covers: 6, seatedCovers: 6 },
      { date: '2026-03-25', bookings: 0, covers: 0, seatedCovers: 0 },
      { date: '2026-03-26', bookings: 1, covers: 2, seatedCovers: 0 },
      { date: '2026-03-27', bookings: 0, covers: 0, seatedCovers: 0 },
      { date: '2026-03-28', bookings: 1, covers: 2, seatedCovers: 2 },
      { date: '2026-03-29', bookings: 1, covers: 2, seatedCovers: 2 },
    ]);
    expect(report.byService).toEqual([
      { serviceTimingId: sg.service('Lunch').id, name: 'Lunch', bookings: 1, covers: 2, seatedCovers: 2 },
      { serviceTimingId: sg.service('Dinner').id, name: 'Dinner', bookings: 5, covers: 16, seatedCovers: 14 },
    ]);
  });

  it('sources (a booking from a waiting-list offer is the waitlist’s), party sizes and lead times', async () => {
    const report = await reportOf();
    expect(report.sources).toEqual([
      { source: 'restaurant', bookings: 1, covers: 2 },
      { source: 'walkIn', bookings: 1, covers: 2 },
      { source: 'customer', bookings: 2, covers: 6 },
      { source: 'google', bookings: 1, covers: 6 },
      { source: 'waitlist', bookings: 1, covers: 2 },
    ]);
    expect(report.partySizes).toEqual([
      { pax: 2, bookings: 4 },
      { pax: 4, bookings: 1 },
      { pax: 6, bookings: 1 },
    ]);
    // B2 and B9 the same day, B4 a day ahead, B1 three days, B3 six weeks; the walk-in has none.
    expect(report.leadTimes).toEqual([
      { bucket: 'sameDay', bookings: 2 },
      { bucket: 'oneToTwoDays', bookings: 1 },
      { bucket: 'threeToSevenDays', bookings: 1 },
      { bucket: 'eightToThirtyDays', bookings: 0 },
      { bucket: 'moreThanThirtyDays', bookings: 1 },
    ]);
  });

  it('turn times by party size, and seat utilisation overall, per service and per area', async () => {
    const report = await reportOf();
    expect(report.turnTimes).toEqual([
      { pax: 2, parties: 3, medianMinutes: 75, averageMinutes: 75 }, // 75, 60, 90
      { pax: 4, parties: 1, medianMinutes: 100, averageMinutes: 100 },
      { pax: 6, parties: 1, medianMinutes: 120, averageMinutes: 120 },
    ]);
    // Occupied: lunch 2x75 = 150; dinner 4x100 + 6x120 + 2x60 + 2x90 = 1,420. Open over six days (Wednesday closed):
    // lunch 6x180 = 1,080 min, dinner 6x270 = 1,620, both 2,700; twelve seats (Main room 6, Terrace 6).
    expect(report.utilisation).toEqual({
      overall: 0.0485, // 1,570 / 32,400
      byService: [
        { serviceTimingId: sg.service('Lunch').id, name: 'Lunch', ratio: 0.0116 }, // 150 / 12,960
        { serviceTimingId: sg.service('Dinner').id, name: 'Dinner', ratio: 0.073 }, // 1,420 / 19,440
      ],
      byArea: [
        { areaId: sg.area('Main room').id, name: 'Main room', ratio: 0.0525 }, // 150 + 400 + 120 + 180 = 850 / 16,200
        { areaId: sg.area('Terrace').id, name: 'Terrace', ratio: 0.0444 }, // 720 / 16,200
      ],
    });
  });

  it('pacing by weekday and slot, money by the day it moved, messages, confirmations and repeat guests', async () => {
    const report = await reportOf();
    expect(report.pacing).toEqual([
      { weekday: 1, slot: '12:00', covers: 2 },
      { weekday: 1, slot: '19:00', covers: 4 },
      { weekday: 2, slot: '19:15', covers: 6 },
      { weekday: 4, slot: '19:30', covers: 2 },
      { weekday: 6, slot: '20:00', covers: 2 },
      { weekday: 7, slot: '19:00', covers: 2 },
    ]);
    expect(report.money).toEqual([{ currency: 'SGD', collected: 7500, refunded: 2000, guaranteesCharged: 2500 }]);
    expect(report.messages).toEqual([
      { channel: 'sms', sent: 2, delivered: 2, failed: 1 },
      { channel: 'email', sent: 2, delivered: 1, failed: 0 },
      { channel: 'phone', sent: 0, delivered: 0, failed: 0 },
    ]);
    expect(report.guestConfirmed).toBe(2);
    // Grace's B3 (seated at B1 the day before) and Ahmad's B9 (seated at B2): 6 + 2 of 16.
    expect(report.repeatGuests).toEqual({ seatedCovers: 16, repeatCovers: 8 });
  });

  it('narrows every figure to one service', async () => {
    const report = await reportOf(`${WEEK}&serviceTimingId=${sg.service('Lunch').id}`);
    expect(report.totals).toMatchObject({ bookings: 1, covers: 2, madeBookings: 2, cancellations: 1, lateCancellations: 0 });
    expect(report.utilisation.overall).toBe(0.0116);
    expect(report.utilisation.byService.map((s) => s.name)).toEqual(['Lunch']);
    expect(report.money).toEqual([]);
  });
});

describe("a merchant's outlets", () => {
  it('side by side and summed; an outlet staff session sees its own only', async () => {
    const both = parseBody(brandReportSchema, await merchant.call('GET', `/api/v1/brands/${sg.brand.id}/reports?${WEEK}`));
    expect(both.outlets.map((o) => o.outletId).sort()).toEqual([sg.outlet.id, second.outlet.id].sort());
    expect(both.totals.covers).toBe(18 + 3);
    expect(both.totals.seatedCovers).toBe(16 + 3);
    expect(both.previous.covers).toBe(6);
    const own = parseBody(brandReportSchema, await sg.host.call('GET', `/api/v1/brands/${sg.brand.id}/reports?${WEEK}`));
    expect(own.outlets.map((o) => o.outletId)).toEqual([sg.outlet.id]);
    const one = parseBody(
      brandReportSchema,
      await merchant.call('GET', `/api/v1/brands/${sg.brand.id}/reports?${WEEK}&outletIds=${second.outlet.id}`),
    );
    expect(one.outlets.map((o) => o.outletName)).toEqual([second.outlet.name]);
  });

  it('refuses an outlet beyond the session, another outlet’s report, and a range back to front or over a year', async () => {
    expect(
      parseError(await sg.host.call('GET', `/api/v1/brands/${sg.brand.id}/reports?${WEEK}&outletIds=${second.outlet.id}`), 403).details,
    ).toEqual({
      reason: 'forbiddenOutlet',
    });
    expect((await sg.host.call('GET', `/api/v1/outlets/${second.outlet.id}/reports?${WEEK}`)).status).toBe(403);
    const backwards = parseError(await sg.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/reports?from=2026-03-29&to=2026-03-23`), 400);
    expect(JSON.stringify(backwards.details)).toContain('The range must end on or after the day it starts');
    const long = parseError(await sg.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/reports?from=2025-01-01&to=2026-01-02`), 400);
    expect(JSON.stringify(long.details)).toContain('A report covers at most 366 days');
    expect((await sg.host.call('GET', `/api/v1/outlets/${sg.outlet.id}/reports?from=2025-01-01&to=2025-12-31`)).status).toBe(200);
  });
});

// docs/decisions/028-report-days.md: a settled day's figures are kept, and read again once the day changes. After every
// kind of change the report must equal one read with nothing kept; and each change must move a figure (or the test
// would prove nothing). These run last: they change the week the hand-worked figures above describe.
describe('kept days', () => {
  const keptDays = async () =>
    (await server.db.select({ day: reportDays.day }).from(reportDays).where(eq(reportDays.outletId, sg.outlet.id)))
      .map((r) => r.day)
      .sort();

  it('keeps the days two days before the outlet’s today, never the days still open', async () => {
    await server.db.delete(reportDays);
    await reportOf('from=2026-03-23&to=2026-04-02');
    const days = await keptDays();
    // The range and the eleven days before it (the comparison), up to the 29th: the 30th's supper may still be seated.
    expect(days[0]).toBe('2026-03-12');
    expect(days.at(-1)).toBe('2026-03-29');
    expect(days).toHaveLength(18);
  });

  const dinner = () => `${WEEK}&serviceTimingId=${sg.service('Dinner').id}`;
  const changes: Array<{ what: string; query?: () => string; figure: (r: OutletReport) => unknown; change: () => Promise<unknown> }> = [
    {
      what: 'a seated booking marked a no-show',
      figure: (r) => r.totals,
      change: () =>
        server.db.update(reservations).set({ status: S.NO_SHOW, seatedAt: null, departedAt: null }).where(eq(reservations.id, booked.B3!)),
    },
    {
      what: "a booking's table changed to one in another area",
      figure: (r) => r.utilisation.byArea,
      change: () =>
        server.db
          .update(reservationTables)
          .set({ tableId: sg.table('T3').id })
          .where(eq(reservationTables.reservationId, booked.B1!)),
    },
    {
      what: 'money taken on a past day',
      figure: (r) => r.money,
      change: () =>
        server.db.insert(transactions).values({
          outletId: sg.outlet.id,
          reservationId: booked.B1,
          type: 'create',
          status: 'succeeded',
          amount: 1200,
          currency: 'SGD',
          source: 'System',
          createdAt: new Date('2026-03-24T04:00:00Z'),
        }),
    },
    {
      what: 'a message on a past day',
      figure: (r) => r.messages,
      change: () =>
        server.db.insert(messageDeliveries).values({
          outletId: sg.outlet.id,
          reservationId: booked.B1,
          channel: 'email',
          template: 'reminder',
          language: 'en',
          recipient: 'grace@example.com',
          body: 'See you',
          state: 'failed',
          createdAt: new Date('2026-03-25T04:00:00Z'),
        }),
    },
    {
      what: "a guest's confirmation",
      figure: (r) => r.guestConfirmed,
      change: () =>
        server.db.insert(confirmationNotifications).values({
          reservationId: booked.B7!,
          key: 'confirm-late',
          channel: 'sms',
          type: 'confirm',
          status: 'sent',
          sendAt: local('2026-03-27 10:00'),
          result: 'confirmed',
        }),
    },
    {
      what: 'an earlier visit of a guest seated in the week (a repeat guest from then on)',
      figure: (r) => r.repeatGuests,
      change: () =>
        book(sg, 'B0', {
          date: '2026-03-02',
          time: '19:00',
          adults: 2,
          status: S.COMPLETED,
          source: 'restaurant',
          service: 'Dinner',
          created: '2026-03-01 10:00',
          guest: 'Ahmad',
          seated: [0, 90],
        }),
    },
    {
      what: "a ticket's refund window (which cancellations were late)",
      figure: (r) => r.totals.lateCancellations,
      change: async () => {
        const [b10] = await server.db
          .select({ ticketId: reservations.ticketId })
          .from(reservations)
          .where(eq(reservations.id, booked.B10!));
        await server.db.update(tickets).set({ refundWindow: 1 }).where(eq(tickets.id, b10!.ticketId!));
      },
    },
    {
      what: 'a table moved to another area',
      figure: (r) => r.utilisation.byArea,
      change: () =>
        server.db
          .update(tables)
          .set({ areaId: sg.area('Terrace').id })
          .where(eq(tables.id, sg.table('T2').id)),
    },
    {
      what: 'a charge of a past day that failed after all (its status)',
      figure: (r) => r.money,
      change: () =>
        server.db
          .update(transactions)
          .set({ status: 'failed' })
          .where(and(eq(transactions.outletId, sg.outlet.id), eq(transactions.amount, 5000))),
    },
    {
      what: "a payment request's kind (a held card's charge no longer a guarantee)",
      figure: (r) => r.money,
      change: () => server.db.update(paymentRequests).set({ kind: 'payment' }).where(eq(paymentRequests.reservationId, booked.B4!)),
    },
    {
      what: 'a booking no longer linked to the waiting-list offer it came from',
      figure: (r) => r.sources,
      change: () =>
        server.db.update(waitingListEntries).set({ reservationId: null }).where(eq(waitingListEntries.reservationId, booked.B9!)),
    },
    {
      what: 'a booking deleted',
      figure: (r) => r.totals,
      change: () => server.db.delete(reservations).where(eq(reservations.id, booked.B7!)),
    },
    {
      what: "a booking's service, its money counted under the new one",
      query: dinner,
      figure: (r) => r.money,
      change: () =>
        server.db
          .update(reservations)
          .set({ serviceTimingId: sg.service('Lunch').id })
          .where(eq(reservations.id, booked.B2!)),
    },
    {
      what: "the brand's time zone (each instant's local day)",
      figure: (r) => r.money,
      change: () => server.db.update(brands).set({ timezone: 'Asia/Tokyo' }).where(eq(brands.id, sg.brand.id)),
    },
  ];

  it.each(changes)('after $what, the report is the one read with nothing kept', async ({ query = () => WEEK, figure, change }) => {
    const before = await reportOf(query());
    expect((await keptDays()).length).toBeGreaterThan(0);
    await change();
    const after = await reportOf(query());
    expect(figure(after)).not.toEqual(figure(before));
    await server.db.delete(reportDays);
    expect(after).toEqual(await reportOf(query()));
  });
});
