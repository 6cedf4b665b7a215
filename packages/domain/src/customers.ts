import { z } from 'zod';

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
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;
