/**
 * One line for every API operation in the OpenAPI document, by "METHOD /path" as Fastify registers
 * it (`:param`), so route files need not carry them. The API contract (api-contract.ts) refuses to
 * start with an /api route missing here, and gives each operation its operationId from the same key.
 */
export const OPENAPI_SUMMARIES: Record<string, string> = {
  // System
  'GET /api/health': 'Check the database and the live-update broker',
  'GET /api/config': "The browser's configuration: addresses and public keys",
  'GET /api/client-ip': "The caller's address as the server sees it",
  'POST /api/error-report': 'Report an error the browser met',

  // Auth (docs/decisions/010-sign-in-throttle.md for the 429s)
  'POST /api/auth/pin-login-remember-me': "Sign in with an outlet's code and PIN",
  'POST /api/auth/email-login-remember-me': 'Sign in with an email and password',
  'POST /api/auth/forgot-password': 'Send a password-reset link',
  'POST /api/auth/reset-password': 'Set a new password with a reset link',
  'GET /api/auth/session': 'The signed-in session',
  'POST /api/auth/session': 'Read the session afresh',
  'POST /api/auth/switch-outlet': 'Act for another outlet',
  'GET /api/auth/logout': 'Sign out',

  // Outlets
  'GET /api/v1/outlets/:outletId': "An outlet's profile and policies",
  'PUT /api/v1/outlets/:outletId/reservation-settings': "Change an outlet's booking rules",
  'GET /api/v1/outlets/:outletId/status-settings': "An outlet's statuses: what new bookings start as, their words, colours and use",
  'PUT /api/v1/outlets/:outletId/status-settings': "Change an outlet's statuses (the rules between them stay docs/rules.md's)",
  'PATCH /api/v1/outlets/:outletId/floor-settings': "Change an outlet's floor settings",
  'GET /api/v1/outlets/:outletId/booking-page': "What diners see on the outlet's booking page",
  'PUT /api/v1/outlets/:outletId/booking-page': "Change the outlet's booking page",
  'POST /api/v1/outlets/:outletId/booking-page/images': 'Upload a logo or cover image, resized',
  'GET /api/v1/outlets/:outletId/details': "The outlet's address, contacts, opening hours and notify defaults",
  'PUT /api/v1/outlets/:outletId/details': "Change the outlet's address, contacts, opening hours and notify defaults",

  // Reservations
  'GET /api/v1/outlets/:outletId/reservations': "An outlet's bookings for a day or a range",
  'POST /api/v1/outlets/:outletId/reservations': 'Create a booking or a walk-in',
  'GET /api/v1/reservations/:id': 'A booking',
  'PATCH /api/v1/reservations/:id': 'Change a booking',
  'POST /api/v1/reservations/:id/status': "Change a booking's status (seat, depart, cancel ...)",
  'POST /api/v1/reservations/:id/grace-period': "Hold a late party's table longer (extend its grace period)",
  'POST /api/v1/reservations/:id/tables': 'Move a booking to other tables',
  'GET /api/v1/reservations/:id/activities': "A booking's history",

  // Floor: areas, tables, combinations
  'GET /api/v1/outlets/:outletId/areas': "An outlet's areas with their tables",
  'POST /api/v1/outlets/:outletId/areas': 'Create an area',
  'PUT /api/v1/outlets/:outletId/area-order': 'Reorder the areas',
  'PATCH /api/v1/areas/:id': 'Change an area',
  'DELETE /api/v1/areas/:id': 'Delete an area',
  'POST /api/v1/outlets/:outletId/tables': 'Create a table',
  'PATCH /api/v1/tables/:id': 'Change a table',
  'DELETE /api/v1/tables/:id': 'Delete a table',
  'PUT /api/v1/outlets/:outletId/floor-plan': 'Place the tables on the floor plan',
  'POST /api/v1/tables/:id/status': "Change a table's status (bill, clean, block ...)",
  'GET /api/v1/outlets/:outletId/table-combinations': "An outlet's table combinations",
  'POST /api/v1/outlets/:outletId/table-combinations': 'Create a table combination',
  'PUT /api/v1/table-combinations/:id': 'Change a table combination',
  'DELETE /api/v1/table-combinations/:id': 'Delete a table combination',
  'GET /api/v1/outlets/:outletId/table-suggestions': 'Tables that suit a party at a time',

  // Schedules and availability
  'GET /api/v1/outlets/:outletId/availability': 'Bookable times of a day, with the reasons for the others',
  'GET /api/v1/outlets/:outletId/availability/days': 'Which dates of a range have a time a party can book',
  'GET /api/v1/outlets/:outletId/service-timings': "An outlet's services",
  'POST /api/v1/outlets/:outletId/service-timings': 'Create a service',
  'PUT /api/v1/service-timings/:id': 'Change a service',
  'DELETE /api/v1/service-timings/:id': 'Delete a service',
  'GET /api/v1/outlets/:outletId/block-out-days': "An outlet's block-out and special days",
  'POST /api/v1/outlets/:outletId/block-out-days': 'Create a block-out or special day',
  'PUT /api/v1/block-out-days/:id': 'Change a block-out or special day',
  'DELETE /api/v1/block-out-days/:id': 'Delete a block-out or special day',

  // Brands: guests, tags, tickets
  'GET /api/v1/brands/:brandId/tags': "The brand's tags (title and colour), for guests and bookings",
  'POST /api/v1/brands/:brandId/tags': 'Add a tag to the brand (the merchant)',
  'GET /api/v1/brands/:brandId/marketing-export': 'The guests who agreed to marketing by SMS or email, with when and how, as CSV',
  'PUT /api/guest/:token/marketing': "The guest's own yes or no to marketing by SMS and email",
  'GET /api/v1/outlets/:outletId/holidays': "The public holidays of the outlet's country in a year, and each festive template's date",
  'POST /api/v1/brands/:brandId/festive-evenings/preview': 'What a festive evening would change at each outlet: the bookings it strands',
  'POST /api/v1/brands/:brandId/festive-evenings': 'A festive evening: a special day of fixed sittings at each outlet, with its ticket',
  'PUT /api/v1/brands/:brandId/tags/:tagId': "Rename or recolour one of the brand's tags",
  'DELETE /api/v1/brands/:brandId/tags/:tagId': 'Delete a tag: it comes off every guest and booking',
  'GET /api/v1/outlets/:outletId/guarantee-rule': 'Whom the outlet asks online for a card guarantee or deposit by risk',
  'PUT /api/v1/outlets/:outletId/guarantee-rule': "Set the outlet's rule for asking risky online guests for a guarantee",
  'GET /api/v1/brands/:brandId/guest-tag-settings': 'How many visits make a regular, and no-shows or late cancellations a risk',
  'PUT /api/v1/brands/:brandId/guest-tag-settings': "Set the brand's thresholds for the tags Host computes on its guests",
  'GET /api/v1/brands/:brandId/customers/lookup':
    "Find a brand's guests by phone or name for the booking dialog, with tags, no-shows and that day's bookings",
  'GET /api/v1/outlets/:outletId/queue': "The outlet's door queue, front first, each party with its wait estimated now",
  'POST /api/v1/outlets/:outletId/queue': 'Add a party to the back of the door queue, quoted the wait it has now',
  'PATCH /api/v1/queue-entries/:id': 'Change a queued party (If-Match)',
  'POST /api/v1/queue-entries/:id/move': 'Move a queued party right after another, or to the front (If-Match)',
  'POST /api/v1/queue-entries/:id/notify': 'Tell a queued party by SMS that its table is ready (If-Match)',
  'POST /api/v1/queue-entries/:id/remove': 'Take a party off the queue: left, or not there when called (If-Match)',
  'POST /api/v1/queue-entries/:id/seat': 'Seat a queued party: a walk-in booking at the tables chosen, linked to its entry (If-Match)',
  'GET /api/v1/outlets/:outletId/waiting-list': "A day's waiting list: the guests on it in order with their offers, then who left",
  'POST /api/v1/outlets/:outletId/waiting-list': "Put a guest on a day's waiting list; a time free in their window is offered at once",
  'POST /api/v1/waiting-list-entries/:id/remove': 'Take a guest off the waiting list; a time held for them passes to the next guest',
  'GET /api/v1/outlets/:outletId/waitlist-settings': "The outlet's door queue and waiting list settings (the defaults until saved)",
  'PUT /api/v1/outlets/:outletId/waitlist-settings': "Save the outlet's door queue and waiting list settings (If-Match)",
  'POST /api/book/:outlet/waiting-list': "A diner joins the day's waiting list when no time fits (throttled, Idempotency-Key)",
  'GET /api/waiting-list/:token': "The guest's place on the waiting list and the time held for them, by their signed link",
  'POST /api/waiting-list/:token/accept': 'The guest accepts the time held for them: booked as on the booking page (Idempotency-Key)',
  'POST /api/waiting-list/:token/decline': 'The guest declines the time held for them and leaves the list; it passes to the next guest',
  'GET /api/queue/:token': "A queued party's place and wait, by its signed link",
  'POST /api/queue/:token/on-my-way': 'A party told its table is ready says it is on its way (shown to the host)',
  'POST /api/queue/:token/leave': 'A queued party leaves the queue from its link',
  'POST /api/waiting-list/:token/cancel': 'The guest leaves the waiting list; a time held for them passes to the next guest',
  'GET /api/v1/brands/:brandId/tickets': "A brand's tickets on sale (all of them, retired too, with ?all=true)",
  'POST /api/v1/brands/:brandId/tickets': 'Create a ticket',
  'POST /api/v1/brands/:brandId/tickets/order': "Reorder a brand's tickets",
  'GET /api/v1/tickets/:id': 'A ticket',
  'PATCH /api/v1/tickets/:id': 'Change or retire a ticket',
  'DELETE /api/v1/tickets/:id': 'Delete a ticket nothing uses',

  // Support staff (issue 15)
  'GET /api/v1/support/outlets': 'Support staff search every outlet by name, oms id or country',
  'POST /api/v1/support/impersonations': 'Support staff open an outlet as that outlet, with a reason for the audit log',
  'DELETE /api/v1/support/impersonation': "End the session's impersonation",
  'GET /api/v1/support/impersonations': 'The impersonation audit log, with the writes made in each',
  'GET /api/v1/brands/:brandId/support-audit': "What support staff did at the brand's outlets, write by write, for its merchant",
  'GET /api/v1/reservations/:id/payment-request': "A booking's payment request",
  'POST /api/v1/reservations/:id/payment-request': 'Ask the guest to pay what the ticket costs',
  'DELETE /api/v1/reservations/:id/payment-request': 'Withdraw a payment request still waiting for the guest',
  'POST /api/v1/reservations/:id/refunds': 'Give back part or all of what the guest paid',
  'GET /api/guest/:token': "The guest's booking behind the link in their message",
  'POST /api/guest/:token/confirm': 'The guest confirms their booking',
  'POST /api/guest/:token/cancel': 'The guest cancels their booking',
  'GET /api/guest/:token/times': 'The times a guest may move their booking to, their own covers left out',
  'PATCH /api/guest/:token': "The guest changes their booking's day, time or party",
  'GET /api/book/:outlet': "An outlet's booking page: its texts, pictures, policies and party sizes",
  'GET /api/book/:outlet/days': 'Which days of a range have a time a party can book online',
  'GET /api/book/:outlet/times': "A day's times a party can book online, by service",
  'POST /api/book/:outlet/reservations': 'A diner books on the outlet’s page',
  'GET /api/integrations/google/v3/HealthCheck': 'Reserve with Google: the booking server answers',
  'POST /api/integrations/google/v3/BatchAvailabilityLookup': 'Reserve with Google: which of these times can be booked',
  'POST /api/integrations/google/v3/CreateBooking': 'Reserve with Google: book a time for a Google user',
  'POST /api/integrations/google/v3/UpdateBooking': 'Reserve with Google: cancel a booking Google made',
  'POST /api/integrations/google/v3/GetBookingStatus': "Reserve with Google: a booking's status",
  'GET /api/v1/reservations/:id/messages': "A booking's guest messages: planned and sent",
  'POST /api/v1/reservations/:id/calls': 'Call the guest now (automated call)',
  'POST /api/v1/reservations/:id/payment-request/resend': 'Send the pay link to the guest again',
  'GET /api/v1/outlets/:outletId/messages': "The outlet's delivery ledger, newest first",
  'GET /api/v1/outlets/:outletId/messages/:id/mail': 'A mail as the local catcher kept it',
  'GET /api/v1/outlets/:outletId/notification-settings': "The outlet's guest-message settings",
  'PUT /api/v1/outlets/:outletId/notification-settings': "Save the outlet's guest-message settings",

  // The guest's pay page (the token in the link is the key) and the providers' signed webhooks
  'GET /api/pay/:token': 'What a pay link asks the guest to pay',
  'POST /api/pay/:token/attempts': 'Pay with a card on the local test provider',
  'POST /api/pay/:token/challenges/:challengeId': "Answer the bank's authentication step",
  'POST /api/webhooks/payments/:provider': "Take a payment provider's signed event",
  'GET /api/v1/brands/:brandId/customers': "The guest book: a brand's guests by name or phone, filtered, sorted, a page at a time",
  'POST /api/v1/brands/:brandId/customers': 'Add a guest to the guest book',
  'POST /api/v1/brands/:brandId/customers/possible-duplicates':
    'Guests of the brand a guest being added may already be (while the form is typed)',
  'GET /api/v1/customers/:id': "A guest's profile with tags and figures",
  'PATCH /api/v1/customers/:id': "Change a guest's profile",
  'GET /api/v1/customers/:id/reservations': "A guest's bookings at the brand's outlets",
  'GET /api/v1/customers/:id/activities': "A guest profile's history",
  'GET /api/v1/customers/:id/duplicates': 'Guests who may be the same person',
  'POST /api/v1/customers/:id/merge': 'Merge a duplicate into this guest',
  'GET /api/v1/customers/:id/export': "A guest's data, as a file (PDPA, PDPO)",
  'POST /api/v1/customers/:id/erase': "Erase a guest's data on request, keeping the bookings for the books",

  // Transactions (issue 13)
  'GET /api/v1/outlets/:outletId/transactions':
    "An outlet's deposits, payments and refunds, filtered, with totals per currency, a page at a time or as CSV",
  'GET /api/v1/brands/:brandId/transactions':
    "Every transaction of a brand's outlets the session may act for, with totals per currency, a page at a time or as CSV",

  // Reports (issue 31)
  'GET /api/v1/outlets/:outletId/reports': "How an outlet's days went over a range: covers, no-shows, sources, turn times, money, messages",
  'GET /api/v1/brands/:brandId/reports': "The reports of a brand's outlets the session may see, side by side, and their sum",
  'GET /api/v1/me/weekly-summary': "The signed-in merchant's Monday summary email: on or off, its language, the last one sent",
  'PUT /api/v1/me/weekly-summary': 'Switch the Monday summary email on or off for the signed-in merchant, in a language',

  // Web push (issue 14): a test push, and Host as its own notification provider (docs/rules.md section 7)
  'POST /api/v1/outlets/trigger-notification': "Send a test push to the caller's subscribed browsers",
  'POST /api/notification-provider/integrations/web_push/installations/start':
    'Start web push in a browser: the VAPID public key and an auth token',
  'GET /api/notification-provider/channels/web_push/tokens': 'The browser subscriptions of the user at the outlet',
  'POST /api/notification-provider/channels/web_push/tokens': 'Register a browser subscription',
  'GET /api/notification-provider/channels/web_push/tokens/:id': 'A browser subscription',
  'DELETE /api/notification-provider/channels/web_push/tokens/:id': 'Unsubscribe a browser (the token is discarded)',
};

/** The operations that read the session cookie rather than a bearer token. */
export const SESSION_COOKIE_OPERATIONS = new Set([
  'GET /api/auth/session',
  'POST /api/auth/session',
  'POST /api/auth/switch-outlet',
  'GET /api/auth/logout',
]);

/** "POST /api/v1/outlets/:outletId/reservations" -> "postOutletsOutletIdReservations" (the /api and /v1 prefixes dropped). */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v1)?\//, '')
    .split(/[/:{}-]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}
