import { z } from 'zod';
import { flag, localDateSchema, localTimeNormalisedSchema, safeMultilineText, safeText, wholeNumber } from '../input';
import type { MessageKey } from '../messages';
import { TRANSLATION_LANGUAGES } from '../locales';

/**
 * The day's waiting list (issue 30 point 4, docs/rules.md section 10): diners who found no time for a
 * day wait for one inside a window of theirs. When tables free in that window, the first matching
 * guest in order is offered a time, held for them (the availability engine counts it) until they
 * accept, decline, or the hold lapses; then the next is offered.
 */
export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'booked', 'declined', 'expired', 'cancelled'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** An offer's life: open while held; then accepted (a booking), declined, expired, or taken (the time went before it was accepted). */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'taken'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The statuses a guest is still on the list in (an offered guest keeps their place until they answer). */
export const ON_LIST: readonly WaitingListStatus[] = ['waiting', 'offered'];

/** How many guests one outlet's list holds for a day. */
export const WAITING_LIST_LIMIT = 200;

/** An outlet's waitlist settings (issue 30 point 5); the feature itself is the WAITLIST entitlement. */
export const waitlistSettingsSchema = z.object({
  /** the outlet uses the door queue and the waiting list */
  enabled: flag(),
  /** minutes a freed time is held for the guest it is offered to */
  holdMinutes: wholeNumber(5, 120, 'holdMinutesRange', 'holdMinutesRange'),
  /** minutes a party told "your table is ready" has to come before the host is shown it has not */
  answerMinutes: wholeNumber(2, 60, 'answerMinutesRange', 'answerMinutesRange'),
  /** the longest wait the door quotes; past it the host is shown "no table in sight" */
  longestQuoteMinutes: wholeNumber(15, 240, 'longestQuoteRange', 'longestQuoteRange'),
  /** diners may join the day's list from the booking page when no time fits */
  joinOnline: flag(),
});
export type WaitlistSettings = z.output<typeof waitlistSettingsSchema>;
export const waitlistSettingsViewSchema = waitlistSettingsSchema.extend({ version: z.number().int() });
export type WaitlistSettingsView = z.infer<typeof waitlistSettingsViewSchema>;

export const WAITLIST_DEFAULTS: WaitlistSettings = {
  enabled: true,
  holdMinutes: 15,
  answerMinutes: 10,
  longestQuoteMinutes: 240,
  joinOnline: true,
};

const name = (max: number) => safeText(max, 'nameTooLong');

const windowOf = <T extends { windowStart: string; windowEnd: string }>(value: T) => value.windowStart < value.windowEnd;
const WINDOW_REFUSAL = { message: 'waitingWindowOrder' satisfies MessageKey, path: ['windowEnd'] };

const guestFields = {
  date: localDateSchema,
  /** the earliest time the guest would come, HH:mm:ss */
  windowStart: localTimeNormalisedSchema,
  /** the latest time the guest would come */
  windowEnd: localTimeNormalisedSchema,
  numberOfAdults: wholeNumber(1, 100, 'partyAtLeastOne', 'partyTooLarge'),
  numberOfChildren: wholeNumber(0, 100, 'childrenNotNegative', 'partyTooLarge').default(0),
  customerFirstName: name(100).min(1, { message: 'enterName' satisfies MessageKey }),
  customerLastName: name(100).default(''),
  customerPhone: safeText(32, 'phoneNotValid').min(6, { message: 'enterPhone' satisfies MessageKey }),
  customerEmail: z
    .email({ message: 'emailNotValid' satisfies MessageKey })
    .max(200)
    .optional(),
  notes: safeMultilineText(500).optional(),
  language: z.enum(TRANSLATION_LANGUAGES).default('en'),
};

/** A diner joining the list from the booking page; `website` is the honeypot, as on a booking. */
export const joinWaitingListSchema = z.object({ ...guestFields, website: z.string().max(200).optional() }).refine(windowOf, WINDOW_REFUSAL);
export type JoinWaitingListInput = z.input<typeof joinWaitingListSchema>;
export type JoinWaitingList = z.output<typeof joinWaitingListSchema>;

/** Staff adding a guest to a day's list (a phone call): the same fields. */
export const waitingListEntryInputSchema = z.object(guestFields).refine(windowOf, WINDOW_REFUSAL);
export type WaitingListEntryInput = z.input<typeof waitingListEntryInputSchema>;
export type WaitingListEntryFields = z.output<typeof waitingListEntryInputSchema>;

export const offerViewSchema = z.object({
  id: z.string(),
  /** the time held, HH:mm:ss, on the entry's date */
  time: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** ISO instant the hold lapses */
  expiresAt: z.string(),
  /** the hour it lapses on the outlet's clock, HH:mm (a guest's device may be in another zone, or wrong) */
  heldUntil: z.string(),
  /** seconds of the hold left when this was answered, by the server's clock (0 once lapsed) */
  secondsLeft: z.number().int(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const waitingListEntrySchema = z.object({
  id: z.string(),
  outletId: z.string(),
  date: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  numberOfAdults: z.number().int(),
  numberOfChildren: z.number().int(),
  customerFirstName: z.string(),
  customerLastName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  notes: z.string().nullable(),
  language: z.string(),
  status: z.enum(WAITING_LIST_STATUSES),
  /** 'online' (the booking page) or 'staff' */
  source: z.enum(['online', 'staff']),
  /** 1 the first to be offered, among those still on the list; null once off it */
  position: z.number().int().nullable(),
  /** the offer held for the guest now, or the last one made */
  offer: offerViewSchema.nullable(),
  /** the booking an accepted offer made */
  reservationId: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;

export const waitingListViewSchema = z.object({ date: z.string(), entries: z.array(waitingListEntrySchema) });
export type WaitingListView = z.infer<typeof waitingListViewSchema>;

/** What the guest's own page shows (their link): no one else's details. */
export const guestWaitingViewSchema = z.object({
  outletName: z.string(),
  date: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  pax: z.number().int(),
  customerFirstName: z.string(),
  status: z.enum(WAITING_LIST_STATUSES),
  /** 1 the next to be offered (null once off the list) */
  position: z.number().int().nullable(),
  offer: offerViewSchema.nullable(),
  /** after accepting: the booking's own page */
  manageUrl: z.string().nullable(),
  language: z.string(),
});
export type GuestWaitingView = z.infer<typeof guestWaitingViewSchema>;

/** A diner's join as answered: where to follow their place. */
export const joinWaitingListResultSchema = z.object({
  status: z.enum(WAITING_LIST_STATUSES),
  position: z.number().int(),
  link: z.string(),
});
export type JoinWaitingListResult = z.infer<typeof joinWaitingListResultSchema>;

/** The first time of `slots` a guest may be offered: bookable now, and inside their window (both ends included). */
export function offerTimeIn(
  slots: ReadonlyArray<{ date: string; time: string; available: boolean }>,
  wanted: { date: string; windowStart: string; windowEnd: string },
): string | null {
  const fits = slots.filter((s) => s.available && s.date === wanted.date && s.time >= wanted.windowStart && s.time <= wanted.windowEnd);
  return fits.map((s) => s.time).sort()[0] ?? null;
}
