/**
 * SPEC.md section 8's double booking: a guest's other bookings that day at the brand's outlets, in a
 * status that still holds a table. Warned of (the host may book past it), or, when the brand takes
 * one booking per guest per day (preventMultipleSameDayBookingsEnabled), refused by the first of
 * them. The server decides by it when saving; the booking dialog by it before saving.
 */
export function sameDayRule<B>(oneBookingPerDay: boolean, bookingsThatDay: readonly B[]): { refusedBy?: B; warnings: B[] } {
  if (oneBookingPerDay && bookingsThatDay.length) return { refusedBy: bookingsThatDay[0], warnings: [] };
  return { warnings: [...bookingsThatDay] };
}
