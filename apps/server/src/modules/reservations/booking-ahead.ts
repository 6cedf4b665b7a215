import { DomainError } from '@host/domain/errors';
import { startingStatus } from '@host/domain/reservations/system-transitions';
import { assertWithinBookingHorizon } from '@host/domain/reservations/time-state';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { instantOf } from '@host/domain/time';
import type { OutletWithBrand } from '../outlets/service';
import type { BookingClock, BookingTime, Placement } from './create-reservation';

/*
 * What a booking made ahead has, whether a host makes it (create-staff-booking.ts) or a diner
 * (create-online-booking.ts): a time chosen in the future and within the horizon, the outlet's
 * starting status, and the service its availability check found.
 */

/** The time chosen, read in the outlet's zone: in the future, and within the booking horizon. */
export const chosenTime =
  (date: string, time: string) =>
  ({ now, today, timezone }: BookingClock): BookingTime => {
    const startsAt = instantOf(date, time, timezone);
    if (startsAt.getTime() <= now.getTime()) throw new DomainError('BUSINESS_RULE', 'futureTime');
    assertWithinBookingHorizon(date, today, 'body.reservationDate');
    return { date, time, startsAt };
  };

/** BOOKED, or CONFIRMED where the outlet starts bookings confirmed (system-transitions.ts). */
export const startingStatusOf = ({ outlet }: OutletWithBrand) => RESERVATION_STATUS[startingStatus(outlet.optionAutoReservationStatus)];

/** The service the availability check found the booking in, with its dining interval and name. */
export const timingFound = (check: {
  serviceTimingId: string | null;
  serviceTimingName: string | null;
  diningInterval: number | null;
}): Placement['timing'] =>
  check.serviceTimingId ? { id: check.serviceTimingId, diningInterval: check.diningInterval, name: check.serviceTimingName } : null;
