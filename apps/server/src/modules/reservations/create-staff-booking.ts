import type { CreateReservation } from '@host/domain/reservations/schemas';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { enforceAvailability } from '../availability/service';
import { chosenTime, startingStatusOf, timingFound } from './booking-ahead';
import { createReservation } from './create-reservation';
import { assertReferences, assertTablesOfOutlet } from './reservation-access';

/**
 * A host's booking (source 'restaurant'), at the time chosen: it obeys the availability rules (pacing
 * under its slot's lock) or the host overrides them with a reason; it holds the tables named and
 * carries the ticket, service and tags named, each the outlet's or brand's; the guest is the one the
 * host chose or whose phone it is, and their other booking that day warns (or refuses: the brand's
 * flag). Asked to pay at once (issue 13), it starts PENDING with its request.
 */
export function createStaffBooking(ctx: AppContext, auth: AuthContext, outletId: string, booking: CreateReservation) {
  return createReservation(ctx, {
    auth,
    outletId,
    fields: booking,
    origin: { source: 'restaurant', isWalkIn: false, createdByRestaurant: true },
    action: 'created',
    timeOf: chosenTime(booking.reservationDate, booking.reservationTime),
    statusOf: startingStatusOf,
    sameDay: { byGuest: false },
    // Its slot's lock with the outlet's read, unless the ids it names are checked first (a statement each): the slot's
    // lock is then taken where it was, not held through those checks.
    slot: namesNothingToCheck(booking) ? { date: booking.reservationDate, time: booking.reservationTime } : undefined,
    place: async ({ outlet, brand, tx, at, pax, slotLocked }) => {
      await assertReferences(tx, { brandId: brand.id, outletId }, booking);
      const tableIds = await assertTablesOfOutlet(tx, outletId, booking.tableIds);
      const availability = await enforceAvailability(
        ctx,
        tx,
        { outlet, brand },
        {
          date: at.date,
          time: at.time,
          pax,
          hasTables: tableIds.length > 0,
          channel: 'staff',
          override: booking.availabilityOverride,
          // The ticket the host names is the one sold, so its day's limit is the one that counts (none: none does).
          ticketId: booking.ticketId ?? null,
          slotLocked,
        },
      );
      return {
        tableIds,
        // A service the host named stands, with the booking's or the outlet's dining interval.
        timing: booking.serviceTimingId ? { id: booking.serviceTimingId, diningInterval: null } : timingFound(availability),
        ticketId: booking.ticketId ?? null,
        payment: booking.paymentRequest && { input: booking.paymentRequest, bySystem: false },
        overridden: availability.overridden,
      };
    },
  });
}

const namesNothingToCheck = (booking: CreateReservation) =>
  !booking.tableIds?.length && !booking.tagIds?.length && !booking.ticketId && !booking.serviceTimingId;
