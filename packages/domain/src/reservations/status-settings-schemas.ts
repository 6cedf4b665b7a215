import { z } from 'zod';
import { safeText } from '../input';
import type { MessageKey } from '../messages';
import { RESERVATION_STATUS } from '../statuses';
import { DISPLAY_STATUSES } from './display-status';
import { OPTIONAL_STATUSES, STATUS_LABEL_MAX, STATUS_SWATCHES, type StatusLook, type StatusUse } from './status-settings';

// The schemas apart from the rules (status-settings.ts), so the book's status chips load no zod.

const SWATCH_COLOURS = STATUS_SWATCHES.map((s) => s.color) as [string, ...string[]];

export const statusLookSchema = z.object({
  label: safeText(STATUS_LABEL_MAX, 'statusLabelTooLong')
    .nullable()
    .transform((v) => (v ? v : null)),
  color: z.enum(SWATCH_COLOURS, { message: 'colourNotValid' satisfies MessageKey }).nullable(),
}) satisfies z.ZodType<StatusLook, unknown>;

/** What the outlet stores: looks only for statuses it changed, and the optional statuses it does not use. */
export const statusLooksSchema = z.partialRecord(z.enum(DISPLAY_STATUSES), statusLookSchema);
/** The same, as answered (an answer is not cleaned again). */
export const statusLooksViewSchema = z.partialRecord(
  z.enum(DISPLAY_STATUSES),
  z.object({ label: z.string().nullable(), color: z.string().nullable() }),
);

export const statusSettingsSchema = z
  .object({
    /** docs/rules.md section 3: what a new staff booking starts as, BOOKED (1) or CONFIRMED (6). */
    optionAutoReservationStatus: z.union([z.literal(RESERVATION_STATUS.BOOKED), z.literal(RESERVATION_STATUS.CONFIRMED)], {
      message: 'chooseOption',
    }),
    looks: statusLooksSchema,
    unused: z.array(z.enum(OPTIONAL_STATUSES, { message: 'statusAlwaysUsed' satisfies MessageKey })).max(OPTIONAL_STATUSES.length),
  })
  .refine((v) => !(v.optionAutoReservationStatus === RESERVATION_STATUS.CONFIRMED && v.unused.includes('CONFIRMED')), {
    message: 'autoStatusNotInUse' satisfies MessageKey,
    path: ['optionAutoReservationStatus'],
  });
export type StatusSettings = z.output<typeof statusSettingsSchema>;

export const statusSettingsViewSchema = z.object({
  optionAutoReservationStatus: z.number().int(),
  looks: statusLooksViewSchema,
  unused: z.array(z.enum(OPTIONAL_STATUSES)),
  version: z.number().int(),
});
export type StatusSettingsView = z.infer<typeof statusSettingsViewSchema>;

/** What the outlet stores, read leniently: a stored value this version no longer accepts is dropped, not an error. */
export function statusUseOf(stored: unknown): StatusUse {
  const value = (stored ?? {}) as { looks?: unknown; unused?: unknown };
  const looks = statusLooksSchema.safeParse(value.looks ?? {});
  const unused = z.array(z.enum(OPTIONAL_STATUSES)).safeParse(value.unused ?? []);
  return { looks: looks.success ? looks.data : {}, unused: unused.success ? [...new Set(unused.data)] : [] };
}
