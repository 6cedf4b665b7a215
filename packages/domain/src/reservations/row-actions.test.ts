import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from './display-status';
import { ROW_ACTIONS, rowActions, type RowAction } from './row-actions';
import type { TimeState } from './time-state';

const enabled = (display: DisplayStatus, timeState: TimeState, canBook = false) =>
  rowActions({ display, timeState, canBook })
    .filter((a) => a.enabled)
    .map((a) => a.action)
    .sort();

describe('row actions (SPEC.md section 4)', () => {
  it.each([
    // Today, as the spec lists them.
    ['BOOKED', ['CONFIRM', 'EDIT', 'SEAT']],
    ['CONFIRMED', ['EDIT', 'SEAT']],
    ['LATE', ['EDIT', 'MARK_NOSHOW', 'SEAT']],
    ['SEATED', ['DEPART', 'EDIT']],
    ['BILL', ['DEPART', 'EDIT']],
    ['OVERSTAYED', ['DEPART', 'EDIT']],
    ['COMPLETED', []],
    ['CANCELLED', []],
    ['NO_SHOW', ['EDIT']],
  ] as Array<[DisplayStatus, RowAction[]]>)('today, %s enables %j', (display, actions) => {
    expect(enabled(display, 'TODAY')).toEqual([...actions].sort());
  });

  it.each([
    ['BOOKED', ['CONFIRM', 'EDIT']],
    ['CONFIRMED', ['EDIT']],
    ['LATE', ['EDIT', 'MARK_NOSHOW']],
    ['SEATED', ['EDIT']],
  ] as Array<[DisplayStatus, RowAction[]]>)('in the future, seat and depart are disabled: %s enables %j', (display, actions) => {
    expect(enabled(display, 'FUTURE')).toEqual([...actions].sort());
    expect(rowActions({ display, timeState: 'FUTURE' }).find((a) => a.action === 'SEAT')).toMatchObject({ enabled: false });
  });

  it.each(['BOOKED', 'CONFIRMED', 'SEATED', 'NO_SHOW', 'COMPLETED'] as DisplayStatus[])('in the past, %s has every action disabled, with a reason', (display) => {
    const actions = rowActions({ display, timeState: 'PAST' });
    expect(actions).toHaveLength(ROW_ACTIONS.length);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a) => !a.enabled && a.reason)).toBe(true);
  });

  it('lets a PENDING booking be booked only when its payment request allows it', () => {
    expect(enabled('PENDING', 'TODAY')).toEqual(['EDIT']);
    expect(enabled('PENDING', 'TODAY', true)).toEqual(['BOOK', 'EDIT']);
    expect(rowActions({ display: 'PENDING', timeState: 'TODAY' }).find((a) => a.action === 'BOOK')!.reason).toBe('rowActions.reason.paymentPending');
  });
});
