import { z } from 'zod';
import { GUARANTEE_REASONS } from './guarantee-rule';
import { policyTranslationsSchema } from './booking-page-settings';
import {
  localDate,
  localDateSchema,
  localTimeNormalisedSchema,
  pickedId,
  pickedList,
  safeMultilineText,
  safeText,
  wholeNumber,
} from './input';
import { TRANSLATION_LANGUAGES } from './locales';
import { OCCASIONS } from './reservations/booking-options';
import { DIETARY_NEEDS } from './guest-needs';
import type { MessageKey } from './messages';

/**
 * The diners' booking page (issue 18): what the page reads of an outlet, and what a diner sends.
 * The server checks a diner's booking with the same availability engine as a host's, on the online
 * channel (services open online, areas and tables bookable online, lead time, window, pacing).
 */

/**
 * The address of an outlet's page, /book/{slug}: its name in lower-case Latin letters and digits
 * joined by hyphens ("Jade Garden Orchard" → jade-garden-orchard); a name with none gives "outlet".
 * The server keeps it unique (a second outlet of the same name gets "-2").
 */
export function bookingSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'outlet';
}

/** GET /api/book/{outlet}: the outlet as its page shows it (no staff data, no other guest). */
export const bookingPageViewSchema = z.object({
  outletId: z.string(),
  slug: z.string(),
  name: z.string(),
  brandName: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  welcomeText: z.record(z.string(), z.string()),
  customQuestion: z.record(z.string(), z.string()),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  reservationPolicy: z.string().nullable(),
  cancellationPolicy: z.string().nullable(),
  /** the policies in the outlet's own words per language (issue 28): the page picks the diner's (policy-text.ts) */
  policyTranslations: policyTranslationsSchema,
  minPartySize: z.number().int(),
  maxPartySize: z.number().int(),
  isEnableSpecificRequest: z.boolean(),
  isEnableOccasions: z.boolean(),
  isEnableShowChildren: z.boolean(),
  isEnableCustomQuestionField: z.boolean(),
  typeShowTimeslots: z.number().int(),
  /** today in the outlet's zone: the calendar starts there */
  today: z.string(),
  /** a diner who finds no time may join the day's waiting list (issue 30) */
  waitingListOnline: z.boolean(),
});
export type BookingPageView = z.infer<typeof bookingPageViewSchema>;

const bookingTimeSchema = z.object({ time: z.string(), available: z.boolean() });

/**
 * GET /api/book/{outlet}/times?date&pax: the day's times by service; a time not bookable is listed only when the outlet shows every time.
 */
/** A ticket as the diner's page shows it (what it costs, in the outlet's currency): a service's, or a guarantee asked. */
export const bookingPageTicketSchema = z.object({
  id: z.string(),
  name: z.string(),
  typePayment: z.number().int(),
  typePrice: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
});
export type BookingPageTicket = z.infer<typeof bookingPageTicketSchema>;

export const bookingTimesViewSchema = z.object({
  date: z.string(),
  pax: z.number().int(),
  services: z.array(
    z.object({
      serviceTimingId: z.string(),
      name: z.string(),
      /** what the service sells with a booking: a deposit or prepayment is paid on the pay page when booking */
      ticket: bookingPageTicketSchema.nullable(),
      times: z.array(bookingTimeSchema),
      /**
       * What the ticket has left that day (places for a ticket per guest, bookings for one per booking), when it sells a
       * limited number (docs/decisions/033-ticket-limit.md): the page says it is sold out rather than only showing no times.
       */
      ticketsLeft: z.number().int().nullable(),
      /**
       * A service that shows its areas (showArea): each area diners may book online, with its own
       * times (a time may be free on the terrace and full inside). Null when the service does not.
       */
      areas: z.array(z.object({ id: z.string(), name: z.string(), times: z.array(bookingTimeSchema) })).nullable(),
    }),
  ),
});
export type BookingTimesView = z.infer<typeof bookingTimesViewSchema>;

export const bookingTimesQuerySchema = z.object({
  date: localDateSchema,
  pax: z.coerce
    .number({ message: 'partyAtLeastOne' satisfies MessageKey })
    .int()
    .min(1, { message: 'partyAtLeastOne' })
    .max(500, { message: 'partyTooLarge' }),
});

