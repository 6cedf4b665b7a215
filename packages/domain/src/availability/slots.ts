import { addDays, addHours, addMinutes, addMonths, addWeeks, addYears } from 'date-fns';
import {
  hasSuggestion,
  holdsByTable,
  overlaps,
  suggestTables,
  type Hold,
  type SuggestCombination,
  type SuggestTable,
} from '../floor/suggest';
import { instantOf } from '../time';
import { dayClock, dayOfWeek, fromSeconds, nextDate, previousDate, toSeconds } from './local-day';

export { nextDate, previousDate, toSeconds };

/** Why a time cannot be booked (docs/rules.md's block-out and service rules, and pacing). */
export const SLOT_REASONS = [
  'PAST',
  'LEAD_TIME',
  'OUTSIDE_BOOKING_WINDOW',
  'CLOSED',
  'BLOCKED',
  'NOT_ONLINE',
  'PARTY_SIZE',
  'PACING_COVERS',
  'PACING_BOOKINGS',
  'NO_TABLE',
] as const;
export type SlotReason = (typeof SLOT_REASONS)[number];
export type Channel = 'staff' | 'online';
/** Reasons a host may book past, with a reason recorded; a diner online never can. */
export const OVERRIDABLE: ReadonlySet<SlotReason> = new Set([
  'LEAD_TIME',
  'OUTSIDE_BOOKING_WINDOW',
  'CLOSED',
  'BLOCKED',
  'PARTY_SIZE',
  'PACING_COVERS',
  'PACING_BOOKINGS',
  'NO_TABLE',
]);

export type TimeUnit = 'minutes' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface OutletRules {
  timezone: string;
  /** seconds */
  leadTime: number;
  diningInterval: number;
  minPartySize: number;
  maxPartySize: number;
  maxPaxPerReservation: number;
}

export interface TimingRule {
  id: string;
  name: string;
  isRecurring: boolean;
  /** 0 Sunday .. 6 Saturday */
  days: readonly number[];
  dailyStartTime: string;
  /** at or before the start: the service runs past midnight */
  dailyEndTime: string;
  recurringStartDate: string | null;
  recurringEndDate: string | null;
  /** a special day: these dates only, with their own times, or closed */
  specificDates: readonly string[];
  isClosed: boolean;
  /** seconds; null falls back to the outlet's */
  leadTime: number | null;
  diningInterval: number;
  intervalTime: number;
  maxPaxPerReservation: number | null;
  bookingOnline: boolean;
  maxGuest: number | null;
  maxReservation: number | null;
  minPartySize: number | null;
  maxPartySize: number | null;
  minBookingTime: number | null;
  minBookingTimeUnit: TimeUnit | null;
  maxBookingTime: number | null;
  maxBookingTimeUnit: TimeUnit | null;
  isAllArea: boolean;
  areaIds: readonly string[];
}

export interface BlockOutRule {
  date: string;
  entireDay: boolean;
  startTime: string | null;
  endTime: string | null;
}

/** An active booking of the outlet: its slot (local date and time) and covers. */
export interface BookedSlot {
  id: string;
  date: string;
  time: string;
  pax: number;
}

export interface FloorForSlots {
  tables: ReadonlyArray<SuggestTable & { bookableOnline: boolean }>;
  areas: ReadonlyArray<{ id: string; bookableOnline: boolean }>;
  combinations: readonly SuggestCombination[];
  holds: readonly Hold[];
}

export interface SlotsInput {
  date: string;
  pax: number;
  now: Date;
  channel: Channel;
  outlet: OutletRules;
  timings: readonly TimingRule[];
  blockOuts: readonly BlockOutRule[];
  bookings: readonly BookedSlot[];
  floor: FloorForSlots;
  /** the booking being edited: its own covers and holds do not count against it */
  reservationId?: string;
  /** a diner's chosen area (a service with showArea): only its tables seat the party */
  areaId?: string;
  /** seconds: the booking's own dining interval (a host may have lengthened it), else the service's */
  diningInterval?: number;
}

export interface Slot {
  /** the local date the slot falls on (the next day for a service past midnight) */
  date: string;
  time: string;
  startsAt: string;
  serviceTimingId: string;
  serviceName: string;
  available: boolean;
  reasons: SlotReason[];
  coversBooked: number;
  maxGuest: number | null;
  bookingsCount: number;
  maxReservation: number | null;
}

const ADD: Record<TimeUnit, (d: Date, n: number) => Date> = {
  minutes: addMinutes,
  hour: addHours,
  day: addDays,
  week: addWeeks,
  month: addMonths,
  year: addYears,
};

