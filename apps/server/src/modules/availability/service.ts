import { FEATURE, isFeatureEnabled } from '@host/domain/entitlements';
import {
  OVERRIDABLE,
  bestTablesAt,
  bookableDays,
  checkSlot,
  heldTablesFit,
  serviceSlotAt,
  computeSlots,
  type Channel,
  type SlotReason,
  type SlotsInput,
  type TimeUnit,
} from '@host/domain/availability/slots';
import { dayClock } from '@host/domain/availability/local-day';
import { MAX_AVAILABILITY_DAYS } from '@host/domain/availability/schedules';
import { DomainError } from '@host/domain/errors';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import { addLocalDays, instantOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { outletToday } from '../../lib/clock';
import type { AppContext } from '../../lib/context';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { OutletWithBrand } from '../outlets/service';
import * as repo from './availability-reads';
import { lockOutletSlot, lockTables } from '../../lib/locks';

/**
 * The engine's input for a range of local dates, read in one statement (availability-reads.ts):
 * the bookings and block-outs from the day before to the day after, the holds from the day before's
 * midnight to 06:00 two days after (services past midnight), as slotsInputOf reads them for a day.
 */
async function rangeInputOf(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  query: { from: string; to: string; pax: number; channel: Channel; reservationId?: string },
) {
  assertOutletAccess(auth, outletId);
  return readRangeInput(ctx, ctx.db, outletId, query);
}

/** rangeInputOf's reads, on `db`: the pool, or a booking's transaction (after its slot's lock). */
async function readRangeInput(
  ctx: AppContext,
  db: Executor,
  outletId: string,
  query: { from: string; to: string; pax: number; channel: Channel; reservationId?: string },
) {
  const before = addLocalDays(query.from, -1);
  const after = addLocalDays(query.to, 1);
  // The zone comes with the rows; the holds' window is set in it, so a first guess of UTC+14..-12 is widened below.
  const reads = await repo.availabilityReads(db, outletId, {
    from: before,
    to: after,
    holdsFrom: new Date(Date.parse(`${before}T00:00:00Z`) - 14 * 3_600_000),
    holdsTo: new Date(Date.parse(`${addLocalDays(after, 1)}T06:00:00Z`) + 12 * 3_600_000),
    featureCode: FEATURE.TABLE_COMBINATION,
    now: ctx.clock.now(),
  });
  const { outlet } = reads;
  if (!outlet) throw new DomainError('NOT_FOUND', 'outletNotFound');
  // A date asked about is bounded as a booking's date is (issue 27): past the horizon, no times.
  assertWithinBookingHorizon(query.to, outletToday(ctx, outlet.timezone), query.from === query.to ? 'querystring.date' : 'querystring.to');
  const holdsFrom = dayClock(before, outlet.timezone)(0);
  const holdsTo = dayClock(addLocalDays(after, 1), outlet.timezone)(6 * 3600);
  const combinationsOn = outlet.isEnableTableCombination && isFeatureEnabled(reads.entitlements, FEATURE.TABLE_COMBINATION);
  return {
    pax: query.pax,
    now: ctx.clock.now(),
    channel: query.channel,
    reservationId: query.reservationId,
    outlet,
    timings: reads.timings.map((t) => ({
      ...t,
      minBookingTimeUnit: t.minBookingTimeUnit as TimeUnit | null,
      maxBookingTimeUnit: t.maxBookingTimeUnit as TimeUnit | null,
    })),
    blockOuts: reads.blockOuts,
    bookings: reads.bookings,
    floor: {
      tables: reads.tables,
      areas: reads.areas,
      combinations: combinationsOn ? reads.combinations : [],
      holds: reads.holds.filter((h) => h.startsAt < holdsTo && h.endsAt > holdsFrom),
    },
  } satisfies Omit<SlotsInput, 'date'>;
}

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
}

/** A staff booking or edit may name `override`: the host's reason to book at a time the rules refuse. */
interface BookingToEnforce extends BookingToCheck {
  override?: string;
}

/**
 * The diners' page (issue 18): the online channel's times of a day, and for the services that show
 * their areas (showArea) each area's own times, from one read. Open to anyone: no session, and
 * nothing in the answer names a guest. `reservationId`: a guest changing their booking, whose own
 * covers and tables do not count against the times offered.
 */
export async function onlineAvailability(ctx: AppContext, outletId: string, query: { date: string; pax: number; reservationId?: string }) {
  const input = await readRangeInput(ctx, ctx.db, outletId, {
    from: query.date,
    to: query.date,
    pax: query.pax,
    channel: 'online',
    reservationId: query.reservationId,
  });
  const day = { ...input, date: query.date };
  const showing = input.timings.filter((t) => t.showArea);
  const onlineAreas = showing.length
    ? input.floor.areas.filter((a) => a.bookableOnline && input.floor.tables.some((t) => t.areaId === a.id && t.bookableOnline))
    : [];
  return {
    slots: computeSlots(day),
    areas: onlineAreas
      .map((area) => ({
        id: area.id,
        // The name the outlet shows guests ('Garden Terrace 花园'), not its floor name.
        name: area.displayName,
        serviceTimingIds: new Set(showing.filter((t) => t.isAllArea || t.areaIds.includes(area.id)).map((t) => t.id)),
        slots: computeSlots({ ...day, areaId: area.id }),
      }))
      .filter((area) => area.serviceTimingIds.size > 0),
  };
}

