import { isSeatedFamily, type DisplayStatus } from './display-status';
import type { TimeState } from './time-state';

/** docs/rules.md section 4: statuses whose reservation may be edited, by day. */
export const EDITABLE_STATUSES: Record<TimeState, readonly DisplayStatus[]> = {
  TODAY: ['PENDING', 'BOOKED', 'CONFIRMED', 'LATE', 'SEATED', 'BILL', 'OVERSTAYED', 'NO_SHOW'],
  FUTURE: ['PENDING', 'BOOKED', 'CONFIRMED'],
  PAST: [],
};

/** What a booking's guest agreed to hear: by which channels, and whether to be asked to confirm and reminded. */
export const BOOKING_NOTIFY_FLAGS = [
  'allowSmsNotify',
  'allowEmailNotify',
  'allowAutomatedCallNotify',
  'allowConfirmationNotify',
  'allowReminderNotify',
] as const;

/** The fields of a reservation a host edits. */
export const EDITABLE_FIELDS = [
  'reservationDate',
  'reservationTime',
  'numberOfAdults',
  'numberOfChildren',
  'extraAdult',
  'extraChildren',
  'diningInterval',
  'tableIds',
  'occasions',
  'otherOccasions',
  'notes',
  'notesDiner',
  'staffNotes',
  'tagIds',
  'customerPhone',
  'customerFirstName',
  'customerLastName',
  ...BOOKING_NOTIFY_FLAGS,
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** docs/rules.md section 4: PENDING is limited to interval, table, occasion, requests and notes. */
const PENDING_FIELDS: readonly EditableField[] = [
  'diningInterval',
  'tableIds',
  'occasions',
  'otherOccasions',
  'notesDiner',
  'notes',
  'staffNotes',
];
const DATE_AND_TIME: readonly EditableField[] = ['reservationDate', 'reservationTime'];

export interface FieldState {
  field: EditableField;
  editable: boolean;
  /** i18n key saying why the field is locked */
  reason?: string;
}

export function isEditable(display: DisplayStatus, timeState: TimeState): boolean {
  return EDITABLE_STATUSES[timeState].includes(display);
}

/** Each field with whether it may change now, and why not (docs/rules.md section 4). */
export function fieldStates(display: DisplayStatus, timeState: TimeState): FieldState[] {
  return EDITABLE_FIELDS.map((field) => {
    if (!isEditable(display, timeState)) return { field, editable: false, reason: 'edit.reason.status' };
    if (display === 'PENDING' && !PENDING_FIELDS.includes(field)) return { field, editable: false, reason: 'edit.reason.pending' };
    if (isSeatedFamily(display) && DATE_AND_TIME.includes(field)) return { field, editable: false, reason: 'edit.reason.seated' };
    return { field, editable: true };
  });
}

export function editableFields(display: DisplayStatus, timeState: TimeState): Set<EditableField> {
  return new Set(
    fieldStates(display, timeState)
      .filter((f) => f.editable)
      .map((f) => f.field),
  );
}
