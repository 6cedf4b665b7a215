import type { CreateWalkIn } from '@host/domain/reservations/schemas';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { localTimeOf } from '@host/domain/time';
import { serviceRunningAt } from '@host/domain/availability/service-slots';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { createReservation, type NewBooking } from './create-reservation';
import { serviceTimingsOf } from '../schedules/service';
import { claimTablesForSeating } from './seating';

/**
 * A walk-in (source 'walkIn'): a party seated now, at tables that must be free on the floor and seat
 * it (or the host agreed to a squeeze); its name and phone are welcome, not required. It passes no
 * availability check and no same-day rule (the guest is here), sells no ticket, and falls in the
 * service running now.
 */
export function createWalkIn(ctx: AppContext, auth: AuthContext, outletId: string, walkIn: CreateWalkIn) {
  return createReservation(ctx, walkInOrder(auth, outletId, walkIn));
}

/**
 * A walk-in made together with another module's change in its transaction (a party seated from the
 * door queue closes its entry): both stand, or neither. `alongside` runs once the booking is written,
 * under the booking's table locks, and refuses by throwing.
 */
export function createWalkInWith(
  ctx: AppContext,
  auth: AuthContext,
  order: { outletId: string; walkIn: CreateWalkIn; alongside: NonNullable<NewBooking['alongside']> },
) {
  return createReservation(ctx, { ...walkInOrder(auth, order.outletId, order.walkIn), alongside: order.alongside });
}

function walkInOrder(auth: AuthContext, outletId: string, walkIn: CreateWalkIn): NewBooking {
  return {
    auth,
    outletId,
    fields: walkIn,
    origin: { source: 'walkIn', isWalkIn: true, createdByRestaurant: true },
    action: 'walk-in',
    timeOf: ({ now, today, timezone }) => ({ date: today, time: localTimeOf(now, timezone), startsAt: now }),
    statusOf: () => RESERVATION_STATUS.SEATED,
    place: async ({ tx, at, pax }) => {
      const claimed = await claimTablesForSeating(tx, {
        outletId,
        pax,
        tableIds: walkIn.tableIds,
        allowOverCapacity: walkIn.allowOverCapacity ?? false,
      });
      const timing = serviceRunningAt(await serviceTimingsOf(tx, outletId), at.date, at.time);
      return { tableIds: claimed.map((t) => t.id), timing: timing ?? null, ticketId: null };
    },
  };
}