/** The service timings that run on a date: its special days if it has any, else the weekly ones. */
export function timingsOn(date: string, timings: readonly TimingRule[]): TimingRule[] {
  const special = timings.filter((t) => !t.isRecurring && t.specificDates.includes(date));
  if (special.length) return special.filter((t) => !t.isClosed);
  const weekday = dayOfWeek(date);
  return timings.filter(
    (t) =>
      t.isRecurring &&
      !t.isClosed &&
      t.days.includes(weekday) &&
      (!t.recurringStartDate || t.recurringStartDate <= date) &&
      (!t.recurringEndDate || date <= t.recurringEndDate),
  );
}

/** A slot of a service: its local date and time, and that time in seconds from its date's midnight. */
interface ServiceSlot {
  date: string;
  time: string;
  seconds: number;
}

function serviceSlotsOf(timing: Pick<TimingRule, 'dailyStartTime' | 'dailyEndTime' | 'intervalTime'>, date: string): ServiceSlot[] {
  const start = toSeconds(timing.dailyStartTime);
  let end = toSeconds(timing.dailyEndTime);
  if (end <= start) end += 86_400;
  const step = Math.max(300, timing.intervalTime);
  const slots: ServiceSlot[] = [];
  let next: string | undefined;
  for (let s = start; s < end; s += step) {
    const pastMidnight = s >= 86_400;
    slots.push({ date: pastMidnight ? (next ??= nextDate(date)) : date, time: fromSeconds(s), seconds: s % 86_400 });
  }
  return slots;
}

/** Every slot time of a service on a date: from its start, each interval, before its end (past midnight when the end is earlier). */
export function slotTimesOf(
  timing: Pick<TimingRule, 'dailyStartTime' | 'dailyEndTime' | 'intervalTime'>,
  date: string,
): Array<{ date: string; time: string }> {
  return serviceSlotsOf(timing, date).map(({ date: d, time }) => ({ date: d, time }));
}

/** Whether a block-out covers a local date and time: its date, and the whole day or the time. */
export function blockOutCovers(block: BlockOutRule, at: { date: string; time: string }): boolean {
  if (block.date !== at.date) return false;
  if (block.entireDay) return true;
  return (
    !!block.startTime &&
    !!block.endTime &&
    block.startTime.slice(0, 5) <= at.time.slice(0, 5) &&
    at.time.slice(0, 5) < block.endTime.slice(0, 5)
  );
}

/**
 * The service whose slot a local date and time is, and the slot: a service of that date, or one of
 * the evening before running past midnight into it.
 */
export function serviceSlotAt(
  timings: readonly TimingRule[],
  date: string,
  time: string,
): { timing: TimingRule; slot: { date: string; time: string } } | undefined {
  const found = serviceSlotWithSecondsAt(timings, date, time);
  return found && { timing: found.timing, slot: { date: found.slot.date, time: found.slot.time } };
}

function serviceSlotWithSecondsAt(
  timings: readonly TimingRule[],
  date: string,
  time: string,
): { timing: TimingRule; slot: ServiceSlot } | undefined {
  for (const serviceDate of [date, previousDate(date)]) {
    for (const timing of timingsOn(serviceDate, timings)) {
      const slot = serviceSlotsOf(timing, serviceDate).find((s) => s.date === date && s.time.slice(0, 5) === time.slice(0, 5));
      if (slot) return { timing, slot };
    }
  }
  return undefined;
}

/**
 * What every slot of a request asks again, worked out once (docs/decisions/017-availability-reads.md):
 * the covers and bookings per slot, the holds per table, the tables each service offers, each
 * date's clock in the outlet's zone and each service's booking window. A month of days shares one.
 */
interface Prepared {
  booked: Map<string, { covers: number; count: number }>;
  holds: Map<string, Hold[]>;
  floorOf: (timing: TimingRule) => { tables: SuggestTable[]; tableById: Map<string, SuggestTable> };
  clockOf: (date: string) => (seconds: number) => number;
  windowOf: (timing: TimingRule) => { notBefore: number | null; notAfter: number | null };
}

const slotKey = (date: string, time: string) => `${date} ${time.slice(0, 5)}`;