export const bookingDaysQuerySchema = z.object({
  from: localDate('invalid "from"'),
  to: localDate('invalid "to"'),
  pax: bookingTimesQuerySchema.shape.pax,
});

const name = (max: number) => safeText(max, 'nameTooLong');

/**
 * POST /api/book/{outlet}/reservations. `website` is a honeypot: hidden from people, filled by
 * bots; a booking that fills it is refused. The policies must be accepted.
 */
export const onlineBookingInputSchema = z.object({
  reservationDate: localDateSchema,
  reservationTime: localTimeNormalisedSchema,
  numberOfAdults: wholeNumber(1, 500, 'partyAtLeastOne', 'partyTooLarge'),
  numberOfChildren: wholeNumber(0, 500, 'childrenNotNegative', 'partyTooLarge').default(0),
  customerPhone: safeText(32, 'phoneNotValid').min(6, { message: 'enterPhone' satisfies MessageKey }),
  customerFirstName: name(100).min(1, { message: 'enterName' satisfies MessageKey }),
  customerLastName: name(100).default(''),
  customerEmail: z
    .email({ message: 'emailNotValid' satisfies MessageKey })
    .max(200)
    .optional(),
  occasions: pickedList(z.enum(OCCASIONS, { message: 'chooseOption' satisfies MessageKey }), 10).default([]),
  specialRequest: safeMultilineText(1000).optional(),
  /** the diner's allergies and diet (guest-needs.ts), kept on their guest record for every later visit */
  dietary: pickedList(z.enum(DIETARY_NEEDS, { message: 'chooseOption' satisfies MessageKey }), DIETARY_NEEDS.length).default([]),
  dietaryNotes: safeMultilineText(500).optional(),
  customAnswer: safeText(500).optional(),
  language: z.enum(TRANSLATION_LANGUAGES).default('en'),
  /** the area chosen among a showArea service's: the booking is held a table there */
  areaId: pickedId().optional(),
  acceptPolicies: z.literal(true, { message: 'acceptPolicies' satisfies MessageKey }),
  website: z.string().max(200).optional(),
});
export type OnlineBookingInput = z.input<typeof onlineBookingInputSchema>;
export type OnlineBooking = z.output<typeof onlineBookingInputSchema>;

/**
 * A diner's booking as the online channel makes it, from the page or from Reserve with Google: the
 * page's booking without what only the page checks (the policies accepted, the honeypot, the answer
 * to its own question, which becomes the booking's `notes`). Google names no language (null).
 */
export type DinerBooking = Omit<OnlineBooking, 'acceptPolicies' | 'website' | 'customAnswer' | 'language' | 'dietary'> & {
  /** a diner's needs: the page asks them; Google and the waiting list's offer do not */
  dietary?: OnlineBooking['dietary'];
  language: OnlineBooking['language'] | null;
  notes: string | null;
};

/** What the page shows after booking: the diner's own booking only, and where to manage (and pay for) it. */
export const onlineBookingResultSchema = z.object({
  code: z.string(),
  status: z.number().int(),
  reservationDate: z.string(),
  reservationTime: z.string(),
  pax: z.number().int(),
  manageUrl: z.string(),
  payUrl: z.string().nullable(),
  /**
   * The outlet asked this guest for a guarantee its service's ticket does not ask for (issue 32, guarantee-rule.ts): why,
   * and the ticket paid on the pay page, so the page says both in the diner's language. Null otherwise.
   */
  guarantee: z
    .object({
      reason: z.enum(GUARANTEE_REASONS),
      ticket: bookingPageTicketSchema,
    })
    .nullable(),
});
export type OnlineBookingResult = z.infer<typeof onlineBookingResultSchema>;

/** Booking page limits per diner: bookings per IP address and per phone number (issue 18, abuse). */
export const ONLINE_BOOKING_LIMITS = {
  perAddress: { max: 20, windowMs: 60 * 60 * 1000 },
  perPhone: { max: 5, windowMs: 24 * 60 * 60 * 1000 },
} as const;

/** A booking whose hidden field was filled was sent by a bot. */
export const isHoneypotFilled = (input: Pick<OnlineBooking, 'website'>) => Boolean(input.website?.trim());
