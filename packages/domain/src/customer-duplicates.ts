import { z } from 'zod';
import { customerListItemSchema } from './customers';

/** Finding and merging two profiles of one guest (the guest book's Merge, and the hint while adding one). */

export const possibleDuplicateSchema = customerListItemSchema.extend({
  reason: z.enum(['email', 'phone', 'namePhone']),
  version: z.number().int(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

/**
 * POST /brands/{brandId}/customers/possible-duplicates: a guest being added, as typed so far (a POST,
 * so the phone stays out of the URL and the logs). Names may be partial; a phone or email not yet
 * complete is simply no clue.
 */
export const duplicateProbeSchema = z.object({
  // Plain text, not the saved fields' checks: a number pasted from a phone's contacts carries direction
  // marks, and half-typed input is normal here. Nothing of it is stored; what does not read is no clue.
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  phone: z.string().max(64).nullable().optional(),
  email: z.string().max(320).nullable().optional(),
  outletId: z.uuid().optional(),
});
export type DuplicateProbe = z.infer<typeof duplicateProbeSchema>;

export const mergeInputSchema = z.object({ duplicateId: z.uuid(), version: z.number().int(), duplicateVersion: z.number().int() });
