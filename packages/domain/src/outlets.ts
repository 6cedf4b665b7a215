import { z } from 'zod';
import { policyTranslationsSchema } from './booking-page-settings';
import { entitlementSchema } from './entitlements-schemas';
import { flag, safeMultilineText, wholeNumber } from './input';
import { OPTIONAL_STATUSES } from './reservations/status-settings';
import { statusLooksViewSchema } from './reservations/status-settings-schemas';

/** The outlet profile (docs/rules.md section 3, Outlet) as GET /api/v1/outlets/{outletId} returns it. */
export const outletProfileSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  omsOutletId: z.string(),
  outletName: z.string(),
  brandName: z.string(),
  timezone: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  countryCode: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  enableEmail: z.boolean(),
  enableSMS: z.boolean(),
  enableAutomatedCall: z.boolean(),
  maxPartySize: z.number().int(),
  minPartySize: z.number().int(),
  maxPaxPerReservation: z.number().int(),
  reservationDiningInterval: z.number().int(),
  reservationGracePeriod: z.number().int(),
  /** ours: minutes a departed table waits for a host's "clean" before it frees itself; 0 never */
  tableCleaningMinutes: z.number().int(),
  /** the outlet row's version: settings edits send it as If-Match */
  version: z.number().int(),
  reservationIntervalTime: z.number().int(),
  reservationLeadTime: z.number().int(),
  reservationPolicy: z.string().nullable(),
  reservationCancellationPolicy: z.string().nullable(),
  policyTranslations: policyTranslationsSchema,
  optionAutoReservationStatus: z.number().int(),
  /** a guest may change a booking without a ticket from their link, until this many hours before it (null: until its time) */
  guestSelfEdit: z.boolean(),
  guestEditWindow: z.number().int().nullable(),
  typeShowTimeslots: z.number().int(),
  isEnableSpecificRequest: z.boolean(),
  isEnableOccasions: z.boolean(),
  isEnableShowChildren: z.boolean(),
  isEnableCustomQuestionField: z.boolean(),
  enabledPaymentDinein: z.boolean(),
  /** /settings/status-management: the statuses' own words and colours, and those not used */
  statusUse: z.object({ looks: statusLooksViewSchema, unused: z.array(z.enum(OPTIONAL_STATUSES)).readonly() }),
  entitlements: z.array(entitlementSchema),
  openingHours: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string(), endTime: z.string() })),
  /** The outlet's local date and time now, by the server's clock (the browser never computes "today"). */
  today: z.string(),
  now: z.string(),
});
export type OutletProfile = z.infer<typeof outletProfileSchema>;

export const outletParamsSchema = z.object({ outletId: z.uuid() });

/**
 * /settings/booking-management: the outlet's reservation settings (docs/rules.md section 3). Times are
 * in seconds; new staff bookings start BOOKED (1) or CONFIRMED (6).
 */
export const reservationSettingsSchema = z
  .object({
    minPartySize: wholeNumber(1, 100, 'partyAtLeastOne', 'minPartyTooLarge'),
    maxPartySize: wholeNumber(1, 500, 'partyAtLeastOne', 'partyTooLarge'),
    maxPaxPerReservation: wholeNumber(1, 500, 'partyAtLeastOne', 'partyTooLarge'),
    reservationLeadTime: wholeNumber(0, 30 * 86_400, 'leadTimeRange'),
    reservationGracePeriod: wholeNumber(0, 4 * 3600, 'gracePeriodRange'),
    reservationIntervalTime: z.union([z.literal(900), z.literal(1800), z.literal(3600)], { message: 'chooseOption' }),
    reservationDiningInterval: wholeNumber(900, 6 * 3600, 'serviceDiningIntervalRange'),
    reservationPolicy: safeMultilineText(4000).nullable(),
    reservationCancellationPolicy: safeMultilineText(4000).nullable(),
    /** absent: the translations stay as they are (a caller that does not know them keeps them) */
    policyTranslations: policyTranslationsSchema.optional(),
    optionAutoReservationStatus: z.union([z.literal(1), z.literal(6)], { message: 'chooseOption' }),
    /** absent: as they are (a caller that does not know them keeps them) */
    guestSelfEdit: flag().optional(),
    guestEditWindow: wholeNumber(0, 8760, 'editWindowRange').nullable().optional(),
  })
  .refine((v) => v.minPartySize <= v.maxPartySize, { message: 'paxRange', path: ['maxPartySize'] });
export type ReservationSettings = z.output<typeof reservationSettingsSchema>;
