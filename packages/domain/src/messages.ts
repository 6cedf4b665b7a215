import { BOOKING_PAGE_MESSAGES } from './booking-page-messages';
import { GUEST_BOOK_MESSAGES } from './guest-book-messages';

/**
 * Every message Host's API answers with, by a stable reason key (docs/decisions/005-messages-by-key.md).
 * The English is docs/rules.md section 8's wording where it names one (typos and all: clients match it);
 * the web translates by key, never by the English. A message with values is a function of them.
 */
export const MESSAGES = {
  // Reservations (docs/rules.md section 8)
  futureTime: 'Reservation time must be in the future.',
  seatOnlyToday: "Can't be seated reservation other than the current date",
  walkInToBooked: "Can't change status of walk in to booked !",
  seatNeedsTable: 'Cannot change to SEATED status, no assigned tables',
  paxPerPaxTicket: 'Cannot change pax when ticket price is per pax',
  tableNotValid: 'Table is not valid',
  statusNotValid: 'Status is not valid',
  invalidStatus: 'invalid status',
  reservationMissing: 'ID reservation not exist.',
  cannotChangeInformation: "Reservation can't change infomation !",
  timeLocked: 'Reservation time cannot be changed',
  tableLocked: 'COMPLETE, CANCELLED and NO_SHOW cannot change table',
  waitingPropertyLocked: (p: { status: string }) => `A ${p.status} reservation can't be changed once its day has passed`,
  pendingPropertyLocked: 'A reservation waiting for payment can only change its length, tables, occasions, requests and notes',
  outsideServiceWindow: 'Booking must be within a service window: choose a time in a service, or book it anyway with a reason.',
  onlyBookedToConfirmed: 'only allow change reservation status from BOOKED to CONFIRMED',
  typeNotValid: 'Type not valid',
  dateTimeNotValid: 'Reservation date time not valid',
  beyondHorizon: (p: { years: number }) => `At most ${p.years} years ahead`,
  cantChangeStatus: (p: { status: string }) => `Can't change status of the ${p.status} reservation`,
  cantCancel: (p: { status: string }) => `Can't cancel the ${p.status} reservation`,
  statusNotInUse: (p: { status: string }) => `This outlet does not use the ${p.status} status (Settings, Statuses).`,
  notSuitable: 'table not suitable for new pax',
  graceOnlyForLate: 'Grace period only extendable for late reservations',
  tableTaken: 'That table is already taken at this time. Choose another table or time.',
  staleVersion: 'This reservation was changed by someone else. Review the latest version and save again.',
  tryAgain: 'Someone changed this at the same moment. Please try again.',
  slotUnavailable: (p: { reasons: string }) =>
    `This time can't be booked (${p.reasons}). Choose another time, or book it anyway with a reason.`,
  tagMissing: 'Id Reservation Tag not exist !',
  tagNotOfBrand: 'A tag is not one of this brand',
  sameDayBookingRefused: (p: { outletName: string; date: string; time: string }) =>
    `The guest already has a booking at ${p.outletName} on ${p.date} at ${p.time}; this brand takes one booking per guest per day.`,
  sameDayBookingRefusedOnline:
    'There is already a booking for this phone number on this day, and the restaurant takes one a day. ' +
    'To change it, use the link in its confirmation, or contact the restaurant.',
  ticketNotOnSale: 'No such ticket on sale at this brand',
  serviceNotOfOutlet: 'No such service at this outlet',
  fromAndToTogether: 'from and to go together',
  calendarSpan: (p: { days: number }) => `from and to must span 1 to ${p.days} days`,

  // Floor: areas, tables, combinations
  areaNotInOutlet: "Area isn't in outlet",
  areasNotNull: 'Areas not null',
  needAreas: 'You need setting areas first',
  tableInUse: 'Tables in use cannot be deleted. Undeploy them from the floor plan first (depart or move the party).',
  partySeatedHere: 'A party is seated at this table: depart or move it first.',
  tableNameTaken: (p: { name: string }) => `A table named ${p.name} already exists in this outlet.`,
  paxRange: 'Minimum pax must not exceed maximum pax',
  combinationsOff: 'Table combination is not enabled for this brand',
  combinationNotFound: 'Combination not found',
  combinationNeedsTwo: 'A combination needs at least two tables',
  combinationDuplicateTables: 'A table appears twice in the combination',
  combinationDisabledTables: 'A disabled table cannot be combined',
  combinationOverSeats: 'Maximum pax is more than the tables seat together',
  combinationExists: 'A combination of these tables already exists',
  dateAndTimeTogether: 'date and time go together',
  affectedReservations: (p: { count: number }) =>
    `This change affects ${p.count} upcoming reservation${p.count === 1 ? '' : 's'}. Confirm to go on.`,

  // Schedules: service timings and block-out days
  serviceTimingMissing: 'Service timing not null !',
  endAfterStart: 'EndTime must be after StartTime',
  nextDayEnd: 'Past midnight, the end must be earlier than the start',
  extrasNotNegative: 'Extra guests cannot be fewer than 0',
  sittingOutsideHours: "Every sitting must be within the service's hours",
  chooseDay: 'Choose at least one day',
  endDateBeforeStart: 'The end date must not be before the start date',
  blockedSpecialDay: 'blocked timing service on block day',
  serviceDaysConflict: (p: { dates: string }) => `Service days conflict with block-out days: ${p.dates}`,
  blockOutExisting: (p: { date: string }) => `block-out date existing on ${p.date}`,
  blockOutConflictsService: 'Block-out day conflicts with service days',
  blockOutNotFound: 'Block-out day not found',

  // Outlets, sessions and access
  outletNotFound: 'Outlet not found',
  notSignedIn: 'User is not logged in yet',
  sessionEnded: 'Your session has ended. Please sign in again.',
  wrongPin: 'Invalid code or PIN',
  wrongPassword: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManyAttemptsWait: (p: { seconds: number }) => `Too many tries. Try again in ${p.seconds} s, or sign in with your email.`,
  resetLinkUsed: 'This reset link has expired or was already used.',
  outletCannotSwitch: 'An outlet sign-in cannot switch outlet; sign in with your email instead.',
  forbiddenOutlet: 'You may not act for this outlet.',
  forbiddenBrand: 'You may not act for this brand.',
  /** what the whole brand shares or loses: erasing, merging, its tickets (docs/decisions/025-who-may-erase.md) */
  merchantOnly: 'Only the merchant may do this. Sign in with the merchant’s email.',
  guestOfAnotherOutlet: 'This guest has no booking at this outlet and was not added here: only the merchant may change their details.',
  /** a feature the outlet's entitlements leave off (issue 15): details name it and what the merchant must do */
  featureNotEnabled: 'This feature is not enabled for this outlet.',

  // Support staff and impersonation (docs/rules.md section 6, issue 15)
  impersonationRequired: 'Support staff act for an outlet only after opening it from Support with a reason.',
  impersonationReasonRequired: 'Give the reason for opening this outlet.',
  impersonationReasonTooShort: 'Give a reason of at least 10 characters, so the audit log says why.',
  supportStaffOnly: 'Only support staff may do this.',
  notImpersonating: 'You are not acting for an outlet.',

  // Web push, our notification provider (docs/rules.md sections 5, 7, 8)
  integrationKeyMissing: 'Please provide the integration key',
  integrationKeyInvalid: 'The integration key is not valid',
  pushUserMissing: 'Missing userExternalId or userEmail',
  pushUserMismatch: 'The push user does not match the signed-in session',
  pushAuthTokenInvalid: 'The push authorization has expired. Turn push notifications on again.',
  pushNoOutlet: 'Choose an outlet before turning on push notifications',
  pushTokenNotFound: 'No such push subscription',
  pushEndpointRefused: 'This browser’s push service address is not allowed: it must be https:// on the public internet',

  // Customers (docs/rules.md section 8)
  invalidPhone: (p: { phone: string }) => `Invalid phone number: ${p.phone}`,
  invalidEmail: (p: { email: string }) => `Invalid email: ${p.email}`,
  invalidName: (p: { name: string }) => `Invalid name: ${p.name}`,
  phoneTaken: 'Another guest of this brand already has this phone number',
  customerMissing: 'No such guest at this brand',
  customerErased: "This guest's data was erased on request",
  mergeSelf: 'A guest cannot be merged with themself',
  cursorNotValid: 'This page of the list is no longer valid: start again from the first page',
  exportTooLarge: (p: { max: string }) => `More than ${p.max} transactions match: export a shorter range of dates`,

  // Tickets and payments (docs/rules.md section 8; issue 13)
  paymentRequestDisabled: 'merchant has not enabled payment request',
  expireTimeEmpty: 'Expire time must not be empty',
  expireAfterReservation: 'validity time greater than reservation time',
  paymentStatusTypeEmpty: 'paymentStatus and paymentType must not be empty',
  onlineLinkByHand: 'An online payment link is sent by the system; choose another payment type',
  updateOnlyOldTickets: 'update only in old tickets',
  refundNotPositive: 'Enter an amount above 0',
  refundTooLarge: 'More than is left to refund',
  nothingToRefund: 'Nothing paid is left to refund',
  cardGuaranteeNotOffered: 'Card guarantee is not offered in Taiwan',
  ticketNotFound: 'No such ticket',
  ticketNotOfBrand: 'A ticket is not one of this brand',
  ticketInUse: (p: { services: number; bookings: number }) =>
    `In use by ${p.services} service timing(s) and ${p.bookings} upcoming booking(s): retire it instead of deleting it`,
  moneyNotValid: 'Enter an amount like 20.00',
  freeTicketPrice: 'A ticket without payment has no price: leave it at 0.00',
  ticketPricePositive: 'A paying ticket needs a price above 0.00',
  usualPriceBelowPrice: 'The usual price cannot be below the price',
  refundWindowRange: 'Enter a number from 0 to 1,000',
  editWindowRange: 'From 0 to 8,760 hours (a year)',
  ticketNotPaying: "This booking's ticket takes no payment: choose a deposit, prepaid or card guarantee ticket first",
  guaranteeTicketNotPaying: 'Choose a deposit, prepaid or card guarantee ticket on sale to ask for',
  paymentRequestOpen: 'This booking already has a payment request',
  paymentRequestNotPending: 'This payment request is no longer waiting for payment',
  paymentRequestMissing: 'This booking has no payment request',
  paymentNotForStatus: 'A payment can only be asked of a booking that is pending, booked or confirmed',
  checkoutNotFound: 'This payment link is not valid. Ask the restaurant for a new one.',
  checkoutClosed: 'This payment link can no longer be used.',
  webhookSignatureInvalid: "The event's signature does not match",
  cardNumberNotValid: 'Enter the card number: 12 to 19 digits',
  cardExpiryNotValid: 'Enter the expiry as MM/YY',
  cardCvcNotValid: 'Enter the 3 or 4 digits on the back of the card',
  timeAfterNow: 'time must be greater than now',
  expireTimeRange: 'Give the guest 5 minutes to 7 days to pay',
  holdNeedsCard: 'A card guarantee holds a card: ask for it by card',
  refundOutsideWindow: 'The refund window of this ticket has passed',
  nothingDue: 'The guest has already paid what the ticket costs',
  challengeNotFound: 'This authentication step is no longer valid. Try the card again.',
  imageUrlNotValid: 'Enter the address of an image starting with https://',

  // The door queue (issue 30, docs/rules.md section 10)
  queueFull: 'The queue is full: 100 parties are waiting. Seat or remove some first.',
  queueEntryMissing: 'This party is not in the queue.',
  queueEntryClosed: 'This party has already left the queue.',
  queuePartyTooLarge: 'At most 100 guests in a party in the queue',
  queueNoPhone: 'This party left no phone number or email: tell them at the door.',

  // The day's waiting list (issue 30 point 4, docs/rules.md section 10)
  waitingWindowOrder: 'The latest time must be after the earliest',
  holdMinutesRange: 'Hold a time for 5 to 120 minutes',
  answerMinutesRange: 'Give guests 2 to 60 minutes to come',
  longestQuoteRange: 'Quote waits of 15 to 240 minutes',
  waitlistClosed: 'This restaurant is not taking names on a waiting list for this day.',
  waitlistFull: 'The waiting list for this day is full.',
  waitlistAlreadyOn: 'You are already on the waiting list for this day.',
  waitlistEntryMissing: 'This place on the waiting list was not found.',
  waitlistEntryClosed: 'This place on the waiting list is no longer open.',
  waitlistOfferExpired: 'This offer has expired: the time was offered to the next guest.',
  waitlistOfferTaken: 'This table has just been taken. We have kept your place on the list.',
  waitlistNoOffer: 'There is no offer to answer: we will write when a table frees.',

  // Reports (issue 31)
  reportRangeOrder: 'The range must end on or after the day it starts',
  reportRangeTooLong: 'A report covers at most 366 days',

  // Form fields (issue 19): what a host reads beside a field, one key per rule (a schema message carries no values)
  enterWholeNumber: 'Enter a whole number',
  partyAtLeastOne: 'A booking is for at least 1 adult',
  partyTooLarge: 'At most 500 guests',
  childrenNotNegative: 'Children cannot be fewer than 0',
  minPartyTooLarge: 'At most 100 guests',
  seatsAtLeastOne: 'At least 1 seat',
  seatsTooMany: 'At most 100 seats',
  sizeNotValid: 'Choose a size from 1 to 4',
  diningIntervalRange: 'A table is held for 15 minutes to 12 hours',
  serviceDiningIntervalRange: 'A table is held for 15 minutes to 6 hours',
  leadTimeRange: 'From 0 minutes to 30 days',
  gracePeriodRange: 'From 0 minutes to 4 hours',
  countRange: 'Enter a number from 1 to 10,000',
  tagThresholdRange: 'Enter a whole number from 1 to 100',
  cleaningMinutesRange: 'From 0 to 240 minutes',
  chooseOption: 'Choose one of the options',
  tooManyChosen: 'Too many chosen: remove some',
  chooseTable: 'Choose at least one table',
  nameTooLong: 'This name is too long',
  textTooLong: 'This text is too long',
  enterTitle: 'Enter a title',
  enterDescription: 'Enter a description',
  enterPhone: "Enter the guest's phone number",
  phoneNotValid: 'Check the phone number: digits only, with the country code for a number from abroad',
  reasonTooShort: 'Say why in a few words (at least 3 characters)',
  colourNotValid: 'Choose a colour',
  statusLabelTooLong: 'At most 24 characters',
  statusAlwaysUsed: 'Only Confirmed and Late can be turned off',
  autoStatusNotInUse: 'New bookings cannot start as Confirmed while Confirmed is not used',
  enterFirstName: 'Enter a first name',
  nameNotValid: 'Letters only: no digits or symbols',
  emailNotValid: 'Check the email address, e.g. name@example.com',
  birthdayNotValid: 'Enter a real date',

  // The HTTP contract
  dataNotValid: 'Data is not valid',
  enterName: 'Enter a name',
  invalidDate: 'invalid "reservationDate"',
  invalidTime: 'invalid "reservationTime"',
  invalidQueryDate: (p: { field: string }) => `invalid "${p.field}"`,
  phoneTooShort: 'At least 4 digits',
  unsafeText: 'Remove control or direction characters',
  nestedTooDeep: 'Nested too deeply',
  staleSettings: 'Someone else changed this first. Review their change and try again.',
  ifMatchRequired: 'If-Match is required: send the version you read (the ETag).',
  ifMatchInvalid: 'If-Match must be the ETag you read',
  keyReused: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  keyInFlight: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  tooManyRequests: 'Too many requests. Please try again later.',
  // Guest messages (issue 14; docs/rules.md section 8's wording for a guest refused)
  guestCannotModify: 'You are unable to modify this reservation, please contact us directly instead.',
  guestCantUpdate: "You can't update reservation",
  guestEditClosed: (p: { code: string }) => `reservation ${p.code} can't be edited at this time`,
  guestTimeNotFuture: 'time must be greater than now',
  guestLinkNotFound: 'This link is not valid. Please contact the restaurant.',
  guestLinkExpired: 'This link has expired. Please contact the restaurant.',
  ...BOOKING_PAGE_MESSAGES,
  ...GUEST_BOOK_MESSAGES,
  mailNotFound: 'This mail is not in the outbox',
  noPhoneToCall: 'This booking has no phone number to call',
  noContactForChannel: 'This guest has no phone number or email for that channel',
  channelDisabled: 'This outlet does not send messages on that channel',
  forwardingAddressInvalid: (p: { emails: string }) => `invalid forwarding address emails: ${p.emails}`,
  quietHoursInvalid: 'Quiet hours need a start and an end, as HH:mm',
  templateTooLong: 'Keep the wording to 600 characters or fewer',
  brieflyUnavailable: 'Host is briefly unavailable. Please try again in a few seconds.',
  addressInvalid: 'The address is not valid',
  idTooLong: 'An id in the address is too long',
  noRoute: 'No such address',
  bodyTooLarge: 'The request is too large',
  unsupportedMediaType: 'Send the request as JSON',
  unexpected: 'An unexpected error has occurred!',
  // Booking page and outlet profile (issue 15)
  customQuestionRequired: 'Write the question in English (other languages fall back to it)',
  imageNotValid: 'Choose a JPEG, PNG or WebP image',
  imageTooLarge: 'The image is larger than 5 MB',
  imageNotFound: 'This image is not one of this outlet',
  openingEndBeforeStart: 'The closing time must be after the opening time',
  openingHoursOverlap: 'This range overlaps another one of the same day',
  openingTooManyRanges: 'At most 4 ranges a day',
} as const;

type Catalogue = typeof MESSAGES;
export type MessageKey = keyof Catalogue;
/** The values a message names, or none. */
export type MessageParams<K extends MessageKey> = Catalogue[K] extends (params: infer P) => string ? P : undefined;

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}

/** The English of a message with its values filled in. */
export function messageText<K extends MessageKey>(key: K, params?: MessageParams<K>): string {
  const entry = MESSAGES[key] as string | ((p: unknown) => string);
  return typeof entry === 'function' ? entry(params) : entry;
}

/** A schema message as the API answers it: a reason key's English, anything else as written. */
export function englishOf(message: string): string {
  return isMessageKey(message) ? messageText(message, undefined as never) : message;
}
