import { DISPLAY_STATUS_COLOURS, TABLE_STATUS_COLOURS, type StatusColour } from '../floor/palette';
import type { DisplayStatus } from './display-status';

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

export const STATUS_LABEL_MAX = 24;

/** How the outlet shows one status (its schema: status-settings-schemas.ts). */
export interface StatusLook {
  /** The outlet's own word for the status, shown in every language; null: Host's, translated. */
  label: string | null;
  /** One of STATUS_SWATCHES by its light colour; null: the status's own. */
  color: string | null;
}

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
