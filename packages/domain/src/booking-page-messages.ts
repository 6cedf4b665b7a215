/** The diners' booking page's refusals (issue 18; a ticket's day limit, docs/decisions/033-ticket-limit.md), part of MESSAGES. */
export const BOOKING_PAGE_MESSAGES = {
  bookingPageNotFound: 'This booking page does not exist. Check the link, or contact the restaurant.',
  acceptPolicies: 'Please accept the booking policies to continue',
  bookingRefused: 'This booking could not be made here. Please contact the restaurant.',
  onlineTimeUnavailable: 'This time can no longer be booked online. Please choose another time.',
  ticketSoldOut: (p: { ticket: string }) => `${p.ticket} is sold out on this day. Please choose another day.`,
  ticketTooFew: (p: { ticket: string; count: number }) =>
    `${p.ticket} has only ${p.count} left on this day, too few for your party. Please choose another day or a smaller party.`,
  partyOutsideLimits: (p: { min: number; max: number }) =>
    `Online bookings are for ${p.min} to ${p.max} guests. For another party size, please contact the restaurant.`,
};
