import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from './display-status';
import { EDITABLE_FIELDS, editableFields, isEditable } from './editable';
import type { TimeState } from './time-state';

const ALL: DisplayStatus[] = [
  'PENDING',
  'BOOKED',
  'CONFIRMED',
  'LATE',
  'SEATED',
  'BILL',
  'OVERSTAYED',
  'COMPLETED',
  'NO_SHOW',
  'CANCELLED',
  'EXPIRED',
];

describe('editable statuses (docs/rules.md section 4)', () => {
  const SPEC: Record<TimeState, DisplayStatus[]> = {
    TODAY: ['PENDING', 'BOOKED', 'CONFIRMED', 'LATE', 'SEATED', 'BILL', 'OVERSTAYED', 'NO_SHOW'],
    FUTURE: ['PENDING', 'BOOKED', 'CONFIRMED'],
    PAST: [],
  };
  it.each((['TODAY', 'FUTURE', 'PAST'] as TimeState[]).flatMap((t) => ALL.map((s) => [t, s, SPEC[t].includes(s)] as const)))(
    '%s: %s editable: %s',
    (timeState, status, editable) => {
      expect(isEditable(status, timeState)).toBe(editable);
      expect(editableFields(status, timeState).size > 0).toBe(editable);
    },
  );
});

describe('editable fields per status (docs/rules.md section 4)', () => {
  it.each(['COMPLETED', 'CANCELLED', 'EXPIRED'] as DisplayStatus[])('%s: nothing', (status) => {
    expect(editableFields(status, 'TODAY').size).toBe(0);
  });

  it.each(['SEATED', 'BILL', 'OVERSTAYED'] as DisplayStatus[])('%s: everything but the date and time', (status) => {
    const fields = editableFields(status, 'TODAY');
    expect(fields.has('reservationDate')).toBe(false);
    expect(fields.has('reservationTime')).toBe(false);
    expect(fields.size).toBe(EDITABLE_FIELDS.length - 2);
  });

  it('PENDING: only interval, tables, occasions, requests and notes', () => {
    expect([...editableFields('PENDING', 'TODAY')].sort()).toEqual([
      'diningInterval',
      'notes',
      'notesDiner',
      'occasions',
      'otherOccasions',
      'staffNotes',
      'tableIds',
    ]);
  });

  it.each(['BOOKED', 'CONFIRMED'] as DisplayStatus[])('%s in the future: every field', (status) => {
    expect(editableFields(status, 'FUTURE').size).toBe(EDITABLE_FIELDS.length);
  });
});
