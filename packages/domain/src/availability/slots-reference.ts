import { addDays, format, parse } from 'date-fns';
import { suggestTables } from '../floor/suggest';
import { instantOf } from '../time';
import { slotSecondsOf, timingsRunningOn } from './service-slots';
import { closedSlotCheck, serviceSlotCheck, slotOf, ticketReading, type SlotCheck, type SlotReading } from './slot-answers';
import { addTimeUnits, blockOutCovers, type Slot, type SlotReason, type SlotsInput, type TimingRule } from './slot-rules';

/*
 * A deliberate mirror: the engine as it was before docs/decisions/017-availability-reads.md made it fast, date-fns and Intl
 * per slot, the bookings filtered and suggestTables asked per slot. It is kept only for slots.reference.test.ts, which holds
 * the fast engine (slots.ts, service-slots.ts, local-day.ts, prepared-slot-reads.ts) to exactly these answers on random days
 * in zones with and without DST. What decision 017 rewrote stays this file's own: the calendar (day of the week, next and
 * previous date, a time from its seconds), the instant of each slot, and each slot's rules (reasonsFor). What it did not
 * rewrite is shared, so the test compares the rewrite and nothing else: which services run on a date (timingsRunningOn, on
 * this file's day of the week), a service's slots in seconds (slotSecondsOf: its fixed sittings, or its bounds walked), a
 * block-out (blockOutCovers), a booking window's units (addTimeUnits) and how an answer is reported (slot-answers.ts).
 */

const TIME = 'HH:mm:ss';
const fromSeconds = (seconds: number) => format(new Date(2000, 0, 1, 0, 0, seconds % 86_400), TIME);
const dayOfWeek = (date: string) => parse(date, 'yyyy-MM-dd', new Date(0)).getDay();
const nextDate = (date: string) => format(addDays(parse(date, 'yyyy-MM-dd', new Date(0)), 1), 'yyyy-MM-dd');

/** The service timings that run on a date, the day of the week read by date-fns. */
const timingsOn = (date: string, timings: readonly TimingRule[]) => timingsRunningOn(date, timings, dayOfWeek);

// Mirrors service-slots' slotTimesOf on purpose: it counts times and dates with date-fns, as the engine did before decision 017.
/** Every slot time of a service on a date: from its start, each interval, before its end (past midnight when the end is earlier). */
function slotTimesOf(
  timing: Pick<TimingRule, 'dailyStartTime' | 'dailyEndTime' | 'intervalTime' | 'timeSlots'>,
  date: string,
): Array<{ date: string; time: string }> {
  return slotSecondsOf(timing).map((s) => ({ date: s >= 86_400 ? nextDate(date) : date, time: fromSeconds(s) }));
}

// Mirrors service-slots' serviceSlotAt on purpose: it finds the slot through this file's own slotTimesOf.
/**
 * The service whose slot a local date and time is, and the slot: a service of that date, or one of
 * the evening before running past midnight into it.
 */
function serviceSlotAt(
  timings: readonly TimingRule[],
  date: string,
  time: string,
): { timing: TimingRule; slot: { date: string; time: string } } | undefined {
  for (const serviceDate of [date, previousDate(date)]) {
    for (const timing of timingsOn(serviceDate, timings)) {
      const slot = slotTimesOf(timing, serviceDate).find((s) => s.date === date && s.time.slice(0, 5) === time.slice(0, 5));
      if (slot) return { timing, slot };
    }
  }
  return undefined;
}

