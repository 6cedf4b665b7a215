import { z } from 'zod';
import { DISPLAY_STATUS_COLOURS, TABLE_STATUS_COLOURS, type StatusColour } from '../floor/palette';
import { safeText } from '../input';
import type { MessageKey } from '../messages';
import { RESERVATION_STATUS } from '../statuses';
import { DISPLAY_STATUSES, type DisplayStatus } from './display-status';

/**
 * /settings/status-management (issue 15): which statuses an outlet's hosts use, and the word and
 * colour each shows on the host screen. docs/rules.md section 4's rules are not edited here: a status not
 * in use is only taken out of the moves the rules allow, never added to them.
 */

/**
 * The statuses an outlet may stop using. Every other one is part of a booking's life Host cannot run
 * without: BOOKED and PENDING (a new booking and one waiting for payment), SEATED, COMPLETED,
 * CANCELLED and NO_SHOW (what happened), and the states the floor and the clock derive (BILL,
 * OVERSTAYED, EXPIRED). CONFIRMED is a step some restaurants skip; LATE is the clock's mark for a
 * party not seated by their time plus grace, which some hosts would rather not see.
 */
export const OPTIONAL_STATUSES = ['CONFIRMED', 'LATE'] as const satisfies readonly DisplayStatus[];
export type OptionalStatus = (typeof OPTIONAL_STATUSES)[number];

/**
 * The colours a status may wear: the statuses' own, each AA-legible on light and dark paper
 * (floor/palette.ts), plus the cleaning purple. A fixed set, so a chosen colour never makes a word
 * unreadable in either theme.
 */
export const STATUS_SWATCHES: readonly StatusColour[] = [
  ...new Map([...Object.values(DISPLAY_STATUS_COLOURS), TABLE_STATUS_COLOURS.REQUIRES_CLEANING].map((c) => [c.color, c])).values(),
];
const SWATCH_COLOURS = STATUS_SWATCHES.map((s) => s.color) as [string, ...string[]];

export const STATUS_LABEL_MAX = 24;

export const statusLookSchema = z.object({
  /** The outlet's own word for the status, shown in every language; null: Host's, translated. */
  label: safeText(STATUS_LABEL_MAX, 'statusLabelTooLong')
    .nullable()
    .transform((v) => (v ? v : null)),
  /** One of STATUS_SWATCHES by its light colour; null: the status's own. */
  color: z.enum(SWATCH_COLOURS, { message: 'colourNotValid' satisfies MessageKey }).nullable(),
});
export type StatusLook = z.output<typeof statusLookSchema>;

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

/** The part the host screen needs (in the outlet profile): looks and what is not used. */
export interface StatusUse {
  looks: Partial<Record<DisplayStatus, StatusLook>>;
  unused: readonly OptionalStatus[];
}
export const NO_STATUS_CHANGES: StatusUse = { looks: {}, unused: [] };

export const isStatusInUse = (status: string, use: Pick<StatusUse, 'unused'>) => !(use.unused as readonly string[]).includes(status);

/** The colour pair a status shows in: the outlet's swatch, else the status's own. */
export function statusColourOf(status: DisplayStatus, use: Pick<StatusUse, 'looks'>): StatusColour {
  const chosen = use.looks[status]?.color;
  return STATUS_SWATCHES.find((s) => s.color === chosen) ?? DISPLAY_STATUS_COLOURS[status];
}

/** What the outlet stores, read leniently: a stored value this version no longer accepts is dropped, not an error. */
export function statusUseOf(stored: unknown): StatusUse {
  const value = (stored ?? {}) as { looks?: unknown; unused?: unknown };
  const looks = statusLooksSchema.safeParse(value.looks ?? {});
  const unused = z.array(z.enum(OPTIONAL_STATUSES)).safeParse(value.unused ?? []);
  return { looks: looks.success ? looks.data : {}, unused: unused.success ? [...new Set(unused.data)] : [] };
}
