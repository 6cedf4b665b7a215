import { z } from 'zod';
import { DIETARY_NEEDS } from './guest-needs';
import { guestNeedsShape } from './guest-needs-schemas';
import { autoTagSchema } from './guest-tags';
import { localDate, safeMultilineText, safeText } from './input';
import { activitySchema, bookingAtOutletSchema, guestContactSchema } from './reservations/reservation';
import { tagSchema } from './brand-tags-schemas';
import { marketingConsentViewSchema } from './marketing-consent';

/** A guest found by phone or name for the booking dialog, with their last visits at the brand (GET .../customers/lookup). */
export const customerMatchSchema = guestContactSchema.extend({
  language: z.string().nullable(),
  /** completed or seated bookings at the brand's outlets, as the guest book's figures count them */
  visits: z.number().int(),
  /** bookings at the brand's outlets the guest did not come to: the dialog shows a red chip when > 0 */
  noShows: z.number().int(),
  /** the tags the brand's hosts put on the guest and their bookings (VIP, Allergy ...), by title */
  tags: z.array(tagSchema),
  /** of those, the ones on the guest's profile: what an outlet's guarantee rule reads (guarantee-rule.ts) */
  profileTagIds: z.array(z.string()),
  lastVisits: z.array(z.object({ reservationDate: z.string(), status: z.number().int(), pax: z.number().int() })),
  /** The guest's active bookings at the brand's outlets on the lookup's `date`: a double booking warned of (docs/rules.md section 8). */
  bookingsThatDay: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      outletName: z.string(),
      reservationDate: z.string(),
      reservationTime: z.string(),
      pax: z.number().int(),
    }),
  ),
  /** The brand takes one booking per guest per day (preventMultipleSameDayBookingsEnabled): refused (422), not only warned of. */
  oneBookingPerDay: z.boolean(),
});
/** The most guests the booking dialog's lookup answers. */
export const CUSTOMER_LOOKUP_LIMIT = 8;
/**
 * The lookup's query: `phone` as typed in the phone field (the guest whose number ends with its
 * digits), or `q` as typed in the guest picker (a name in any script, or phone digits); with an
 * outlet and a date, that day's bookings at the brand's outlets too.
 */
export const customerLookupQuerySchema = z
  .object({
    phone: safeText(32).min(4, { message: 'phoneTooShort' }).optional(),
    q: safeText(100).min(1, { message: 'enterName' }).optional(),
    outletId: z.uuid().optional(),
    date: localDate('invalid "date"').optional(),
  })
  .refine((query) => query.phone !== undefined || query.q !== undefined, { message: 'enterPhone', path: ['phone'] });
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/*
 * The guest book (issue 12): /api/v1/brands/{brandId}/customers and its items. A customer belongs to
 * a brand and is shared by the brand's outlets; the phone is stored in E.164, one customer per phone
 * per brand (a unique index), read in the country of the outlet the request names (else the brand's).
 *
 *   GET
 * /api/v1/brands/{brandId}/customers?q=&tagIds=&lastVisitFrom=&lastVisitTo=&minNoShows=&smsMarketing=&emailMarketing=&sort=&cursor=&limit=
 *                                                             200 CustomerPage
 *   GET    /api/v1/brands/{brandId}/customers/lookup?phone=|q=&outletId=&date=   200 CustomerMatch[] (the booking dialog)
 *   POST   /api/v1/brands/{brandId}/customers            CustomerInput            201 Customer | 409 phone taken | 422
 *   GET    /api/v1/customers/{id}                                                 200 Customer, ETag: its version
 *   PATCH  /api/v1/customers/{id}      If-Match required   CustomerPatch          200 Customer | 409 stale | 422
 *   GET    /api/v1/customers/{id}/reservations                                    200 CustomerVisit[] (newest first)
 *   GET    /api/v1/customers/{id}/duplicates                                      200 PossibleDuplicate[]
 *   POST   /api/v1/customers/{id}/merge    {duplicateId, version, duplicateVersion} 200 Customer (the kept one)
 *   GET    /api/v1/customers/{id}/activities                                      200 Activity[]
 *   GET    /api/v1/customers/{id}/export                                          200 CustomerExport (attachment)
 *   POST   /api/v1/customers/{id}/erase    {version, reason}                      200 Customer (erased)
 */

