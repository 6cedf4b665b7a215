/** Only what a phone is written with ("+65 9123 4567", "(852) 9123-4567", "0912-345-678"). */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/** What the booking dialog looks a guest up by: the phone field as typed, or the guest picker's search. */
export type CustomerSearch = { phone: string } | { q: string };

/**
 * The query of GET /api/v1/brands/{brandId}/customers/lookup, or null while there is too little to
 * look up. A phone goes as its digits only (never "+65 9123 4567" in a URL, where the log would not
 * see one number); the phone field waits for 6 digits, a search for 4 digits or one letter of a name
 * (陈 is a whole surname). With `sameDay`, the guests' bookings that day at the brand's outlets too.
 */
export function customerLookupQuery(search: CustomerSearch, sameDay?: { outletId: string; date: string }): URLSearchParams | null {
  const day = sameDay?.date ? sameDay : {};
  if ('phone' in search) {
    const digits = search.phone.replace(/\D/g, '');
    return digits.length >= 6 ? new URLSearchParams({ phone: digits, ...day }) : null;
  }
  const q = search.q.trim().replace(/\s+/g, ' ');
  if (PHONE_LIKE.test(q)) {
    const digits = q.replace(/\D/g, '');
    return digits.length >= 4 ? new URLSearchParams({ q: digits, ...day }) : null;
  }
  return q ? new URLSearchParams({ q, ...day }) : null;
}
