import { hasSuggestion, holdsByTable, overlaps, suggestTables } from '../floor/suggest';
import { dayClock, nextDate, previousDate, toSeconds } from './local-day';
import { serviceSlotWithSecondsAt, slotsOfDay, type ServiceSlot } from './service-slots';
import { prepareSlotReads, slotKey, ticketDayKey, type PreparedSlotReads } from './prepared-slot-reads';
import { closedSlotCheck, serviceSlotCheck, slotOf, ticketReading, type SlotCheck, type SlotReading } from './slot-answers';
import { blockOutCovers, type Slot, type SlotReason, type SlotsInput, type TimingRule } from './slot-rules';

export { nextDate, previousDate, toSeconds };
export { serviceSlotAt, slotTimesOf, timingsOn } from './service-slots';
export type { SlotCheck } from './slot-answers';
export {
  blockOutCovers,
  OVERRIDABLE,
  SLOT_REASONS,
  type BlockOutRule,
  type BookedSlot,
  type Channel,
  type FloorForSlots,
  type OutletRules,
  type Slot,
  type SlotReason,
  type SlotsInput,
  type TicketLimit,
  type TicketSale,
  type TimeUnit,
  type TimingRule,
} from './slot-rules';

/** Why one slot of a service cannot take the party (empty: bookable). */
function reasonsFor(
  input: Omit<SlotsInput, 'date'>,
  prepared: PreparedSlotReads,
  timing: TimingRule,
  slot: ServiceSlot,
): SlotReading & { startsAt: number } {
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
  const limit = input.ticket !== undefined ? input.ticket : timing.ticketLimit;
  const sold = (limit && prepared.ticketsSold.get(ticketDayKey(slot.date, limit.ticketId))) || { covers: 0, count: 0 };
  const { ticketsLeft, soldOut } = ticketReading(limit, sold, pax);
  if (soldOut) reasons.push('TICKET_SOLD_OUT');

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
  return { reasons, coversBooked, bookingsCount, ticketsLeft, startsAt };
}

/**
 * Every bookable time of a day, and why each other time is not: for staff (who may override
 * all but PAST, with a reason) and for diners online (lead time, booking window, online flags).
 */
export function computeSlots(input: SlotsInput): Slot[] {
  const prepared = prepareSlotReads(input);
  const slots: Array<{ at: number; slot: Slot }> = [];
  for (const { timing, slot } of slotsOfDay(input.date, input.timings)) {
    const reading = reasonsFor(input, prepared, timing, slot);
    slots.push({ at: reading.startsAt, slot: slotOf(timing, slot, reading) });
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
  const prepared = prepareSlotReads(input);
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
export function checkSlot(input: SlotsInput, time: string): SlotCheck {
  const found = serviceSlotWithSecondsAt(input.timings, input.date, time);
  if (!found) return closedSlotCheck(input, time);
  return serviceSlotCheck(found.timing, reasonsFor(input, prepareSlotReads(input), found.timing, found.slot));
}

/**
 * The tables a party would sit at for a slot, as the host stand's suggestion ranks them (fewest
 * wasted seats first), among the tables the slot's service offers on the channel (and in the
 * diner's area): a diner who chose an area is held a table there with the booking. Null when none.
 */
export function bestTablesAt(input: SlotsInput, time: string): string[] | null {
  const found = serviceSlotWithSecondsAt(input.timings, input.date, time);
  if (!found) return null;
  const prepared = prepareSlotReads(input);
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
