import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUS_COLOURS, contrastRatio } from '../floor/palette';
import { RESERVATION_STATUS } from '../statuses';
import { rowActions } from './row-actions';
import { STATUS_SWATCHES, isStatusInUse, statusColourOf } from './status-settings';
import { statusSettingsSchema, statusUseOf } from './status-settings-schemas';
import { allowedTransitions, checkTransition } from './transitions';

const { BOOKED, CONFIRMED } = RESERVATION_STATUS;
const valid = { optionAutoReservationStatus: BOOKED, looks: {}, unused: [] };

describe('status settings (issue 15): what an outlet may change, and what it may not', () => {
  it.each<[string, unknown, string | null | false]>([
    ['nothing changed', valid, null],
    ['CONFIRMED and LATE off', { ...valid, unused: ['CONFIRMED', 'LATE'] }, null],
    ['BOOKED cannot be turned off', { ...valid, unused: ['BOOKED'] }, 'statusAlwaysUsed'],
    ['NO_SHOW cannot be turned off', { ...valid, unused: ['NO_SHOW'] }, 'statusAlwaysUsed'],
    [
      'new bookings cannot start as an unused CONFIRMED',
      { ...valid, optionAutoReservationStatus: CONFIRMED, unused: ['CONFIRMED'] },
      'autoStatusNotInUse',
    ],
    ['new bookings cannot start SEATED', { ...valid, optionAutoReservationStatus: 2 }, 'chooseOption'],
    [
      'an own word and a palette colour',
      { ...valid, looks: { SEATED: { label: 'At table', color: DISPLAY_STATUS_COLOURS.BILL.color } } },
      null,
    ],
    ['a colour off the palette', { ...valid, looks: { SEATED: { label: null, color: '#FFFF00' } } }, 'colourNotValid'],
    ['a word of 25 characters', { ...valid, looks: { SEATED: { label: 'x'.repeat(25), color: null } } }, 'statusLabelTooLong'],
    ['a word with a direction override', { ...valid, looks: { SEATED: { label: 'ab\u202Ecd', color: null } } }, 'unsafeText'],
    ['an unknown status', { ...valid, looks: { WAITING: { label: 'x', color: null } } }, false],
  ])('%s', (_name, input, message) => {
    const parsed = statusSettingsSchema.safeParse(input);
    if (message === null) expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    else if (message === false) expect(parsed.success).toBe(false);
    else expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("an empty word is Host's word", () => {
    expect(statusSettingsSchema.parse({ ...valid, looks: { BOOKED: { label: '  ', color: null } } }).looks.BOOKED?.label).toBeNull();
  });

  it('every swatch is legible in both themes (AA)', () => {
    expect(STATUS_SWATCHES.length).toBeGreaterThanOrEqual(8);
    for (const { color, darkColor } of STATUS_SWATCHES) {
      expect(contrastRatio(color, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(darkColor, '#1C252E')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('a status shows its chosen swatch, else its own colour', () => {
    const bill = DISPLAY_STATUS_COLOURS.BILL;
    expect(statusColourOf('SEATED', { looks: { SEATED: { label: null, color: bill.color } } })).toEqual(bill);
    expect(statusColourOf('SEATED', { looks: {} })).toEqual(DISPLAY_STATUS_COLOURS.SEATED);
  });

  it('what is stored is read leniently: values this version refuses are dropped', () => {
    expect(statusUseOf(null)).toEqual({ looks: {}, unused: [] });
    expect(statusUseOf({ unused: ['LATE', 'LATE'] })).toEqual({ looks: {}, unused: ['LATE'] });
    expect(statusUseOf({ unused: ['BOOKED'], looks: 'nonsense' })).toEqual({ looks: {}, unused: [] });
    expect(isStatusInUse('LATE', { unused: ['LATE'] })).toBe(false);
    expect(isStatusInUse('SEATED', { unused: ['LATE'] })).toBe(true);
  });
});

describe('a status not in use leaves docs/rules.md section 4 otherwise as it is', () => {
  const late = { display: 'LATE' as const, timeState: 'TODAY' as const, isWalkIn: false };
  it('CONFIRMED is no longer a move; the others stay', () => {
    expect(allowedTransitions(late)).toEqual(['BOOKED', 'CONFIRMED', 'SEATED', 'CANCELLED', 'NO_SHOW']);
    expect(allowedTransitions({ ...late, unused: ['CONFIRMED'] })).toEqual(['BOOKED', 'SEATED', 'CANCELLED', 'NO_SHOW']);
  });

  it('a host asking for it is told the outlet does not use it', () => {
    expect(checkTransition({ ...late, hasTables: true, unused: ['CONFIRMED'] }, 'CONFIRMED')).toEqual({
      ok: false,
      reason: 'statusNotInUse',
      params: { status: 'CONFIRMED' },
    });
    expect(checkTransition({ ...late, hasTables: true, unused: ['LATE'] }, 'CONFIRMED')).toEqual({ ok: true });
  });

  it('the Confirm action says why it is off', () => {
    const confirm = (unused: string[]) => rowActions({ display: 'BOOKED', timeState: 'TODAY', unused }).find((a) => a.action === 'CONFIRM');
    expect(confirm([])).toEqual({ action: 'CONFIRM', enabled: true });
    expect(confirm(['CONFIRMED'])).toEqual({ action: 'CONFIRM', enabled: false, reason: 'rowActions.reason.notInUse' });
  });
});
