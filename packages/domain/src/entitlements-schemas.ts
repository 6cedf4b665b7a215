import { z } from 'zod';
import type { Entitlement, FeatureNotEnabledDetails } from './entitlements';

// The schemas apart from the rules (entitlements.ts), so a screen that only asks "is this feature on" loads no zod.

export const entitlementSchema = z.object({
  featureCode: z.string(),
  actionsRequired: z.array(z.string()),
  enabled: z.boolean(),
}) satisfies z.ZodType<Entitlement>;

export const featureNotEnabledDetailsSchema = z.object({
  reason: z.literal('featureNotEnabled'),
  featureCode: z.string(),
  actionsRequired: z.array(z.string()),
}) satisfies z.ZodType<FeatureNotEnabledDetails>;
