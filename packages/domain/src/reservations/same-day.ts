import { isActiveStatus } from '../statuses';
/**
 * docs/rules.md section 8's double booking: a guest's other bookings that day at the brand's outlets, in a
 * status that still holds a table. Warned of (the host may book past it), or, when the brand takes
 * one booking per guest per day (preventMultipleSameDayBookingsEnabled), refused by the first of
 * them. The server decides by it when saving; the booking dialog by it before saving.
 */
export function sameDayRule<B>(oneBookingPerDay: boolean, bookingsThatDay: readonly B[]): { refusedBy?: B; warnings: B[] } {
  if (oneBookingPerDay && bookingsThatDay.length) return { refusedBy: bookingsThatDay[0], warnings: [] };
  return { warnings: [...bookingsThatDay] };
}

/** What the day's list needs of a booking to find the same guest twice. */
export interface DayBooking {
  id: string;
  customerId: string | null;
  customerPhone: string | null;
  reservationTime: string;
  status: number;
}

/**
 * The same guest twice in one day's book (issue 28: the dialog warned when booking, the list never
 * said): for each booking that still holds a table and shares its guest (the guest book's id, else
 * the phone) with another such booking, the other bookings' times ("19:00"), earliest first.
 */
export function sameGuestTwice(bookings: readonly DayBooking[]): Map<string, string[]> {
  const holding = bookings.filter((b) => isActiveStatus(b.status));
  const byGuest = new Map<string, DayBooking[]>();
  for (const b of holding) {
    const guest = b.customerId ? `id:${b.customerId}` : b.customerPhone ? `phone:${b.customerPhone}` : null;
    if (guest) byGuest.set(guest, [...(byGuest.get(guest) ?? []), b]);
  }
  const others = new Map<string, string[]>();
  for (const same of byGuest.values()) {
    if (same.length < 2) continue;
    for (const b of same) {
      others.set(
        b.id,
        same
          .filter((o) => o.id !== b.id)
          .map((o) => o.reservationTime.slice(0, 5))
          .sort(),
      );
    }
  }
  return others;
}
