import { OCCASIONS } from '@host/domain/reservations/booking-options';
import { createHash } from 'node:crypto';
import { RESERVATION_STATUS, TABLE_STATUS, isActiveStatus } from '@host/domain/statuses';
import { addLocalDays, instantOf, localDateOf } from '@host/domain/time';
import type { DemoTable } from './demo-floor';

const { BOOKED, SEATED, COMPLETED, CANCELLED, NO_SHOW, CONFIRMED, LATE, PENDING, EXPIRED } = RESERVATION_STATUS;

/**
 * Today's book in time order: the earliest parties are done, the middle ones at the table or late,
 * the evening still to come, so every status shows on the host screen whatever the hour.
 */
const TODAY_PATTERN = [
  COMPLETED,
  COMPLETED,
  NO_SHOW,
  COMPLETED,
  CANCELLED,
  COMPLETED,
  EXPIRED,
  COMPLETED,
  SEATED,
  SEATED,
  LATE,
  SEATED,
  SEATED,
  LATE,
  SEATED,
  CONFIRMED,
  BOOKED,
  PENDING,
  BOOKED,
  CONFIRMED,
  CANCELLED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  PENDING,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
  CONFIRMED,
  BOOKED,
  BOOKED,
];
const TABLE_PRIORITY: number[] = [SEATED, LATE, CONFIRMED, BOOKED, PENDING, COMPLETED, NO_SHOW, CANCELLED, EXPIRED];
const PAST_PATTERN = [COMPLETED, COMPLETED, NO_SHOW, COMPLETED, CANCELLED, COMPLETED, COMPLETED, COMPLETED];
const FUTURE_PATTERN = [BOOKED, CONFIRMED, BOOKED, PENDING, BOOKED, CANCELLED, CONFIRMED, BOOKED];
const LUNCH_SLOTS = ['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30'];
const DINNER_SLOTS = ['17:30', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:30', '21:00'];
const SOURCES = ['restaurant', 'customer', 'customer', 'google'];
const GUEST_NOTES = ['No peanuts, please', 'High chair needed', 'Celebrating a promotion', 'Quiet corner if possible'];
const STAFF_NOTES = ['Regular: likes the window table', 'Called to confirm', 'Complimentary dessert'];

/** A small deterministic generator, so every outlet's demo day looks the same on every machine. */
function random(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoBookInput {
  /** the outlet's code seeds its generator */
  outletCode: string;
  timezone: string;
  now: Date;
  tables: DemoTable[];
  /** dining intervals in seconds */
  services: { lunch: { diningInterval: number }; dinner: { diningInterval: number } };
  guestCount: number;
  tagCount: number;
}

/** One booking; `guest`, `ticket` and `tag` index the brand's guests, tickets and tags. */
export interface DemoBooking {
  service: 'lunch' | 'dinner';
  guest: number;
  ticket: 0 | 1;
  tag: number | null;
  source: string;
  diningInterval: number;
  reservationDate: string;
  reservationTime: string;
  startsAt: Date;
  numberOfAdults: number;
  numberOfChildren: number;
  status: number;
  isWalkIn: boolean;
  notes: string | null;
  staffNotes: string | null;
  occasions: string[];
  createdByRestaurant: boolean;
  createdByCustomer: boolean;
  confirmedAt: Date | null;
  seatedAt: Date | null;
  departedAt: Date | null;
  cancelledAt: Date | null;
  cancelledByRestaurant: boolean;
  createdTimestamp: Date;
}

export interface DemoBook {
  bookings: DemoBooking[];
  /** `booking` indexes `bookings`; in the order tables were handed out */
  tableLinks: Array<{ booking: number; table: string; startsAt: Date; endsAt: Date; isActive: boolean }>;
  /** tables not AVAILABLE: one wants the bill, one has overstayed, one waits to be cleaned */
  tableStatuses: Array<{ table: string; status: number }>;
  /** pending bookings wait on a payment link */
  paymentLink: { type: string; status: string; amount: number; expireTime: number; expireDateTime: Date };
}

/** An outlet's book: yesterday, today and the next 14 days, relative to today in its time zone (DESIGN.md, Demo data). */
export function demoBook(input: DemoBookInput): DemoBook {
  const { now, timezone, tables } = input;
  const rand = random(input.outletCode);
  const today = localDateOf(now, timezone);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const pickIndex = (length: number) => Math.floor(rand() * length);

  const days: Array<{ date: string; statuses: number[] }> = [
    { date: addLocalDays(today, -1), statuses: PAST_PATTERN },
    { date: today, statuses: TODAY_PATTERN.slice(0, 25 + Math.floor(rand() * 14)) },
    ...Array.from({ length: 14 }, (_, i) => ({ date: addLocalDays(today, i + 1), statuses: FUTURE_PATTERN.slice(0, 4 + Math.floor(rand() * 5)) })),
  ];

  const bookings: DemoBooking[] = [];
  for (const day of days) {
    // Times in order so the pattern (done, at the table, to come) follows the clock of the day.
    const times = day.statuses.map((_, i) => (i < day.statuses.length * 0.3 ? pick(LUNCH_SLOTS) : pick(DINNER_SLOTS)));
    const sorted = [...times].sort();
    day.statuses.forEach((status, i) => {
      const time = `${sorted[i]}:00`;
      const service = time < '16:00:00' ? 'lunch' : 'dinner';
      const { diningInterval } = input.services[service];
      const adults = 1 + Math.floor(rand() * 5);
      const children = rand() < 0.2 ? 1 : 0;
      const startsAt = instantOf(day.date, time, timezone);
      const isWalkIn = day.date === today && status === SEATED && i % 4 === 0;
      const guest = pickIndex(input.guestCount);
      const ticket = rand() < 0.2 ? 1 : 0;
      const index = bookings.length;
      const tag = rand() < 0.3 ? pickIndex(input.tagCount) : null;
      const minutesAgo = (m: number) => new Date(Math.min(now.getTime(), startsAt.getTime()) - m * 60_000);
      const endsAt = new Date(startsAt.getTime() + diningInterval * 1000);
      // Drawn in this order, so the same seed gives the same book.
      const source = isWalkIn ? 'walkIn' : pick(SOURCES);
      const notes = rand() < 0.2 ? pick(GUEST_NOTES) : null;
      const staffNotes = rand() < 0.15 ? pick(STAFF_NOTES) : null;
      const occasions = rand() < 0.2 ? [pick(OCCASIONS)] : [];
      bookings.push({
        service,
        guest,
        ticket,
        tag,
        source,
        diningInterval,
        reservationDate: day.date,
        reservationTime: time,
        startsAt,
        numberOfAdults: adults,
        numberOfChildren: children,
        status,
        isWalkIn,
        notes,
        staffNotes,
        occasions,
        createdByRestaurant: isWalkIn,
        createdByCustomer: !isWalkIn,
        confirmedAt: status === CONFIRMED ? minutesAgo(120) : null,
        // A party at the table now sat down within the last two hours, even one booked for lunch.
        seatedAt:
          status === SEATED
            ? new Date(Math.min(now.getTime(), Math.max(startsAt.getTime() - 5 * 60_000, now.getTime() - (20 + (index % 5) * 20) * 60_000)))
            : status === COMPLETED
              ? minutesAgo(0)
              : null,
        departedAt: status === COMPLETED ? new Date(Math.min(now.getTime(), endsAt.getTime())) : null,
        cancelledAt: status === CANCELLED ? minutesAgo(300) : null,
        cancelledByRestaurant: status === CANCELLED && rand() < 0.5,
        createdTimestamp: minutesAgo(60 * 24 * 3),
      });
    });
  }

  // Tables: seated parties first (a seated party always has its table), then the rest of the book;
  // a booking no table fits at its time waits unassigned, as hosts see on a full night.
  const holds = new Map<string, Array<[number, number]>>();
  const tableLinks: DemoBook['tableLinks'] = [];
  const byPriority = bookings.map((b, index) => ({ b, index })).sort((x, y) => TABLE_PRIORITY.indexOf(x.b.status) - TABLE_PRIORITY.indexOf(y.b.status));
  for (const { b, index } of byPriority) {
    const start = b.startsAt.getTime();
    const end = start + b.diningInterval * 1000;
    const isActive = isActiveStatus(b.status);
    const table = freeTable(tables, holds, b.numberOfAdults + b.numberOfChildren, start, end, isActive);
    if (table) tableLinks.push({ booking: index, table: table.name, startsAt: b.startsAt, endsAt: new Date(end), isActive });
  }

  // Tables in use show who sits there: one wants the bill, one has overstayed, one waits to be cleaned.
  const seatedTables = [...new Set(tableLinks.filter((l) => bookings[l.booking]!.status === SEATED && bookings[l.booking]!.reservationDate === today).map((l) => l.table))];
  const tableStatuses: DemoBook['tableStatuses'] = seatedTables.map((table, i) => ({ table, status: i === 0 ? TABLE_STATUS.BILL_REQUESTED : i === 1 ? TABLE_STATUS.OVERSTAY : TABLE_STATUS.IN_USE }));
  const idle = tables.find((t) => !seatedTables.includes(t.name));
  if (idle) tableStatuses.push({ table: idle.name, status: TABLE_STATUS.REQUIRES_CLEANING });

  const paymentLink = { type: 'ONLINE_PAYMENT_LINK', status: 'pending', amount: 5000, expireTime: 60, expireDateTime: new Date(now.getTime() + 3600_000) };
  return { bookings, tableLinks, tableStatuses, paymentLink };
}

/** The smallest table that fits and is free over the interval (only active holds block a table). */
function freeTable(tables: DemoTable[], holds: Map<string, Array<[number, number]>>, pax: number, start: number, end: number, isActive: boolean) {
  const fitting = tables.filter((t) => t.minPax <= pax && t.maxPax >= pax).sort((a, b) => a.maxPax - b.maxPax);
  for (const table of fitting) {
    const taken = holds.get(table.name) ?? [];
    if (isActive && taken.some(([s0, e0]) => s0 < end && start < e0)) continue;
    if (isActive) holds.set(table.name, [...taken, [start, end]]);
    return table;
  }
  return undefined;
}