function prepare(input: Omit<SlotsInput, 'date'>): Prepared {
  const { floor, outlet, now } = input;
  const online = input.channel === 'online';
  const booked = new Map<string, { covers: number; count: number }>();
  for (const b of input.bookings) {
    if (b.id === input.reservationId) continue;
    const key = slotKey(b.date, b.time);
    const slot = booked.get(key);
    if (slot) {
      slot.covers += b.pax;
      slot.count += 1;
    } else booked.set(key, { covers: b.pax, count: 1 });
  }
  const onlineAreas = new Set(floor.areas.filter((a) => a.bookableOnline).map((a) => a.id));
  const floors = new Map<TimingRule, { tables: SuggestTable[]; tableById: Map<string, SuggestTable> }>();
  const clocks = new Map<string, (seconds: number) => number>();
  const windows = new Map<TimingRule, { notBefore: number | null; notAfter: number | null }>();
  return {
    booked,
    holds: holdsByTable(floor.holds, input.reservationId),
    floorOf: (timing) => {
      let found = floors.get(timing);
      if (!found) {
        const tables = floor.tables.filter(
          (t) =>
            (timing.isAllArea || timing.areaIds.includes(t.areaId)) &&
            (!online || (t.bookableOnline && onlineAreas.has(t.areaId))) &&
            (!input.areaId || t.areaId === input.areaId),
        );
        found = { tables, tableById: new Map(tables.map((t) => [t.id, t])) };
        floors.set(timing, found);
      }
      return found;
    },
    clockOf: (date) => {
      let clock = clocks.get(date);
      if (!clock) clocks.set(date, (clock = dayClock(date, outlet.timezone)));
      return clock;
    },
    windowOf: (timing) => {
      let found = windows.get(timing);
      if (!found) {
        const { minBookingTime: min, minBookingTimeUnit: minUnit, maxBookingTime: max, maxBookingTimeUnit: maxUnit } = timing;
        found = {
          notBefore: min && minUnit ? ADD[minUnit](now, min).getTime() : null,
          notAfter: max && maxUnit ? ADD[maxUnit](now, max).getTime() : null,
        };
        windows.set(timing, found);
      }
      return found;
    },
  };
}

/** Why one slot of a service cannot take the party (empty: bookable). */
function reasonsFor(
  input: Omit<SlotsInput, 'date'>,
  prepared: Prepared,
  timing: TimingRule,
  slot: ServiceSlot,
): { reasons: SlotReason[]; coversBooked: number; bookingsCount: number; startsAt: number } {
  const { outlet, pax, channel } = input;
  const now = input.now.getTime();
  const online = channel === 'online';
  const startsAt = prepared.clockOf(slot.date)(slot.seconds);
  const reasons: SlotReason[] = [];
  const ahead = startsAt - now;
  if (ahead <= 0) reasons.push('PAST');
  else if (online && ahead < (timing.leadTime ?? outlet.leadTime) * 1000) reasons.push('LEAD_TIME');
  if (online && ahead > 0) {
    const { notBefore, notAfter } = prepared.windowOf(timing);
    if ((notBefore !== null && startsAt < notBefore) || (notAfter !== null && startsAt > notAfter)) reasons.push('OUTSIDE_BOOKING_WINDOW');
  }
  if (input.blockOuts.some((b) => blockOutCovers(b, slot))) reasons.push('BLOCKED');
  if (online && !timing.bookingOnline) reasons.push('NOT_ONLINE');
  const minParty = timing.minPartySize ?? outlet.minPartySize;
  const maxParty = Math.min(timing.maxPartySize ?? outlet.maxPartySize, timing.maxPaxPerReservation ?? outlet.maxPaxPerReservation);
  if (pax < minParty || pax > maxParty) reasons.push('PARTY_SIZE');

  const { covers: coversBooked, count: bookingsCount } = prepared.booked.get(slotKey(slot.date, slot.time)) ?? { covers: 0, count: 0 };
  if (timing.maxGuest !== null && coversBooked + pax > timing.maxGuest) reasons.push('PACING_COVERS');
  if (timing.maxReservation !== null && bookingsCount + 1 > timing.maxReservation) reasons.push('PACING_BOOKINGS');

  const { tables, tableById } = prepared.floorOf(timing);
  const fits = hasSuggestion({
    pax,
    startsAt,
    endsAt: startsAt + (input.diningInterval ?? timing.diningInterval) * 1000,
    now,
    tables,
    tableById,
    combinations: input.floor.combinations,
    holdsByTable: prepared.holds,
  });
  if (!fits) reasons.push('NO_TABLE');
  return { reasons, coversBooked, bookingsCount, startsAt };
}

/** The slots of a calendar day as the day's book lists them: last night's services past midnight, then its own. */
function* slotsOfDay(date: string, timings: readonly TimingRule[]): Generator<{ timing: TimingRule; slot: ServiceSlot }> {
  for (const serviceDate of [previousDate(date), date])
    for (const timing of timingsOn(serviceDate, timings))
      for (const slot of serviceSlotsOf(timing, serviceDate)) if (slot.date === date) yield { timing, slot };
}

/**
 * Every bookable time of a day, and why each other time is not: for staff (who may override
 * all but PAST, with a reason) and for diners online (lead time, booking window, online flags).
 */
