import { z } from 'zod';
import { flag, safeMultilineText, safeText } from './input';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from './locales';
import type { MessageKey } from './messages';

/**
 * /settings/booking-page (issue 15): what diners see on the outlet's online booking page (the page
 * itself is issue 18). Texts per language, logo and cover, which fields are asked, how time slots show.
 */

/**
 * How the diners' page lists the times of a day (docs/rules.md section 3 typeShowTimeslots; the outlets
 * column defaults to 1). ALL: every slot of the service, a full one shown but not bookable, so a
 * diner sees the restaurant's hours; AVAILABLE_ONLY: only the slots a party of that size can book.
 */
export const TYPE_SHOW_TIMESLOTS = { ALL: 1, AVAILABLE_ONLY: 2 } as const;
export const TYPE_SHOW_TIMESLOTS_VALUES = [TYPE_SHOW_TIMESLOTS.ALL, TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY] as const;
export type TypeShowTimeslots = (typeof TYPE_SHOW_TIMESLOTS_VALUES)[number];

export const WELCOME_TEXT_MAX = 1000;
export const CUSTOM_QUESTION_MAX = 200;

/** A text in each of the four languages (docs/rules.md section 9); a language left empty falls back to English. */
const localizedText = (max: number, multiline: boolean) => {
  const text = (multiline ? safeMultilineText : safeText)(max);
  return z.object(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, text.default('')])) as Record<TranslationLanguage, z.ZodDefault<typeof text>>,
    {
      message: 'dataNotValid' satisfies MessageKey,
    },
  );
};
export const welcomeTextSchema = localizedText(WELCOME_TEXT_MAX, true);
/**
 * The booking policies in the outlet's own words per language (issue 28; policy-text.ts); a language left empty shows the outlet's own
 * text.
 */
export const POLICY_MAX = 4000;
export const policyTranslationsSchema = z.object(
  { reservation: localizedText(POLICY_MAX, true), cancellation: localizedText(POLICY_MAX, true) },
  { message: 'dataNotValid' satisfies MessageKey },
);
export const customQuestionSchema = localizedText(CUSTOM_QUESTION_MAX, false);
export type LocalizedText = Record<TranslationLanguage, string>;

/** A text in the diner's language, else English, else the first language that has one. */
export function textIn(text: Partial<LocalizedText>, language: TranslationLanguage): string {
  return text[language]?.trim() || text.en?.trim() || TRANSLATION_LANGUAGES.map((l) => text[l]?.trim()).find(Boolean) || '';
}

/** PUT /api/v1/outlets/{outletId}/booking-page (with If-Match: the outlet's version). */
export const bookingPageSettingsSchema = z
  .object({
    welcomeText: welcomeTextSchema,
    isEnableSpecificRequest: flag(),
    isEnableOccasions: flag(),
    isEnableShowChildren: flag(),
    isEnableCustomQuestionField: flag(),
    customQuestion: customQuestionSchema,
    typeShowTimeslots: z.union([z.literal(TYPE_SHOW_TIMESLOTS.ALL), z.literal(TYPE_SHOW_TIMESLOTS.AVAILABLE_ONLY)], {
      message: 'chooseOption' satisfies MessageKey,
    }),
    /** an image uploaded to this outlet (POST .../booking-page/images), or null for none */
    logoImageId: z.uuid({ message: 'chooseOption' satisfies MessageKey }).nullable(),
    coverImageId: z.uuid({ message: 'chooseOption' satisfies MessageKey }).nullable(),
  })
  .superRefine((v, ctx) => {
    // A question that is asked must be asked in at least one language.
    if (v.isEnableCustomQuestionField && !textIn(v.customQuestion, 'en'))
      ctx.addIssue({ code: 'custom', message: 'customQuestionRequired' satisfies MessageKey, path: ['customQuestion', 'en'] });
  });
export type BookingPageSettingsInput = z.input<typeof bookingPageSettingsSchema>;
export type BookingPageSettings = z.output<typeof bookingPageSettingsSchema>;

export const IMAGE_KINDS = ['logo', 'cover'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** What an uploaded image may be: the types a browser shows everywhere, at most 5 MB as sent. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The base64 text of the largest image allowed (4 characters per 3 bytes, padded). */
export const IMAGE_MAX_BASE64 = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;

/**
 * The sizes the server stores: a logo fits in 512 px square (never enlarged, its shape kept); a cover
 * is cropped to 1600 by 600 (the banner's 8:3), so every outlet's page has the same banner.
 */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number; fit: 'inside' | 'cover' }> = {
  logo: { width: 512, height: 512, fit: 'inside' },
  cover: { width: 1600, height: 600, fit: 'cover' },
};

const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * Base64 text: its alphabet, then at most two '=' at the end. Checked in one pass for a character outside the
 * alphabet rather than by one pattern over the whole text: an upload is megabytes, and a pattern anchored at both
 * ends over megabytes is the engine's work to bound, not ours.
 */
export function isBase64Text(text: string): boolean {
  if (text.length === 0 || NOT_BASE64.test(text)) return false;
  const padding = text.indexOf('=');
  if (padding === -1) return true;
  return padding > 0 && padding >= text.length - 2 && (padding === text.length - 1 || text[text.length - 1] === '=');
}

/** POST /api/v1/outlets/{outletId}/booking-page/images: the file's bytes as base64 (JSON, as every call). */
export const imageUploadSchema = z.object({
  kind: z.enum(IMAGE_KINDS, { message: 'chooseOption' satisfies MessageKey }),
  data: z.string({ message: 'imageNotValid' satisfies MessageKey }).refine(isBase64Text, { message: 'imageNotValid' satisfies MessageKey }),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

/**
 * Why an upload's base64 is refused before it is decoded: larger than IMAGE_MAX_BYTES (a 422 with
 * its own message; the route's body limit answers 413 only far beyond it).
 */
export function uploadedDataProblem(data: string): MessageKey | null {
  return data.length > IMAGE_MAX_BASE64 ? 'imageTooLarge' : null;
}

/** An image as the API names it: its address carries its content hash, so it may be cached for ever. */
export const outletImageSchema = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type OutletImage = z.infer<typeof outletImageSchema>;

/** Why a file picked in the browser is refused before it is sent (the server checks the bytes again). */
export function imageFileProblem(file: { type: string; size: number }): MessageKey | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageNotValid';
  if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return null;
}

/** GET /api/v1/outlets/{outletId}/booking-page: the settings, the images and what the preview shows beside them. */
export const bookingPageSettingsViewSchema = z.object({
  welcomeText: z.object(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, z.string()])) as Record<TranslationLanguage, z.ZodString>),
  isEnableSpecificRequest: z.boolean(),
  isEnableOccasions: z.boolean(),
  isEnableShowChildren: z.boolean(),
  isEnableCustomQuestionField: z.boolean(),
  customQuestion: z.object(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, z.string()])) as Record<TranslationLanguage, z.ZodString>,
  ),
  typeShowTimeslots: z.number().int(),
  logo: outletImageSchema.nullable(),
  cover: outletImageSchema.nullable(),
  /** read-only here: edited on /settings/booking-management (one place for the policies) */
  outletName: z.string(),
  reservationPolicy: z.string().nullable(),
  reservationCancellationPolicy: z.string().nullable(),
  policyTranslations: policyTranslationsSchema,
  /** the outlet row's version: send it as If-Match */
  version: z.number().int(),
});
export type BookingPageSettingsView = z.infer<typeof bookingPageSettingsViewSchema>;

export const emptyLocalizedText = (): LocalizedText => ({ en: '', 'zh-Hans': '', 'zh-Hant': '', ms: '' });
