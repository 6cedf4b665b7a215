import { z } from 'zod';
import { flag, safeText } from './input';
import type { CountryCode } from './locales';
import type { MessageKey } from './messages';
import { normalisePhone } from './phone';
import { smsPermissionsSchema } from './notifications/sms-permissions';

/**
 * The outlet profile as a manager edits it (issue 15; docs/rules.md section 3 Outlet): address, phone,
 * email, opening hours and the notify defaults a new booking starts with. Written on the outlet's
 * version (If-Match), as its booking rules are.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = z.string({ message: 'invalidTime' satisfies MessageKey }).regex(HH_MM, { message: 'invalidTime' satisfies MessageKey });

/** One opening range of a day: 0 Sunday .. 6 Saturday (as service timings' days), HH:mm, end after start. */
export const openingRangeSchema = z.object({
  dayOfWeek: z
    .number({ message: 'chooseOption' satisfies MessageKey })
    .int()
    .min(0, { message: 'chooseOption' })
    .max(6, { message: 'chooseOption' }),
  startTime: hhmm,
  endTime: hhmm,
});
export type OpeningRange = z.infer<typeof openingRangeSchema>;

export const MAX_RANGES_PER_DAY = 4;

/**
 * What is wrong with a week's opening hours, one issue per range: an end not after its start
 * ('openingEndBeforeStart'; a range past midnight is written as two, one on each day), a range that
 * overlaps an earlier one of its day ('openingHoursOverlap'), or more than MAX_RANGES_PER_DAY a day.
 * Ranges that only touch (11:00-15:00, 15:00-22:00) do not overlap.
 */
export function openingHoursProblems(
  ranges: readonly OpeningRange[],
): Array<{ index: number; field: 'startTime' | 'endTime' | 'dayOfWeek'; reason: MessageKey }> {
  const problems: Array<{ index: number; field: 'startTime' | 'endTime' | 'dayOfWeek'; reason: MessageKey }> = [];
  const perDay = new Map<number, number>();
  ranges.forEach((range, index) => {
    if (range.endTime <= range.startTime) {
      problems.push({ index, field: 'endTime', reason: 'openingEndBeforeStart' });
      return;
    }
    const count = (perDay.get(range.dayOfWeek) ?? 0) + 1;
    perDay.set(range.dayOfWeek, count);
    if (count > MAX_RANGES_PER_DAY) {
      problems.push({ index, field: 'dayOfWeek', reason: 'openingTooManyRanges' });
      return;
    }
    const overlaps = ranges
      .slice(0, index)
      .some(
        (other) =>
          other.dayOfWeek === range.dayOfWeek &&
          other.endTime > other.startTime &&
          other.startTime < range.endTime &&
          range.startTime < other.endTime,
      );
    if (overlaps) problems.push({ index, field: 'startTime', reason: 'openingHoursOverlap' });
  });
  return problems;
}

export const openingHoursSchema = z
  .array(openingRangeSchema)
  .max(7 * MAX_RANGES_PER_DAY, { message: 'tooManyChosen' satisfies MessageKey })
  .superRefine((ranges, ctx) => {
    for (const p of openingHoursProblems(ranges)) ctx.addIssue({ code: 'custom', message: p.reason, path: [p.index, p.field] });
  });

const optionalText = (max: number) =>
  safeText(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** Notify flags a new booking starts with, unless the booking says otherwise (create-reservation). */
export const NOTIFY_DEFAULT_FLAGS = [
  'defaultAllowSmsNotify',
  'defaultAllowEmailNotify',
  'defaultAllowAutomatedCallNotify',
  'defaultAllowConfirmationNotify',
  'defaultAllowReminderNotify',
] as const;
export type NotifyDefaultFlag = (typeof NOTIFY_DEFAULT_FLAGS)[number];

/** PUT /api/v1/outlets/{outletId}/details (If-Match: the outlet's version). The phone is read in the outlet's country. */
export const outletDetailsSchema = z.object({
  address1: optionalText(200),
  address2: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  state: optionalText(100),
  phone: optionalText(40),
  email: z
    .string({ message: 'emailNotValid' satisfies MessageKey })
    .trim()
    .max(254, { message: 'emailNotValid' satisfies MessageKey })
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || z.email().safeParse(v).success, { message: 'emailNotValid' satisfies MessageKey }),
  openingHours: openingHoursSchema,
  defaultAllowSmsNotify: flag(),
  defaultAllowEmailNotify: flag(),
  defaultAllowAutomatedCallNotify: flag(),
  defaultAllowConfirmationNotify: flag(),
  defaultAllowReminderNotify: flag(),
  /** docs/rules.md section 3's isAllow{Customer,Merchant}SendSms* flags; left out, they stay as they are */
  smsPermissions: smsPermissionsSchema.optional(),
});
export type OutletDetailsInput = z.input<typeof outletDetailsSchema>;
export type OutletDetails = z.output<typeof outletDetailsSchema>;

/** The phone as stored (E.164), or the reason it cannot be: a number without a country code is the outlet's country's. */
export function outletPhoneOf(phone: string | null, country: CountryCode): { phone: string | null } | { reason: MessageKey } {
  if (!phone) return { phone: null };
  const normalised = normalisePhone(phone, country);
  return normalised ? { phone: normalised } : { reason: 'phoneNotValid' };
}

/** The form's schema: the API's, with the phone checked in the outlet's country (the browser explains before it saves). */
export const outletDetailsFormSchema = (country: CountryCode) =>
  outletDetailsSchema.superRefine((v, ctx) => {
    const phone = outletPhoneOf(v.phone, country);
    if ('reason' in phone) ctx.addIssue({ code: 'custom', message: phone.reason, path: ['phone'] });
  });

/** GET /api/v1/outlets/{outletId}/details */
export const outletDetailsViewSchema = z.object({
  outletName: z.string(),
  countryCode: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: z.array(openingRangeSchema),
  defaultAllowSmsNotify: z.boolean(),
  defaultAllowEmailNotify: z.boolean(),
  defaultAllowAutomatedCallNotify: z.boolean(),
  defaultAllowConfirmationNotify: z.boolean(),
  defaultAllowReminderNotify: z.boolean(),
  /** the channels themselves are switched on /settings/notifications; shown here so a default is read with them */
  enableSMS: z.boolean(),
  enableEmail: z.boolean(),
  enableAutomatedCall: z.boolean(),
  smsPermissions: smsPermissionsSchema,
  version: z.number().int(),
});
export type OutletDetailsView = z.infer<typeof outletDetailsViewSchema>;
