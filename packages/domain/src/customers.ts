import { z } from 'zod';
import { localDate, safeText } from './input';

/** A brand's reservation tag (GET /api/v1/brands/{brandId}/tags). */
export const tagSchema = z.object({ id: z.string(), title: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** A guest found by phone for the booking dialog, with their last visits at the brand (GET .../customers?phone=). */
export const customerMatchSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notesDiner: z.string().nullable(),
  language: z.string().nullable(),
  visits: z.number().int(),
  lastVisits: z.array(z.object({ reservationDate: z.string(), status: z.number().int(), pax: z.number().int() })),
  /**
   * The guest's active bookings at the outlet on the date the lookup named (`outletId` and `date`),
   * so the dialog warns of a double booking before saving (SPEC.md section 8); empty otherwise.
   */
  bookingsThatDay: z.array(z.object({ id: z.string(), code: z.string(), outletName: z.string(), reservationDate: z.string(), reservationTime: z.string(), pax: z.number().int() })),
});
/** The lookup's query: the phone as typed; with an outlet and a date, that day's bookings there too. */
export const customerLookupQuerySchema = z.object({
  phone: safeText(32).min(4, { message: 'phoneTooShort' }),
  outletId: z.uuid().optional(),
  date: localDate('invalid "date"').optional(),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;
