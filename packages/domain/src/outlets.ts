import { z } from 'zod';

/** The outlet profile (SPEC.md section 3, Outlet) as GET /api/v1/outlets/{outletId} returns it. */
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
  reservationIntervalTime: z.number().int(),
  reservationLeadTime: z.number().int(),
  reservationPolicy: z.string().nullable(),
  reservationCancellationPolicy: z.string().nullable(),
  optionAutoReservationStatus: z.number().int(),
  typeShowTimeslots: z.number().int(),
  isEnableSpecificRequest: z.boolean(),
  isEnableOccasions: z.boolean(),
  isEnableShowChildren: z.boolean(),
  isEnableCustomQuestionField: z.boolean(),
  enabledPaymentDinein: z.boolean(),
  entitlements: z.array(z.object({ featureCode: z.string(), actionsRequired: z.array(z.string()), enabled: z.boolean() })),
  openingHours: z.array(z.object({ dayOfWeek: z.number().int(), startTime: z.string(), endTime: z.string() })),
  /** The outlet's local date and time now, by the server's clock (the browser never computes "today"). */
  today: z.string(),
  now: z.string(),
});
export type OutletProfile = z.infer<typeof outletProfileSchema>;

export const outletParamsSchema = z.object({ outletId: z.uuid() });
