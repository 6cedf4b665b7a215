import { CURRENCY_OF } from '@host/domain/payments/contract';
import { addLocalDays, instantOf } from '@host/domain/time';
import { DINNER_SLOTS, LUNCH_SLOTS } from '../demo-history-shape';
import type { RowSink } from './copy-sink';
import { ACTIVE_STATUSES, HOUR, lifeAt, lifeOf, MINUTE, type Fate, type Life } from './scale-life';
import { guestOf, type ScaleGuest } from './scale-people';
import type { PlannedBrand, PlannedOutlet, PlannedTable, ScalePlan } from './scale-plan';
import { writeBookingRows, writeGuestRows, type GuestBook, type Written } from './scale-rows';
import { bookingCode, pick, seededRandom, weighted, type Random } from './scale-random';

/**
 * A brand's bookings, day by day over the data set's days, at each of its outlets (issue 34): how many
 * come (busier on Friday and Saturday, and in December and the Lunar New Year weeks), when and how
 * they booked, who they are (the brand's guest book, regulars coming back), what became of them, at
 * which table. The numbers are tuned so the full size gives about 1.5 million bookings, 300,000
 * guests, a million messages and 100,000 transactions.
 */

/** Bookings per table on an ordinary day, before the weekday's and the season's load. */
const BOOKINGS_PER_TABLE = 7.4;
/** 0 is Sunday. */
const WEEKDAY_LOAD = [1.0, 0.65, 0.72, 0.8, 0.9, 1.35, 1.5];
const PARTY_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 3],
  [2, 38],
  [3, 14],
  [4, 22],
  [5, 7],
  [6, 7],
  [7, 3],
  [8, 3],
  [9, 1],
  [10, 2],
];
/** How far ahead a booking was made, in days: [from, to] with its odds. */
const LEAD_DAYS: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[0, 0], 0.15],
  [[1, 2], 0.25],
  [[3, 7], 0.3],
  [[8, 30], 0.25],
  [[31, 60], 0.05],
];
/** A party that comes back is one of the guests seen so far, the earliest (the regulars) most often. */
const NEW_GUEST_ODDS = 0.21;
const CLEANING_MS = 10 * MINUTE;

export async function writeBrandHistory(sink: RowSink, plan: ScalePlan, brand: PlannedBrand, written: Written): Promise<void> {
  const { options } = plan;
  const rand = seededRandom(options.seed, `brand:${brand.key}`);
  const guests: GuestBook = { rows: [], firstSeen: [], visits: [], noShows: [], lastVisit: [] };
  const now = brand.now.getTime();
  for (let offset = -options.size.historyDays; offset <= options.size.futureDays; offset++) {
    const date = addLocalDays(options.today, offset);
    const dayStart = instantOf(date, '00:00:00', brand.timezone).getTime();
    const messagesOn = offset >= -options.size.messagesForDays;
    for (const outlet of brand.outlets) outletDay({ sink, plan, brand, outlet, date, dayStart, now, messagesOn, guests, written }, rand);
    await sink.flush();
  }
  writeGuestRows(sink, brand, guests);
}

interface Day {
  sink: RowSink;
  plan: ScalePlan;
  brand: PlannedBrand;
  outlet: PlannedOutlet;
  date: string;
  /** the outlet's midnight; the four markets keep no daylight saving, so a day's instants are midnight plus minutes */
  dayStart: number;
  now: number;
  messagesOn: boolean;
  guests: GuestBook;
  written: Written;
}

export interface PlannedBooking {
  service: 'lunch' | 'dinner';
  isWalkIn: boolean;
  pax: number;
  children: number;
  time: string;
  start: number;
  source: string;
  fate: Fate;
  ticket: 'standard' | 'tasting' | 'guarantee' | null;
  createdAt: number;
}

