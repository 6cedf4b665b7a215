import { OCCASIONS } from '@host/domain/reservations/booking-options';
import { createHash } from 'node:crypto';
import { RESERVATION_STATUS, TABLE_STATUS, isActiveStatus } from '@host/domain/statuses';
import { addLocalDays, instantOf, localDateOf } from '@host/domain/time';
import type { Country } from './demo-brands';
import type { DemoTable } from './demo-floor';

const { BOOKED, SEATED, COMPLETED, CANCELLED, NO_SHOW, CONFIRMED, LATE, PENDING, EXPIRED } = RESERVATION_STATUS;

/**
 * Today's book follows the server's clock (docs/architecture.md, Demo data): a party whose time is over has
 * finished (mostly completed, some no-shows, cancellations and an expired deposit), a party whose
 * time is running sits at its own table or is late, and the rest of the day is still to come. The
 * patterns cycle within each phase, so every status shows whenever the phase has bookings.
 */
const OVER_PATTERN = [COMPLETED, COMPLETED, NO_SHOW, COMPLETED, CANCELLED, COMPLETED, EXPIRED, COMPLETED];
const RUNNING_PATTERN = [SEATED, SEATED, LATE, SEATED, SEATED, SEATED, LATE, SEATED];
const TO_COME_PATTERN = [CONFIRMED, BOOKED, PENDING, BOOKED, CONFIRMED, CANCELLED, BOOKED, CONFIRMED, BOOKED, BOOKED];
const TABLE_PRIORITY: number[] = [SEATED, LATE, CONFIRMED, BOOKED, PENDING, COMPLETED, NO_SHOW, CANCELLED, EXPIRED];
const FUTURE_PATTERN = [BOOKED, CONFIRMED, BOOKED, PENDING, BOOKED, CANCELLED, CONFIRMED, BOOKED];
/** A party still at the table this long after its time ran out shows the overstay a host watches for. */
const OVERSTAY_WINDOW_MS = 40 * 60_000;
/** How long a seated party is expected to stay past now when its time has already run out. */
const OVERSTAY_HOLD_MS = 30 * 60_000;
const CLEANING_WINDOW_MS = 10 * 60_000;
const LUNCH_SLOTS = ['11:30', '11:45', '12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30'];
const DINNER_SLOTS = ['17:30', '18:00', '18:15', '18:30', '18:45', '19:00', '19:15', '19:30', '19:45', '20:00', '20:30', '21:00'];
const SOURCES = ['restaurant', 'customer', 'customer', 'google'];
const GUEST_NOTES = ['No peanuts, please', 'High chair needed', 'Celebrating a promotion', 'Quiet corner if possible'];
const STAFF_NOTES = ['Regular: likes the window table', 'Called to confirm', 'Complimentary dessert'];

