import {
  OVERRIDABLE,
  bestTablesAt,
  checkSlot,
  heldTablesFit,
  serviceSlotAt,
  type Channel,
  type SlotReason,
} from '@host/domain/availability/slots';
import { DomainError } from '@host/domain/errors';
import { instantOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import { lockOutletSlot, lockTables, lockTicketDay } from '../../lib/locks';
import type { OutletWithBrand } from '../outlets/service';
import * as repo from './availability-reads';
import { readRangeInput } from './range-input';

/*
 * A booking's or an edit's check against the availability rules, in its transaction and under the locks that make the
 * counts exact (docs/decisions/006-locking.md): the slot's, the ticket's day's, then the chosen tables'.
 */

/** A booking or an edit as the engine checks it; a diner's (issue 18) on the online channel. */
interface BookingToCheck {
  date: string;
  time: string;
  pax: number;
  reservationId?: string;
  hasTables: boolean;
  channel?: Channel;
  /** a diner's chosen area (a service that shows its areas): the check is of its tables */
  areaId?: string;
  /** a guest moving their booking: the tables it holds, kept when they still seat it then */
  keepTableIds?: string[];
  /** seconds: a booking's own dining interval, held as long as that (a guest's move keeps it) */
  diningInterval?: number;
  /** a guest accepting an offer of the waiting list: the offer's own hold does not count against it */
  offerId?: string;
  /** the ticket the booking takes (null: none), whose day's limit counts; absent, its service's (a new diner's booking) */
  ticketId?: string | null;
  /**
   * An offer of the waiting list: it holds a time but sells no ticket (its accept does, under the lock), so the ticket's
   * limit is read without queuing on its day's lock, which an offers round holding several slots' locks must not wait for.
   */
  sellsNoTicket?: boolean;
  /** the slot's lock is held already: taken with the outlet's read (reservations/create-reservation.ts) */
  slotLocked?: boolean;
}

/** A staff booking or edit may name `override`: the host's reason to book at a time the rules refuse. */
interface BookingToEnforce extends BookingToCheck {
  override?: string;
}

/**
 * The server's check of a staff booking or edit, inside its transaction and under the lock of the
 * slot it lands in, so twenty hosts booking the last covers at once cannot pass maxGuest between them.
 */
async function checkBooking(ctx: AppContext, tx: Executor, found: OutletWithBrand, booking: BookingToCheck) {
  if (!booking.slotLocked) await lockOutletSlot(tx, found.outlet.id, booking.date, booking.time);
  // Read after the lock, in the transaction: every booking of the slot committed before is counted.
  const read = () =>
    readRangeInput(ctx, tx, found.outlet.id, {
      from: booking.date,
      to: booking.date,
      pax: booking.pax,
      channel: booking.channel ?? 'staff',
      // The engine leaves out one hold: a booking's own when it is edited, an offer's when it is accepted.
      reservationId: booking.reservationId ?? booking.offerId,
      ticketId: booking.ticketId,
    });
  let input = await read();
  let timing = serviceSlotAt(input.timings, booking.date, booking.time)?.timing;
  const limitOf = () => (input.ticket !== undefined ? input.ticket : input.timings.find((t) => t.id === timing?.id)?.ticketLimit);
  // A ticket with a day's limit counts bookings of other slots too, which the slot's lock does not queue: its day is locked
  // and read again, so one committed meanwhile is counted (docs/decisions/033-ticket-limit.md).
  const limit = limitOf();
  if (limit && !booking.sellsNoTicket) {
    await lockTicketDay(tx, found.outlet.id, booking.date, limit.ticketId);
    input = await read();
    timing = serviceSlotAt(input.timings, booking.date, booking.time)?.timing;
  }
  // A diner's area counts where the service shows its areas (showArea); elsewhere the page offers none.
  const showsAreas = !!timing && input.timings.some((t) => t.id === timing.id && t.showArea);
  const day = { ...input, date: booking.date, areaId: showsAreas ? booking.areaId : undefined, diningInterval: booking.diningInterval };
  const check = checkSlot(day, booking.time);
  // The ticket the service sells comes with a diner's booking (a deposit is paid when booking).
  const service = input.timings.find((t) => t.id === check.serviceTimingId);
  const ticketId = service?.ticketId ?? null;
  // Its name comes with the booking's answer (reservations/new-booking-relations.ts).
  const serviceTimingName = service?.name ?? null;
  // A diner is told which ticket is sold out that day, not only that the time is gone.
  const counted = limitOf();
  const soldOutTicket =
    check.reasons.includes('TICKET_SOLD_OUT') && counted
      ? { name: counted.name, left: check.ticketsLeft ?? 0, perPax: counted.perPax }
      : null;
  if (booking.channel !== 'online') {
    // Tables the host chose are checked by the no-double-booking guarantee itself.
    return {
      ...check,
      ticketId,
      serviceTimingName,
      soldOutTicket,
      onlineTableIds: null,
      reasons: check.reasons.filter((r) => !(booking.hasTables && r === 'NO_TABLE')),
    };
  }
  // Online, a booking is held a table, so tables are a real limit: the guest's own when they still
  // fit (a guest moving their booking), else the best free one of the channel (in the diner's area).
  if (booking.keepTableIds?.length && heldTablesFit(day, booking.time, booking.keepTableIds)) {
    return {
      ...check,
      ticketId,
      serviceTimingName,
      soldOutTicket,
      onlineTableIds: booking.keepTableIds,
      reasons: check.reasons.filter((r) => r !== 'NO_TABLE'),
    };
  }
  const onlineTableIds = check.reasons.length === 0 ? bestTablesAt(day, booking.time) : null;
  // The engine found a table for the slot, so the ranking does too; were it not so, no table is no booking.
  if (check.reasons.length === 0 && !onlineTableIds)
    return { ...check, ticketId, serviceTimingName, soldOutTicket, onlineTableIds, reasons: ['NO_TABLE' as const] };
  return { ...check, ticketId, serviceTimingName, soldOutTicket, onlineTableIds };
}

/** Rounds of choose-lock-verify before a diner is told to try again: each round sees one more racing hold. */
const TABLE_CHOICE_ROUNDS = 4;

/**
 * A diner's table is Host's choice, made from what was committed when the slot's lock was taken;
 * bookings of other slots whose dining overlaps are not queued by that lock. So the chosen tables
 * are locked, then asked whether another booking held them meanwhile; if one did, the choice is made
 * again (the read now sees that hold), until it stands.
 */
async function lockChosenTables(ctx: AppContext, tx: Executor, found: OutletWithBrand, booking: BookingToCheck) {
  let check = await checkBooking(ctx, tx, found, booking);
  for (let round = 0; round < TABLE_CHOICE_ROUNDS; round++) {
    const tables = check.onlineTableIds;
    const interval = booking.diningInterval ?? check.diningInterval;
    if (check.reasons.length || !tables?.length || !interval) return check;
    await lockTables(tx, tables);
    const startsAt = instantOf(booking.date, booking.time, found.brand.timezone);
    const window = { startsAt, endsAt: new Date(startsAt.getTime() + interval * 1000) };
    const own = booking.reservationId ?? booking.offerId;
    if (!(await repo.heldByAnother(tx, tables, window, { reservationId: own, now: ctx.clock.now() }))) return check;
    check = await checkBooking(ctx, tx, found, booking);
  }
  throw new DomainError('CONFLICT', 'tryAgain');
}

/**
 * Refuses a staff booking or edit at a time the rules refuse (422 SLOT_UNAVAILABLE with the
 * reasons), unless the host gave an override reason; returns the service it falls in (and its dining
 * interval) and what was overridden.
 */
export async function enforceAvailability(ctx: AppContext, tx: Executor, found: OutletWithBrand, booking: BookingToEnforce) {
  // A diner is told the time is gone, not offered an override (issue 18): every reason refuses online.
  if (booking.channel === 'online') {
    const chosen = await lockChosenTables(ctx, tx, found, booking);
    const sold = chosen.soldOutTicket;
    if (sold) {
      // A per-guest ticket with a few places left says how many: a smaller party may still book.
      const details = { details: { reasons: chosen.reasons } };
      if (sold.perPax && sold.left > 0) {
        throw new DomainError('SLOT_UNAVAILABLE', 'ticketTooFew', { params: { ticket: sold.name, count: sold.left }, ...details });
      }
      throw new DomainError('SLOT_UNAVAILABLE', 'ticketSoldOut', { params: { ticket: sold.name }, ...details });
    }
    if (chosen.reasons.length) throw new DomainError('SLOT_UNAVAILABLE', 'onlineTimeUnavailable', { details: { reasons: chosen.reasons } });
    return {
      serviceTimingId: chosen.serviceTimingId,
      serviceTimingName: chosen.serviceTimingName,
      diningInterval: chosen.diningInterval,
      overridden: null,
      ticketId: chosen.ticketId,
      onlineTableIds: chosen.onlineTableIds,
    };
  }
  const check = await checkBooking(ctx, tx, found, booking);
  // PAST is never overridden: a create or an edit refuses it before ('Reservation time must be in the future.').
  const refused: SlotReason[] = check.reasons.filter((r) => OVERRIDABLE.has(r));
  if (refused.length && !booking.override) {
    // A time outside every service says so in the rules' words ('booking within service window', docs/rules.md section 8).
    if (refused.includes('CLOSED')) throw new DomainError('SLOT_UNAVAILABLE', 'outsideServiceWindow', { details: { reasons: refused } });
    throw new DomainError('SLOT_UNAVAILABLE', 'slotUnavailable', {
      params: { reasons: refused.join(', ') },
      details: { reasons: refused },
    });
  }
  return {
    serviceTimingId: check.serviceTimingId,
    serviceTimingName: check.serviceTimingName,
    diningInterval: check.diningInterval,
    overridden: refused.length ? { reasons: refused, reason: booking.override! } : null,
    ticketId: check.ticketId,
    onlineTableIds: null,
  };
}