// Mirrors slots.ts's reasonsFor on purpose: these rules, read per slot, are the answers the fast engine is held to.
/** Why one slot of a service cannot take the party (empty: bookable). */
function reasonsFor(input: SlotsInput, timing: TimingRule, slot: { date: string; time: string }): SlotReading & { startsAt: Date } {
  const { outlet, pax, now, channel } = input;
  const online = channel === 'online';
  const startsAt = instantOf(slot.date, slot.time, outlet.timezone);
  const reasons: SlotReason[] = [];
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) reasons.push('PAST');
  else if (online && ahead < (timing.leadTime ?? outlet.leadTime) * 1000) reasons.push('LEAD_TIME');
  if (online && ahead > 0) {
    const tooSoon =
      timing.minBookingTime && timing.minBookingTimeUnit && startsAt < addTimeUnits(now, timing.minBookingTime, timing.minBookingTimeUnit);
    const tooFar =
      timing.maxBookingTime && timing.maxBookingTimeUnit && startsAt > addTimeUnits(now, timing.maxBookingTime, timing.maxBookingTimeUnit);
    if (tooSoon || tooFar) reasons.push('OUTSIDE_BOOKING_WINDOW');
  }
  if (input.blockOuts.some((b) => blockOutCovers(b, slot))) reasons.push('BLOCKED');
  if (online && !timing.bookingOnline) reasons.push('NOT_ONLINE');
  const minParty = timing.minPartySize ?? outlet.minPartySize;
  const maxParty = Math.min(timing.maxPartySize ?? outlet.maxPartySize, timing.maxPaxPerReservation ?? outlet.maxPaxPerReservation);
  if (pax < minParty || pax > maxParty) reasons.push('PARTY_SIZE');

  const same = input.bookings.filter(
    (b) => b.id !== input.reservationId && b.date === slot.date && b.time.slice(0, 5) === slot.time.slice(0, 5),
  );
  const coversBooked = same.reduce((n, b) => n + b.pax, 0);
  if (timing.maxGuest !== null && coversBooked + pax > timing.maxGuest) reasons.push('PACING_COVERS');
  if (timing.maxReservation !== null && same.length + 1 > timing.maxReservation) reasons.push('PACING_BOOKINGS');
  const limit = input.ticket !== undefined ? input.ticket : timing.ticketLimit;
  const sameTicket = (input.ticketSales ?? []).filter(
    (b) => b.id !== input.reservationId && !!limit && b.ticketId === limit.ticketId && b.date === slot.date,
  );
  const sold = { covers: sameTicket.reduce((n, b) => n + b.pax, 0), count: sameTicket.length };
  const { ticketsLeft, soldOut } = ticketReading(limit, sold, pax);
  if (soldOut) reasons.push('TICKET_SOLD_OUT');

  const { floor } = input;
  const onlineAreas = new Set(floor.areas.filter((a) => a.bookableOnline).map((a) => a.id));
  const tables = floor.tables.filter(
    (t) => (timing.isAllArea || timing.areaIds.includes(t.areaId)) && (!online || (t.bookableOnline && onlineAreas.has(t.areaId))),
  );
  const fits = suggestTables({
    pax,
    startsAt: startsAt.getTime(),
    endsAt: startsAt.getTime() + timing.diningInterval * 1000,
    now: now.getTime(),
    tables,
    combinations: floor.combinations,
    holds: floor.holds,
    reservationId: input.reservationId,
    limit: 1,
  });
  if (fits.length === 0) reasons.push('NO_TABLE');
  return { reasons, coversBooked, bookingsCount: same.length, ticketsLeft, startsAt };
}

/**
 * Every bookable time of a day, and why each other time is not: for staff (who may override
 * all but PAST, with a reason) and for diners online (lead time, booking window, online flags).
 */
export function referenceComputeSlots(input: SlotsInput): Slot[] {
  const slots: Slot[] = [];
  // The calendar day, as the day's book lists it: its own services' times, and last night's past midnight.
  for (const serviceDate of [previousDate(input.date), input.date])
    for (const timing of timingsOn(serviceDate, input.timings)) {
      for (const slot of slotTimesOf(timing, serviceDate).filter((s) => s.date === input.date)) {
        slots.push(slotOf(timing, slot, reasonsFor(input, timing, slot)));
      }
    }
  return slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

// Mirrors slots.ts checkSlot on purpose: the slot found through this file's own serviceSlotAt, its reasons by its own reasonsFor.
/**
 * Whether a party can be booked at one local date and time, as the server checks a create or an
 * edit: the slot of a service running then (CLOSED if none), its dining interval, and its reasons.
 */
export function referenceCheckSlot(input: SlotsInput, time: string): SlotCheck {
  const found = serviceSlotAt(input.timings, input.date, time);
  if (!found) return closedSlotCheck(input, time);
  return serviceSlotCheck(found.timing, reasonsFor(input, found.timing, found.slot));
}

const previousDate = (date: string) => format(addDays(parse(date, 'yyyy-MM-dd', new Date(0)), -1), 'yyyy-MM-dd');
