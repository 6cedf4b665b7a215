import { z } from 'zod';
import { TAG_COLOURS, TAG_TITLE_MAX, type Tag } from './brand-tags';
import { safeText } from './input';
import type { MessageKey } from './messages';

// The schemas apart from the rules (brand-tags.ts), so the book's tag chips load no zod.

/** A brand's tag as every answer carries it (GET /api/v1/brands/{brandId}/tags, a booking's and a guest's tags). */
export const tagSchema = z.object({ id: z.string(), title: z.string(), colour: z.string() }) satisfies z.ZodType<Tag>;

/** A tag as the brand's list answers it: with its version, for an edit's If-Match. */
export const brandTagViewSchema = tagSchema.extend({ version: z.number().int() });
export type BrandTagView = z.infer<typeof brandTagViewSchema>;

/** POST /api/v1/brands/{brandId}/tags, PUT .../tags/{tagId} (If-Match: its version). */
export const brandTagInputSchema = z.object({
  title: safeText(TAG_TITLE_MAX, 'nameTooLong').min(1, { message: 'enterTagName' satisfies MessageKey }),
  colour: z.enum(TAG_COLOURS, { message: 'colourNotValid' satisfies MessageKey }),
});
export type BrandTagInput = z.infer<typeof brandTagInputSchema>;