function outletDay(day: Day, rand: Random) {
  const { brand, outlet, date, dayStart, now } = day;
  const between = (from: number, to: number) => from + rand() * (to - from);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const count = Math.round(
    outlet.tables.length * BOOKINGS_PER_TABLE * day.plan.options.size.density * WEEKDAY_LOAD[weekday]! * season(date) * between(0.85, 1.15),
  );
  const planned: PlannedBooking[] = [];
  for (let i = 0; i < count; i++) {
    const service = rand() < (weekday === 0 || weekday === 6 ? 0.45 : 0.38) ? 'lunch' : 'dinner';
    const isWalkIn = rand() < (service === 'lunch' ? 0.14 : 0.08);
    const pax = weighted(rand, PARTY_SIZES);
    const children = pax >= 3 && rand() < 0.25 ? (pax >= 5 && rand() < 0.4 ? 2 : 1) : 0;
    const slot = pick(rand, service === 'lunch' ? LUNCH_SLOTS : DINNER_SLOTS);
    const minutes = Number(slot.slice(0, 2)) * 60 + Number(slot.slice(3)) + (isWalkIn ? Math.floor(rand() * 15) : 0);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    const start = dayStart + minutes * MINUTE;
    const source = isWalkIn
      ? 'walkIn'
      : weighted(rand, [
          ['restaurant', 0.36],
          ['customer', 0.44],
          ['google', brand.takesGoogle ? 0.2 : 0],
        ]);
    let ticket: PlannedBooking['ticket'] = isWalkIn ? null : 'standard';
    if (brand.takesPayments && service === 'dinner' && !isWalkIn && rand() < (source === 'restaurant' ? 0.3 : 0.05)) ticket = 'tasting';
    if (brand.tickets.guarantee && weekday >= 5 && service === 'dinner' && source === 'restaurant' && pax >= 4 && rand() < 0.5)
      ticket = 'guarantee';
    const r = rand();
    const fate: Fate = isWalkIn
      ? 'completed'
      : ticket !== 'standard' && r < 0.04
        ? 'expired'
        : r < 0.1
          ? 'noShow'
          : r < 0.21
            ? 'cancelled'
            : 'completed';
    const createdAt = isWalkIn ? start : madeAt(dayStart, start, rand);
    // Today's and the next days' books hold only what was booked by now.
    if (createdAt > now) continue;
    planned.push({ service, isWalkIn, pax, children, time, start, source, fate, ticket, createdAt });
  }
  planned.sort((a, b) => a.start - b.start);

  const freeFrom = new Map<string, number>();
  for (const p of planned) {
    const timing = p.service === 'lunch' ? outlet.lunch : outlet.dinner;
    const turnMinutes = 62 + 8 * p.pax - (p.service === 'lunch' ? 12 : 0) + Math.round((rand() + rand() - 1) * 15);
    // Half the walk-ins leave no name; which guest it is is chosen once the party has a table (a booking never taken has no guest).
    const hasGuest = !p.isWalkIn || rand() >= 0.5;
    const hearsFromUs = day.messagesOn && !p.isWalkIn && hasGuest;
    // The guest confirms from the message asking 24 hours ahead; before the outlets sent messages, the host rang some.
    const confirmOdds = p.fate === 'completed' ? 0.5 : 0.25;
    const confirmAt =
      !p.isWalkIn && rand() < confirmOdds ? Math.max(p.createdAt, p.start - 24 * HOUR) + Math.round(between(5, 180)) * MINUTE : null;
    const price = p.ticket === 'tasting' ? brand.tickets.tastingPrice : p.ticket === 'guarantee' ? brand.guaranteePerGuest! : 0;
    const table = outlet.tables.find((t) => t.minPax <= p.pax && t.maxPax >= p.pax)!;
    const whole = lifeOf(
      {
        isWalkIn: p.isWalkIn,
        isOnline: p.source === 'customer' || p.source === 'google',
        fate: p.fate,
        start: p.start,
        createdAt: p.createdAt,
        gracePeriodMs: timing.gracePeriod * 1000,
        turnMinutes,
        pax: p.pax,
        payment: price
          ? { kind: p.ticket === 'guarantee' ? 'hold' : 'payment', amount: price * p.pax, currency: CURRENCY_OF[brand.country] }
          : null,
        confirmAt,
        confirmedBy: hearsFromUs ? 'guest' : 'outlet',
        date,
        time: p.time,
        tableId: table.id,
      },
      rand,
    );
    const life = lifeAt(whole, now);
    const placed = placeAtTable(outlet.tables, freeFrom, { ...p, life, diningInterval: timing.diningInterval });
    if (!placed) continue;
    if (placed.table !== table) for (const e of life.events) if (e.changes.tableIds) e.changes.tableIds = [placed.table.id];
    const guest = hasGuest ? chooseGuest(day, rand, life.createdAt) : null;
    const guestRow = guest === null ? null : day.guests.rows[guest]!;
    if (guest !== null) {
      day.guests.firstSeen[guest] = Math.min(day.guests.firstSeen[guest]!, life.createdAt);
      countVisit(day.guests, guest, life.status, date);
    }
    const n = day.written.bookings++;
    writeBookingRows(day, rand, {
      planned: p,
      life,
      code: bookingCode(day.plan.options.seed, n),
      n,
      guest,
      guestRow,
      table: placed.table,
      holdStartsAt: placed.holdStartsAt,
      holdEndsAt: placed.holdEndsAt,
      isActive: placed.isActive,
      diningInterval: timing.diningInterval,
      serviceId: timing.id,
      hearsFromUs,
    });
  }
}