export function computeSlots(input: SlotsInput): Slot[] {
  const prepared = prepare(input);
  const slots: Array<{ at: number; slot: Slot }> = [];
  for (const { timing, slot } of slotsOfDay(input.date, input.timings)) {
    const { reasons, coversBooked, bookingsCount, startsAt } = reasonsFor(input, prepared, timing, slot);
    slots.push({
      at: startsAt,
      slot: {
        date: slot.date,
        time: slot.time,
        startsAt: new Date(startsAt).toISOString(),
        serviceTimingId: timing.id,
        serviceName: timing.name,
        available: reasons.length === 0,
        reasons,
        coversBooked,
        maxGuest: timing.maxGuest,
        bookingsCount,
        maxReservation: timing.maxReservation,
      },
    });
  }
  // Stable: two services at one instant keep the order above.
  return slots.sort((a, b) => a.at - b.at).map((s) => s.slot);
}

/** A range of local dates, each with whether it has a time a party can book (what a booking page asks first). */
export interface DaysInput extends Omit<SlotsInput, 'date' | 'reservationId'> {
  from: string;
  to: string;
}

/**
 * Each date from `from` to `to` with whether any of its times is bookable, as `computeSlots` would
 * answer for that date: the range's bookings, holds and zone lookups are indexed once, and a date
 * stops at its first bookable time.
 */
export function bookableDays(input: DaysInput): Array<{ date: string; available: boolean }> {
  const prepared = prepare(input);
  const days: Array<{ date: string; available: boolean }> = [];
  for (let date = input.from; date <= input.to; date = nextDate(date)) {
    let available = false;
    for (const { timing, slot } of slotsOfDay(date, input.timings)) {
      if (reasonsFor(input, prepared, timing, slot).reasons.length === 0) {
        available = true;
        break;
      }
    }
    days.push({ date, available });
  }
  return days;
}

/**
 * Whether a party can be booked at one local date and time, as the server checks a create or an
 * edit: the slot of a service running then (CLOSED if none), its dining interval, and its reasons.
 */
export function checkSlot(
  input: SlotsInput,
  time: string,
): { serviceTimingId: string | null; diningInterval: number | null; reasons: SlotReason[] } {
  const found = serviceSlotWithSecondsAt(input.timings, input.date, time);
  if (found)
    return {
      serviceTimingId: found.timing.id,
      diningInterval: found.timing.diningInterval,
      reasons: reasonsFor(input, prepare(input), found.timing, found.slot).reasons,
    };
  const startsAt = instantOf(input.date, time, input.outlet.timezone);
  return {
    serviceTimingId: null,
    diningInterval: null,
    reasons: startsAt.getTime() <= input.now.getTime() ? ['PAST', 'CLOSED'] : ['CLOSED'],
  };
}

/**
 * The tables a party would sit at for a slot, as the host stand's suggestion ranks them (fewest
 * wasted seats first), among the tables the slot's service offers on the channel (and in the
 * diner's area): a diner who chose an area is held a table there with the booking. Null when none.
 */
export function bestTablesAt(input: SlotsInput, time: string): string[] | null {
  const found = serviceSlotWithSecondsAt(input.timings, input.date, time);
  if (!found) return null;
  const prepared = prepare(input);
  const startsAt = prepared.clockOf(found.slot.date)(found.slot.seconds);
  const [best] = suggestTables({
    pax: input.pax,
    startsAt,
    endsAt: startsAt + (input.diningInterval ?? found.timing.diningInterval) * 1000,
    now: input.now.getTime(),
    tables: prepared.floorOf(found.timing).tables,
    combinations: input.floor.combinations,
    holds: input.floor.holds,
    reservationId: input.reservationId,
    limit: 1,
  });
  return best ? best.tableIds : null;
}

/**
 * Whether the tables a booking holds still seat it at a time: each one enabled, in the service's
 * areas and held by no other booking over the dining interval, and together big enough for the party. A guest moving
 * their booking keeps their table (the host's choice) when it is free then.
 */
export function heldTablesFit(input: SlotsInput, time: string, tableIds: readonly string[]): boolean {
  const found = serviceSlotWithSecondsAt(input.timings, input.date, time);
  if (!found || !tableIds.length) return false;
  const startsAt = dayClock(found.slot.date, input.outlet.timezone)(found.slot.seconds);
  const { timing } = found;
  const window = { startsAt, endsAt: startsAt + (input.diningInterval ?? timing.diningInterval) * 1000 };
  const byId = new Map(input.floor.tables.map((t) => [t.id, t]));
  const tables = tableIds.map((id) => byId.get(id));
  // Enabled, and in an area the service at that time seats (it may not use the terrace at dinner).
  if (!tables.every((t) => t?.enabled && (timing.isAllArea || timing.areaIds.includes(t.areaId)))) return false;
  const holds = holdsByTable(input.floor.holds, input.reservationId);
  const free = tableIds.every((id) => !(holds.get(id) ?? []).some((h) => overlaps(h, window)));
  return free && tables.reduce((seats, t) => seats + t!.maxPax, 0) >= input.pax;
}