/** docs/rules.md section 3's gender numbers as the guest book stores them. */
export const GENDERS = { UNSPECIFIED: 0, FEMALE: 1, MALE: 2, OTHER: 3 } as const;
export const CUSTOMER_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ms'] as const;
export const CUSTOMER_SORTS = ['name', 'lastVisit', 'visits', 'noShows', 'createdAt'] as const;

/**
 * A name as people write it in Singapore, Malaysia, Hong Kong and Taiwan: letters of any script
 * (陈美玲, Nur Aisyah binti Ahmad, O'Brien, Lee-Tan, Jr.), spaces, apostrophes, hyphens, dots and
 * slashes (a/l, s/o). Digits and other symbols are not a name: 'Invalid name: {name}'.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.\-/]*$/u;
export function isValidName(value: string): boolean {
  return NAME.test(value.trim());
}

/** An email as the guest book keeps it: trimmed and lower-cased; null when it is not one. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return z.email().safeParse(email).success ? email : null;
}

/** A real calendar date from 1900 on (a booking date's range, from 2000, would refuse most guests' birthdays). */
export function isValidBirthday(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const birthdayDate = () => z.string({ message: 'birthdayNotValid' }).refine(isValidBirthday, { message: 'birthdayNotValid' });

const personName = (max: number) => safeText(max, 'nameTooLong').refine((v) => v === '' || isValidName(v), { message: 'nameNotValid' });
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();
const marketing = () => z.union([z.literal(0), z.literal(1)], { message: 'chooseOption' });

/**
 * What a host can know of a guest (docs/rules.md section 3), without defaults: PATCH takes any of them and
 * must not reset what it does not name (a default would wipe tags and consent on every edit).
 */
const customerFields = {
  salutation: optional(safeText(20)),
  firstName: personName(100).min(1, { message: 'enterFirstName' }),
  lastName: personName(100),
  email: optional(safeText(254).refine((v) => v === '' || normaliseEmail(v) !== null, { message: 'emailNotValid' })),
  /** as written; normalised to E.164 for the outlet's country by the server ('Invalid phone number: {phone}') */
  phone: optional(safeText(32, 'phoneNotValid')),
  additionalPhone: optional(safeText(32, 'phoneNotValid')),
  organisationName: optional(safeText(200)),
  address: optional(safeMultilineText(500)),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { message: 'chooseOption' }),
  birthday: optional(birthdayDate()),
  language: optional(z.enum(CUSTOMER_LANGUAGES, { message: 'chooseOption' })),
  postalCode: optional(safeText(20)),
  countryCode: optional(safeText(2).regex(/^[A-Z]{2}$/, { message: 'chooseOption' })),
  state: optional(safeText(100)),
  city: optional(safeText(100)),
  notesDiner: optional(safeMultilineText(2000)),
  /** issue 32: allergies and diets ticked from the list, the rest in words, and where the guest likes to sit */
  dietary: z.array(z.enum(DIETARY_NEEDS, { message: 'chooseOption' })).max(DIETARY_NEEDS.length, { message: 'tooManyChosen' }),
  dietaryNotes: optional(safeMultilineText(500)),
  seatingPreference: optional(safeText(200)),
  canSendSmsMarketing: marketing(),
  canSendEmailMarketing: marketing(),
  tagIds: z.array(z.uuid({ message: 'chooseOption' })).max(30, { message: 'tooManyChosen' }),
  /** the outlet whose country reads a phone written without a country code (else the brand's) */
  outletId: z.uuid().optional(),
};
/** A new guest, as a form or an API client sends it: what is not given takes its default. */
export const customerInputSchema = z.object({
  ...customerFields,
  lastName: customerFields.lastName.default(''),
  gender: customerFields.gender.default(0),
  canSendSmsMarketing: customerFields.canSendSmsMarketing.default(0),
  canSendEmailMarketing: customerFields.canSendEmailMarketing.default(0),
  tagIds: customerFields.tagIds.default([]),
  dietary: customerFields.dietary.default([]),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
/** PATCH: any of the fields, none defaulted (what is absent stays as it is); the version read goes in If-Match. */
export const customerPatchSchema = z.object(customerFields).partial();
export type CustomerPatch = z.input<typeof customerPatchSchema>;

/** The figures a host looks at, over the brand's outlets; visits are completed or seated bookings. */
export const customerFiguresSchema = z.object({
  visits: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  upcoming: z.number().int(),
  lastVisit: z.string().nullable(),
  averageParty: z.number().nullable(),
  /** minor units of the brand's currency, paid transactions only; 0 when none is known */
  spend: z.number().int(),
});

export const customerSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  additionalPhone: z.string().nullable(),
  organisationName: z.string().nullable(),
  address: z.string().nullable(),
  gender: z.number().int(),
  birthday: z.string().nullable(),
  language: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  notesDiner: z.string().nullable(),
  ...guestNeedsShape,
  canSendSmsMarketing: z.number().int(),
  canSendEmailMarketing: z.number().int(),
  /** when and how each answer in force was given (issue 32): null on a channel nobody recorded an answer for */
  marketingConsent: marketingConsentViewSchema,
  /**
   * The guest's ids on the group's other platforms (docs/rules.md section 3's customer): its membership
   * pass, its app account, its member barcode and the rest. Read-only here: those platforms set them.
   */
  platform: z.object({
    passId: z.string().nullable(),
    mcaId: z.string().nullable(),
    merchantId: z.string().nullable(),
    username: z.string().nullable(),
    barcode: z.string().nullable(),
    favouriteItemIds: z.array(z.string()),
    accountActivated: z.boolean(),
    photoUrl: z.string().nullable(),
  }),
  tags: z.array(tagSchema),
  /** computed from the guest's last year at the brand (guest-tags.ts), never typed */
  autoTags: z.array(autoTagSchema),
  figures: customerFiguresSchema,
  /** the outlets of the brand where the guest booked or was added: their staff may edit the guest (roles.ts) */
  seenAtOutletIds: z.array(z.string()),
  /** set once the guest's data was erased on request: the profile keeps no name, phone or email */
  erasedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A row of the guest book's list. */
export const customerListItemSchema = customerSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    phone: true,
    email: true,
    tags: true,
    canSendSmsMarketing: true,
    canSendEmailMarketing: true,
  })
  .extend({
    visits: z.number().int(),
    noShows: z.number().int(),
    lastVisit: z.string().nullable(),
  });
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
export const customerPageSchema = z.object({ items: z.array(customerListItemSchema), nextCursor: z.string().nullable() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

const optionalFlag = z.enum(['0', '1'], { message: 'chooseOption' }).transform(Number).optional();
export const LAST_VISIT_WINDOWS = ['recent30', 'recent90', 'lapsed'] as const;
export type LastVisitWindow = (typeof LAST_VISIT_WINDOWS)[number];

/** A last-visit window as dates, by the brand's today: [from, to], either open. */
export function lastVisitRange(window: LastVisitWindow, today: string): { from?: string; to?: string } {
  const back = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  if (window === 'recent30') return { from: back(30), to: today };
  if (window === 'recent90') return { from: back(90), to: today };
  return { to: back(365) };
}
export const customerListQuerySchema = z.object({
  /** a name in any script, or a phone in any common writing (+65 9123 4567, 0912-345-678) */
  q: safeText(100).optional(),
  /** comma-separated tag ids: a guest with any of them */
  tagIds: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ message: 'chooseOption' })).max(30))
    .optional(),
  lastVisitFrom: localDate('invalidDate').optional(),
  lastVisitTo: localDate('invalidDate').optional(),
  /** by the brand's today: visited in the last 30 or 90 days, or not for a year (lapsed regulars) */
  lastVisit: z.enum(LAST_VISIT_WINDOWS, { message: 'chooseOption' }).optional(),
  minNoShows: z.coerce.number().int().min(0).max(1000).optional(),
  smsMarketing: optionalFlag,
  emailMarketing: optionalFlag,
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  /** the nextCursor of the page before, as the server gave it */
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** One of a guest's bookings at any of the brand's outlets. */
export const customerVisitSchema = bookingAtOutletSchema.extend({
  status: z.number().int(),
  statusName: z.string(),
  pax: z.number().int(),
  /** minor units, paid transactions of the booking; null when none */
  spend: z.number().int().nullable(),
});
export type CustomerVisit = z.infer<typeof customerVisitSchema>;

export const eraseInputSchema = z.object({ version: z.number().int(), reason: safeText(500).min(3, { message: 'reasonTooShort' }) });

/** A line of a guest's history (created, edited, merged, erased): the same shape as a reservation's. */
export const customerActivitySchema = activitySchema;
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

/** GET /customers/{id}/export: what the brand holds of the guest, as a JSON attachment (PDPA, PDPO). */
export const customerExportSchema = z.object({
  exportedAt: z.string(),
  customer: customerSchema,
  reservations: z.array(customerVisitSchema.extend({ notesDiner: z.string().nullable() })),
  activities: z.array(customerActivitySchema),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;
