/**
 * What the booking dialog says before saving of the guest's other bookings that day at the brand's
 * outlets: a warning the host may book past (SPEC.md section 8's double booking), or, when the brand
 * takes one booking per guest per day, the first of them as the reason the server will refuse.
 */
export function sameDayNotice<B>(guest: { oneBookingPerDay: boolean } | undefined, bookingsThatDay: B[]): { refusedBy?: B; warnings: B[] } {
  if (guest?.oneBookingPerDay && bookingsThatDay.length) return { refusedBy: bookingsThatDay[0], warnings: [] };
  return { warnings: bookingsThatDay };
}
