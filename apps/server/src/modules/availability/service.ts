import { FEATURE } from '@host/domain/entitlements';
import { OVERRIDABLE, checkSlot, computeSlots, type Channel, type SlotReason, type SlotsInput, type TimeUnit } from '@host/domain/availability/slots';
import { DomainError } from '@host/domain/errors';
import { addLocalDays, instantOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../../lib/auth-context';
import { hasFeature } from '../../lib/feature-gate';
import { loadOutlet, type OutletWithBrand } from '../outlets/service';
import { serviceTimingsOf } from '../schedules/service';
import { floorForBooking } from '../tables/service';
import * as repo from './repository';
import { lockOutletSlot } from '../../lib/locks';

/** Everything the engine needs for one outlet and day, read in one pass (services past midnight included). */
async function slotsInputOf(
  ctx: AppContext,
  db: Executor,
  found: OutletWithBrand,
  query: { date: string; pax: number; channel: Channel; reservationId?: string },
  withFloor = true,
): Promise<SlotsInput> {
  const { outlet, brand } = found;
  const before = addLocalDays(query.date, -1);
  const after = addLocalDays(query.date, 1);
  const timings = await serviceTimingsOf(db, outlet.id);
  const blockOuts = await repo.blockOutsBetween(db, outlet.id, before, after);
  const bookings = await repo.bookedSlotsBetween(db, outlet.id, before, after);
  // Without the floor (the host chose the tables), no table is asked for: the caller drops NO_TABLE.
  const floor = withFloor
    ? await floorForBooking(db, outlet.id, {
        combinations: brand.isEnableTableCombination && (await hasFeature(db, outlet.id, FEATURE.TABLE_COMBINATION)),
        from: instantOf(before, '00:00:00', brand.timezone),
        to: instantOf(addLocalDays(after, 1), '06:00:00', brand.timezone),
      })
    : { areas: [], combinations: [], holds: [] };
  const { areas, combinations, holds } = floor;
  return {
    date: query.date,
    pax: query.pax,
    now: ctx.clock.now(),
    channel: query.channel,
    reservationId: query.reservationId,
    outlet: {
      timezone: brand.timezone,
      leadTime: outlet.reservationLeadTime,
      diningInterval: outlet.reservationDiningInterval,
      minPartySize: outlet.minPartySize,
      maxPartySize: outlet.maxPartySize,
      maxPaxPerReservation: outlet.maxPaxPerReservation,
    },
    timings: timings.map((t) => ({
      ...t,
      minBookingTimeUnit: t.minBookingTimeUnit as TimeUnit | null,
      maxBookingTimeUnit: t.maxBookingTimeUnit as TimeUnit | null,
    })),
    blockOuts,
    bookings,
    floor: {
      tables: areas.flatMap((a) => a.tables),
      areas: areas.map((a) => ({ id: a.id, bookableOnline: a.bookableOnline })),
      combinations,
      holds: holds.map((h) => ({ ...h, startsAt: h.startsAt.getTime(), endsAt: h.endsAt.getTime() })),
    },
  };
}

/** GET /api/v1/outlets/{outletId}/availability: every time of the day, bookable or with its reasons. */
export async function availability(ctx: AppContext, auth: AuthContext, outletId: string, query: { date: string; pax: number; channel: Channel; reservationId?: string }) {
  const found = await loadOutlet(ctx.db, auth, outletId);
  const input = await slotsInputOf(ctx, ctx.db, found, query);
  return { date: query.date, pax: query.pax, channel: query.channel, slots: computeSlots(input) };
}

/**
 * The server's check of a staff booking or edit, inside its transaction and under the lock of the
 * slot it lands in, so twenty hosts booking the last covers at once cannot pass maxGuest between them.
 */
async function checkBooking(ctx: AppContext, tx: Executor, found: OutletWithBrand, booking: { date: string; time: string; pax: number; reservationId?: string; hasTables: boolean }) {
  await lockOutletSlot(tx, found.outlet.id, booking.date, booking.time);
  const input = await slotsInputOf(ctx, tx, found, { date: booking.date, pax: booking.pax, channel: 'staff', reservationId: booking.reservationId }, !booking.hasTables);
  const check = checkSlot(input, booking.time);
  // Tables the host chose are checked by the no-double-booking guarantee itself.
  return { ...check, reasons: check.reasons.filter((r) => !(booking.hasTables && r === 'NO_TABLE')) };
}

/**
 * Refuses a staff booking or edit at a time the rules refuse (422 SLOT_UNAVAILABLE with the
 * reasons), unless the host gave an override reason; returns the service it falls in (and its dining
 * interval) and what was overridden.
 */
export async function enforceAvailability(
  ctx: AppContext,
  tx: Executor,
  found: OutletWithBrand,
  booking: { date: string; time: string; pax: number; reservationId?: string; hasTables: boolean },
  override?: string,
) {
  const check = await checkBooking(ctx, tx, found, booking);
  // PAST is never overridden: a create or an edit refuses it before ('Reservation time must be in the future.').
  const refused: SlotReason[] = check.reasons.filter((r) => OVERRIDABLE.has(r));
  if (refused.length && !override) {
    throw new DomainError('SLOT_UNAVAILABLE', 'slotUnavailable', { params: { reasons: refused.join(', ') }, details: { reasons: refused } });
  }
  return { serviceTimingId: check.serviceTimingId, diningInterval: check.diningInterval, overridden: refused.length ? { reasons: refused, reason: override! } : null };
}
