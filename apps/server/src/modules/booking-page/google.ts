import { DomainError } from '@host/domain/errors';
import {
  googleStatusOf,
  type GoogleBooking,
  type GoogleCreateBooking,
  type googleBatchAvailabilitySchema,
  type googleCreateBookingResultSchema,
} from '@host/domain/reserve-with-google';
import type { DinerBooking } from '@host/domain/booking-page';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { instantOf, localDateOf, localTimeOf } from '@host/domain/time';
import type { z } from 'zod';
import { guestAuthOf } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { onlineAvailability } from '../availability/service';
import { bookingFromSource, changeStatus, storedPhone } from '../reservations/service';
import { pageOutlet, placeOnlineBooking, pushBookingNews, type PageOutlet } from './service';

/**
 * Reserve with Google (issue 18): Google's booking server calls, answered from the same engine and
 * booked through the same path as the diners' page (source 'google'). Times arrive as UTC seconds
 * and are read in the outlet's zone.
 */

const localOf = (found: PageOutlet, startSec: number) => {
  const at = new Date(startSec * 1000);
  return { date: localDateOf(at, found.brand.timezone), time: localTimeOf(at, found.brand.timezone) };
};

/** Whether the outlet's brand takes bookings through Google at all (brands.enableGoogleBooking, off by default). */
const takesGoogleBookings = (found: PageOutlet) => found.brand.enableGoogleBooking;

/**
 * BatchAvailabilityLookup: whether each slot Google asks about can be booked online for its party.
 * A brand that has Reserve with Google switched off offers nothing (issue 27).
 */
export async function batchAvailability(ctx: AppContext, input: z.output<typeof googleBatchAvailabilitySchema>) {
  const found = await pageOutlet(ctx, input.merchant_id);
  if (!takesGoogleBookings(found))
    return { slot_time_availability: input.slot_time.map((slot) => ({ slot_time: slot, available: false })) };
  const days = new Map<string, Awaited<ReturnType<typeof onlineAvailability>>>();
  const answers = [];
  for (const slot of input.slot_time) {
    const { date, time } = localOf(found, slot.start_sec);
    const pax = slot.resource_ids?.party_size ?? 2;
    const key = `${date}:${pax}`;
    if (!days.has(key)) days.set(key, await onlineAvailability(ctx, found.outlet.id, { date, pax }));
    const available = days.get(key)!.slots.some((s) => s.time === time && s.available);
    answers.push({ slot_time: slot, available });
  }
  return { slot_time_availability: answers };
}

/**
 * CreateBooking: a booking, or Google's BookingFailure with its cause when the time cannot be had or
 * the brand has Reserve with Google switched off. Cancelling a booking Google made earlier stays open.
 */
export async function createGoogleBooking(
  ctx: AppContext,
  input: GoogleCreateBooking,
): Promise<z.input<typeof googleCreateBookingResultSchema>> {
  const found = await pageOutlet(ctx, input.slot.merchant_id);
  if (!takesGoogleBookings(found))
    return { booking_failure: { cause: 'CAUSE_UNSPECIFIED', description: 'this restaurant does not take bookings through Google' } };
  const { date, time } = localOf(found, input.slot.start_sec);
  const pax = input.slot.resources?.party_size ?? 2;
  const user = input.user_information;
  if (!user.telephone) throw new DomainError('BAD_REQUEST', 'enterPhone');
  const phone = storedPhone(user.telephone, found.outlet.countryCode, 'body.user_information.telephone');
  if (pax < found.outlet.minPartySize || pax > found.outlet.maxPartySize) {
    return {
      booking_failure: {
        cause: 'SLOT_UNAVAILABLE',
        description: `party of ${pax} outside ${found.outlet.minPartySize}-${found.outlet.maxPartySize}`,
      },
    };
  }
  try {
    // Google's fields as a diner's booking: the party all adults, no occasion, no language, no page question answered.
    const booking: DinerBooking = {
      reservationDate: date,
      reservationTime: time,
      numberOfAdults: pax,
      numberOfChildren: 0,
      customerPhone: phone,
      customerFirstName: user.given_name || 'Guest',
      customerLastName: user.family_name ?? '',
      customerEmail: user.email,
      occasions: [],
      specialRequest: input.additional_request,
      language: null,
      notes: null,
    };
    const { created } = await placeOnlineBooking(ctx, found, { booking, source: 'google' });
    return { booking: bookingView(found, created) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'SLOT_UNAVAILABLE') return { booking_failure: { cause: 'SLOT_UNAVAILABLE' } };
    if (error instanceof DomainError && error.code === 'THROTTLED') return { booking_failure: { cause: 'USER_OVER_BOOKING_LIMIT' } };
    throw error;
  }
}

/** A booking Google made, at the outlet named; any other is not Google's to read or change. */
async function googleBookingOf(ctx: AppContext, bookingId: string) {
  const row = await bookingFromSource(ctx.db, bookingId, 'google');
  if (!row) throw new DomainError('NOT_FOUND', 'reservationMissing');
  return row;
}

export async function googleBookingStatus(ctx: AppContext, bookingId: string) {
  const row = await googleBookingOf(ctx, bookingId);
  return { booking_id: row.id, booking_status: googleStatusOf(row.status) };
}

/** UpdateBooking with status CANCELED: the guest cancelled on Google, by the same rules as from their link. */
export async function updateGoogleBooking(ctx: AppContext, bookingId: string, status: 'CANCELED' | undefined) {
  const row = await googleBookingOf(ctx, bookingId);
  if (status === 'CANCELED' && row.status !== RESERVATION_STATUS.CANCELLED) {
    const google = guestAuthOf('google', row.outletId, {
      id: row.customerId ?? row.id,
      name: [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ') || 'Guest',
    });
    await changeStatus(ctx, google, row.id, { status: RESERVATION_STATUS.CANCELLED });
    // The outlet's subscribed browsers hear of it, as of a guest's cancel from their link (never fails the answer).
    pushBookingNews(ctx, {
      outletId: row.outletId,
      booking: row,
      guestName: google.actor.name,
      title: 'Host',
      key: 'guestCancelled',
      says: (p) => `${p.name} cancelled: ${p.pax} guests, ${p.date} at ${p.time}`,
    });
  }
  const [found, updated] = [await pageOutlet(ctx, row.outletId), await googleBookingOf(ctx, bookingId)];
  return { booking: bookingView(found, updated) };
}

function bookingView(
  found: PageOutlet,
  row: {
    id: string;
    reservationDate: string;
    reservationTime: string;
    diningInterval: number;
    numberOfAdults: number;
    numberOfChildren: number;
    status: number;
    customerFirstName: string | null;
    customerLastName: string | null;
    customerPhone: string | null;
  },
): GoogleBooking {
  return {
    booking_id: row.id,
    slot: {
      merchant_id: found.outlet.bookingSlug ?? found.outlet.id,
      start_sec: Math.floor(instantOf(row.reservationDate, row.reservationTime, found.brand.timezone).getTime() / 1000),
      duration_sec: row.diningInterval,
      resources: { party_size: row.numberOfAdults + row.numberOfChildren },
    },
    user_information: {
      given_name: row.customerFirstName ?? undefined,
      family_name: row.customerLastName ?? undefined,
      telephone: row.customerPhone ?? undefined,
    },
    status: googleStatusOf(row.status),
  };
}