/**
 * The online channel's times of a day as `db` sees them: in a transaction, the offers it made count
 * (the waiting list's offers, made one guest after another, never exceed what is free).
 */
export async function onlineSlotsOn(ctx: AppContext, db: Executor, outletId: string, query: { date: string; pax: number }) {
  const input = await readRangeInput(ctx, db, outletId, { from: query.date, to: query.date, pax: query.pax, channel: 'online' });
  return computeSlots({ ...input, date: query.date });
}

export async function onlineAvailableDays(ctx: AppContext, outletId: string, query: { from: string; to: string; pax: number }) {
  if (query.to < query.from || addLocalDays(query.from, MAX_AVAILABILITY_DAYS) < query.to)
    throw new DomainError('BAD_REQUEST', 'calendarSpan', { params: { days: MAX_AVAILABILITY_DAYS } });
  const input = await readRangeInput(ctx, ctx.db, outletId, { ...query, channel: 'online' });
  return bookableDays({ ...input, from: query.from, to: query.to });
}

/** GET /api/v1/outlets/{outletId}/availability: every time of the day, bookable or with its reasons. */
export async function availability(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  query: { date: string; pax: number; channel: Channel; reservationId?: string },
) {
  const input = await rangeInputOf(ctx, auth, outletId, { ...query, from: query.date, to: query.date });
  return { date: query.date, pax: query.pax, channel: query.channel, slots: computeSlots({ ...input, date: query.date }) };
}

/** GET /api/v1/outlets/{outletId}/availability/days: each date of a range, with whether it has a time the party can book. */
export async function availableDays(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  query: { from: string; to: string; pax: number; channel: Channel },
) {
  assertOutletAccess(auth, outletId);
  if (query.to < query.from || addLocalDays(query.from, MAX_AVAILABILITY_DAYS) < query.to)
    throw new DomainError('BAD_REQUEST', 'calendarSpan', { params: { days: MAX_AVAILABILITY_DAYS } });
  const input = await rangeInputOf(ctx, auth, outletId, query);
  return {
    from: query.from,
    to: query.to,
    pax: query.pax,
    channel: query.channel,
    days: bookableDays({ ...input, from: query.from, to: query.to }),
  };
}

/**
 * The server's check of a staff booking or edit, inside its transaction and under the lock of the
 * slot it lands in, so twenty hosts booking the last covers at once cannot pass maxGuest between them.
 */
async function checkBooking(ctx: AppContext, tx: Executor, found: OutletWithBrand, booking: BookingToCheck) {
  await lockOutletSlot(tx, found.outlet.id, booking.date, booking.time);
  // Read after the lock, in the transaction: every booking of the slot committed before is counted.
  const input = await readRangeInput(ctx, tx, found.outlet.id, {
    from: booking.date,
    to: booking.date,
    pax: booking.pax,
    channel: booking.channel ?? 'staff',
    // The engine leaves out one hold: a booking's own when it is edited, an offer's when it is accepted.
    reservationId: booking.reservationId ?? booking.offerId,
  });
  // A diner's area counts where the service shows its areas (showArea); elsewhere the page offers none.
  const timing = serviceSlotAt(input.timings, booking.date, booking.time)?.timing;
  const showsAreas = !!timing && input.timings.some((t) => t.id === timing.id && t.showArea);
  const day = { ...input, date: booking.date, areaId: showsAreas ? booking.areaId : undefined, diningInterval: booking.diningInterval };
  const check = checkSlot(day, booking.time);
  // The ticket the service sells comes with a diner's booking (a deposit is paid when booking).
  const ticketId = input.timings.find((t) => t.id === check.serviceTimingId)?.ticketId ?? null;
  if (booking.channel !== 'online') {
    // Tables the host chose are checked by the no-double-booking guarantee itself.
    return { ...check, ticketId, onlineTableIds: null, reasons: check.reasons.filter((r) => !(booking.hasTables && r === 'NO_TABLE')) };
  }
  // Online, a booking is held a table, so tables are a real limit: the guest's own when they still
  // fit (a guest moving their booking), else the best free one of the channel (in the diner's area).
  if (booking.keepTableIds?.length && heldTablesFit(day, booking.time, booking.keepTableIds)) {
    return { ...check, ticketId, onlineTableIds: booking.keepTableIds, reasons: check.reasons.filter((r) => r !== 'NO_TABLE') };
  }
  const onlineTableIds = check.reasons.length === 0 ? bestTablesAt(day, booking.time) : null;
  // The engine found a table for the slot, so the ranking does too; were it not so, no table is no booking.
  if (check.reasons.length === 0 && !onlineTableIds) return { ...check, ticketId, onlineTableIds, reasons: ['NO_TABLE' as const] };
  return { ...check, ticketId, onlineTableIds };
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
    if (chosen.reasons.length) throw new DomainError('SLOT_UNAVAILABLE', 'onlineTimeUnavailable', { details: { reasons: chosen.reasons } });
    return {
      serviceTimingId: chosen.serviceTimingId,
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
    diningInterval: check.diningInterval,
    overridden: refused.length ? { reasons: refused, reason: booking.override! } : null,
    ticketId: check.ticketId,
    onlineTableIds: null,
  };
}