/**
 * The smallest fitting table free for the party's time, as a host would give it: a party that comes
 * holds it from its seating to its leaving and the clean-up; a no-show until marked; a booking still
 * on the book (today, the next days) for its dining interval. A cancelled or lapsed booking keeps the
 * table it was given, inactive, taking nothing. None free: the booking was never taken.
 */
function placeAtTable(tables: PlannedTable[], freeFrom: Map<string, number>, p: PlannedBooking & { life: Life; diningInterval: number }) {
  const { life, diningInterval } = p;
  const holdStartsAt = life.seatedAt ?? p.start;
  const holdEndsAt = holdStartsAt + diningInterval * 1000;
  const isActive = ACTIVE_STATUSES.has(life.status);
  let busy: [number, number] | null = null;
  if (isActive) busy = [Math.min(p.start, holdStartsAt), holdEndsAt];
  else if (life.departedAt !== null) busy = [life.seatedAt!, life.departedAt + CLEANING_MS];
  else if (p.fate === 'noShow') busy = [p.start, p.start + 45 * MINUTE];
  for (const table of tables) {
    if (table.minPax > p.pax || table.maxPax < p.pax) continue;
    if (!busy) return { table, holdStartsAt, holdEndsAt, isActive };
    if ((freeFrom.get(table.id) ?? 0) > busy[0]) continue;
    freeFrom.set(table.id, busy[1]);
    return { table, holdStartsAt, holdEndsAt, isActive };
  }
  return null;
}

/** When a booking was made: the same day from 9 am (at least 45 minutes ahead), or days to weeks before, between 9 am and 10 pm. */
function madeAt(dayStart: number, start: number, rand: Random): number {
  const [from, to] = weighted(rand, LEAD_DAYS);
  const days = from + Math.floor(rand() * (to - from + 1));
  // The four markets keep no daylight saving: a day earlier is 24 hours earlier.
  const madeDay = dayStart - days * 24 * HOUR + 9 * HOUR;
  const latest = days === 0 ? start - 45 * MINUTE : madeDay + 13 * HOUR;
  return madeDay + Math.floor(rand() * Math.max(1, (latest - madeDay) / MINUTE)) * MINUTE;
}

/** Busier in December and around the Lunar New Year, quieter in the weeks after. */
function season(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (month === 12) return 1.15;
  if (month === 2 && day <= 20) return 1.2;
  if (month === 2 || (month === 3 && day <= 10)) return 0.9;
  return 1;
}

function chooseGuest(day: Day, rand: Random, at: number): number {
  const book = day.guests;
  if (book.rows.length > 0 && rand() >= NEW_GUEST_ODDS) return Math.floor(book.rows.length * rand() ** 2.2);
  const n = book.rows.length;
  const guest: ScaleGuest = guestOf(day.brand.country, n + 1, rand);
  book.rows.push(guest);
  book.firstSeen.push(at);
  book.visits.push(0);
  book.noShows.push(0);
  book.lastVisit.push(null);
  return n;
}

/** The guest book's figures as drizzle/0005's trigger keeps them: visits (seated, completed), no-shows, the last visit's date. */
function countVisit(book: GuestBook, guest: number, status: number, date: string) {
  if (status === 2 || status === 3) {
    book.visits[guest]!++;
    if (!book.lastVisit[guest] || book.lastVisit[guest]! < date) book.lastVisit[guest] = date;
  } else if (status === 5) book.noShows[guest]!++;
}

export type { Day };