/** A small deterministic generator, so every outlet's demo day looks the same on every machine. */
export function random(seed: string) {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The outlet a demo book is written for, with the ids its bookings point at. */
export interface BookTarget {
  outletId: string;
  outletCode: string;
  country: Country;
  timezone: string;
  now: Date;
  tableIds: Map<string, string>;
  serviceIds: { lunch: string; dinner: string };
  customers: Array<{ id: string; firstName: string; lastName: string; phone: string | null; language: string | null }>;
  tagIds: string[];
  tickets: Array<{ id: string; typePayment: number; price: number; refundWindow: number | null; refundWindowUnit: string | null }>;
}

export interface DemoBookInput {
  /** the outlet's code seeds its generator */
  outletCode: string;
  timezone: string;
  now: Date;
  tables: DemoTable[];
  /** dining intervals in seconds */
  services: Record<'lunch' | 'dinner', { diningInterval: number; gracePeriod: number }>;
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

/** An outlet's book: yesterday, today and the next 14 days, relative to today in its time zone (docs/architecture.md, Demo data). */
export function demoBook(input: DemoBookInput): DemoBook {
  const { now, timezone, tables } = input;
  const rand = random(input.outletCode);
  const today = localDateOf(now, timezone);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const pickIndex = (length: number) => Math.floor(rand() * length);

  const days = [
    { date: addLocalDays(today, -1), count: OVER_PATTERN.length },
    { date: today, count: 25 + Math.floor(rand() * 14) },
    ...Array.from({ length: 14 }, (_, i) => ({ date: addLocalDays(today, i + 1), count: 4 + Math.floor(rand() * 5) })),
  ];

  const planned: Planned[] = [];
  for (const day of days) {
    const times = Array.from({ length: day.count }, (_, i) => (i < day.count * 0.3 ? pick(LUNCH_SLOTS) : pick(DINNER_SLOTS))).sort();
    const seen: Record<Phase, number> = { over: 0, running: 0, toCome: 0 };
    for (const slot of times) {
      const time = `${slot}:00`;
      const service = time < '16:00:00' ? 'lunch' : 'dinner';
      const startsAt = instantOf(day.date, time, timezone);
      const endsAt = new Date(startsAt.getTime() + input.services[service].diningInterval * 1000);
      const phase: Phase = endsAt <= now ? 'over' : startsAt <= now ? 'running' : 'toCome';
      const pattern =
        phase === 'over' ? OVER_PATTERN : phase === 'running' ? RUNNING_PATTERN : day.date === today ? TO_COME_PATTERN : FUTURE_PATTERN;
      const lateBy = startsAt.getTime() + input.services[service].gracePeriod * 1000;
      const planStatus = pattern[seen[phase]++ % pattern.length]!;
      // Late only once the grace period is over, as the clock sweep would have it; before that the party is due.
      const status = planStatus === LATE && lateBy > now.getTime() ? CONFIRMED : planStatus;
      planned.push({
        date: day.date,
        time,
        service,
        startsAt,
        endsAt,
        lateBy,
        phase,
        status,
        adults: 1 + Math.floor(rand() * 5),
        children: rand() < 0.2 ? 1 : 0,
      });
    }
  }
  // The last party of today whose time ran out in the last 40 minutes has not left yet: its table overstays.
  const overstaying = planned.findLastIndex(
    (p) => p.date === today && p.phase === 'over' && p.status === COMPLETED && now.getTime() - p.endsAt.getTime() <= OVERSTAY_WINDOW_MS,
  );
  if (overstaying >= 0) planned[overstaying]!.status = SEATED;

  // Tables, seated parties first: one party per table, held until it leaves; a party whose time is
  // running but finds no free table is still at the door (late, or due within its grace period).
  const holds = new Map<string, Array<[number, number]>>();
  const assigned = new Map<number, string>();
  const byPriority = planned
    .map((p, index) => ({ p, index }))
    .sort((x, y) => TABLE_PRIORITY.indexOf(x.p.status) - TABLE_PRIORITY.indexOf(y.p.status));
  for (const { p, index } of byPriority) {
    const start = p.startsAt.getTime();
    const end = p.status === SEATED ? Math.max(p.endsAt.getTime(), now.getTime() + OVERSTAY_HOLD_MS) : p.endsAt.getTime();
    const table = freeTable(tables, holds, { pax: p.adults + p.children, start, end, isActive: isActiveStatus(p.status) });
    if (table) assigned.set(index, table.name);
    else if (p.status === SEATED) p.status = p.lateBy <= now.getTime() ? LATE : CONFIRMED;
  }

  const bookings: DemoBooking[] = planned.map((p, index) => {
    const { diningInterval } = input.services[p.service];
    const { status, startsAt, endsAt } = p;
    const isWalkIn = p.date === today && status === SEATED && index % 4 === 0;
    const guest = pickIndex(input.guestCount);
    const ticket = rand() < 0.2 ? 1 : 0;
    const tag = rand() < 0.3 ? pickIndex(input.tagCount) : null;
    const minutesBefore = (m: number) => new Date(Math.min(now.getTime(), startsAt.getTime()) - m * 60_000);
    const source = isWalkIn ? 'walkIn' : pick(SOURCES);
    const notes = rand() < 0.2 ? pick(GUEST_NOTES) : null;
    const staffNotes = rand() < 0.15 ? pick(STAFF_NOTES) : null;
    const occasions = rand() < 0.2 ? [pick(OCCASIONS)] : [];
    const cancelledByRestaurant = rand() < 0.5;
    return {
      service: p.service,
      guest,
      ticket,
      tag,
      source,
      diningInterval,
      reservationDate: p.date,
      reservationTime: p.time,
      startsAt,
      numberOfAdults: p.adults,
      numberOfChildren: p.children,
      status,
      isWalkIn,
      notes,
      staffNotes,
      occasions,
      createdByRestaurant: isWalkIn,
      createdByCustomer: !isWalkIn,
      confirmedAt: status === CONFIRMED ? minutesBefore(120) : null,
      // Seated around their time, a few minutes early or late, never after now.
      seatedAt:
        status === SEATED
          ? new Date(Math.min(now.getTime(), startsAt.getTime() + ((index % 4) * 5 - 5) * 60_000))
          : status === COMPLETED
            ? startsAt
            : null,
      departedAt: status === COMPLETED ? endsAt : null,
      cancelledAt: status === CANCELLED ? minutesBefore(300) : null,
      cancelledByRestaurant: status === CANCELLED && cancelledByRestaurant,
      createdTimestamp: minutesBefore(60 * 24 * 3),
    };
  });
  const tableLinks: DemoBook['tableLinks'] = [...assigned].map(([booking, table]) => {
    const p = planned[booking]!;
    return { booking, table, startsAt: p.startsAt, endsAt: p.endsAt, isActive: isActiveStatus(p.status) };
  });

  // Tables in use show who sits there: the party seated longest wants the bill, one whose time ran
  // out overstays, and the table a party left in the last ten minutes waits to be cleaned.
  const tableOf = (index: number) => assigned.get(index);
  const seatedToday = planned.flatMap((p, index) =>
    p.date === today && p.status === SEATED && tableOf(index) ? [{ p, index, table: tableOf(index)! }] : [],
  );
  const seatedTables = new Set(seatedToday.map((s) => s.table));
  const billIndex = seatedToday.find((s) => s.p.endsAt > now)?.index;
  const tableStatuses: DemoBook['tableStatuses'] = seatedToday.map((s) => ({
    table: s.table,
    status: s.p.endsAt <= now ? TABLE_STATUS.OVERSTAY : s.index === billIndex ? TABLE_STATUS.BILL_REQUESTED : TABLE_STATUS.IN_USE,
  }));
  const justLeft = planned.findLastIndex(
    (p, index) =>
      p.status === COMPLETED && now.getTime() - p.endsAt.getTime() < CLEANING_WINDOW_MS && !seatedTables.has(tableOf(index) ?? ''),
  );
  if (justLeft >= 0 && tableOf(justLeft)) tableStatuses.push({ table: tableOf(justLeft)!, status: TABLE_STATUS.REQUIRES_CLEANING });

  const paymentLink = {
    type: 'ONLINE_PAYMENT_LINK',
    status: 'pending',
    amount: 5000,
    expireTime: 60,
    expireDateTime: new Date(now.getTime() + 3600_000),
  };
  return { bookings, tableLinks, tableStatuses, paymentLink };
}

type Phase = 'over' | 'running' | 'toCome';
interface Planned {
  date: string;
  time: string;
  service: 'lunch' | 'dinner';
  startsAt: Date;
  endsAt: Date;
  /** when the party turns late if not seated */
  lateBy: number;
  phase: Phase;
  status: number;
  adults: number;
  children: number;
}

/** The smallest table that fits and is free over the interval (only active holds block a table). */
export function freeTable(
  tables: DemoTable[],
  holds: Map<string, Array<[number, number]>>,
  { pax, start, end, isActive }: { pax: number; start: number; end: number; isActive: boolean },
) {
  const fitting = tables.filter((t) => t.minPax <= pax && t.maxPax >= pax).sort((a, b) => a.maxPax - b.maxPax);
  for (const table of fitting) {
    const taken = holds.get(table.name) ?? [];
    if (isActive && taken.some(([s0, e0]) => s0 < end && start < e0)) continue;
    if (isActive) holds.set(table.name, [...taken, [start, end]]);
    return table;
  }
  return undefined;
}
