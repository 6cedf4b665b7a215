import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from './display-status';
import { RESERVATION_STATUS as R } from '../statuses';
import { ROW_ACTIONS, ROW_ACTION_STATUS, TARGET_STATUS_NUMBER, asksFirst, mainAction, rowActions, type RowAction } from './row-actions';
import { TARGET_STATUSES, type TargetStatus } from './transitions';
import type { TimeState } from './time-state';

const enabled = (display: DisplayStatus, timeState: TimeState, canBook = false) =>
  rowActions({ display, timeState, canBook })
    .filter((a) => a.enabled)
    .map((a) => a.action)
    .sort();

describe('row actions (docs/rules.md section 4)', () => {
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

  it.each(['BOOKED', 'CONFIRMED', 'SEATED', 'NO_SHOW', 'COMPLETED'] as DisplayStatus[])(
    'in the past, %s has every action disabled, with a reason',
    (display) => {
      const actions = rowActions({ display, timeState: 'PAST' });
      expect(actions).toHaveLength(ROW_ACTIONS.length);
      expect(actions.length).toBeGreaterThan(0);
      expect(actions.every((a) => !a.enabled && a.reason)).toBe(true);
    },
  );

  it('lets a PENDING booking be booked only when its payment request allows it', () => {
    expect(enabled('PENDING', 'TODAY')).toEqual(['EDIT']);
    expect(enabled('PENDING', 'TODAY', true)).toEqual(['BOOK', 'EDIT']);
    expect(rowActions({ display: 'PENDING', timeState: 'TODAY' }).find((a) => a.action === 'BOOK')!.reason).toBe(
      'rowActions.reason.paymentPending',
    );
  });
});

describe('what each row action does to the status', () => {
  it.each<[RowAction, number | undefined]>([
    ['CANCEL', R.CANCELLED],
    ['BOOK', R.BOOKED],
    ['CONFIRM', R.CONFIRMED],
    ['SEAT', R.SEATED],
    ['DEPART', R.COMPLETED],
    ['MARK_NOSHOW', R.NO_SHOW],
    ['EDIT', undefined],
  ])('%s sets %s', (action, status) => {
    expect(ROW_ACTION_STATUS[action]).toBe(status);
  });

  it.each<[TargetStatus, number | 'BILL']>([
    ['BOOKED', R.BOOKED],
    ['CONFIRMED', R.CONFIRMED],
    ['SEATED', R.SEATED],
    ['BILL', 'BILL'],
    ['COMPLETED', R.COMPLETED],
    ['CANCELLED', R.CANCELLED],
    ['NO_SHOW', R.NO_SHOW],
  ])('the move to %s is status %s', (target, status) => {
    expect(TARGET_STATUS_NUMBER[target]).toBe(status);
  });

  it('every move the rules allow has a number', () => {
    expect(Object.keys(TARGET_STATUS_NUMBER).sort()).toEqual([...TARGET_STATUSES].sort());
  });

  it.each<[number, boolean]>([
    [R.CANCELLED, true],
    [R.NO_SHOW, true],
    [R.SEATED, false],
    [R.COMPLETED, false],
    [R.CONFIRMED, false],
    [R.BOOKED, false],
  ])('status %s asks first: %s', (status, asks) => {
    expect(asksFirst(status)).toBe(asks);
  });
});

describe("a row's one-tap action (docs/ui.md)", () => {
  it.each<[string, DisplayStatus, TimeState, boolean, RowAction | undefined]>([
    ['a booking today is seated', 'BOOKED', 'TODAY', false, 'SEAT'],
    ['a confirmed booking today is seated', 'CONFIRMED', 'TODAY', false, 'SEAT'],
    ['a seated party departs', 'SEATED', 'TODAY', false, 'DEPART'],
    ['a booking tomorrow is confirmed', 'BOOKED', 'FUTURE', false, 'CONFIRM'],
    ['a pending booking whose payment came in is booked', 'PENDING', 'TODAY', true, 'BOOK'],
    ['a pending booking still waiting for payment has none', 'PENDING', 'TODAY', false, undefined],
    ['a late party is seated before it is marked a no-show', 'LATE', 'TODAY', false, 'SEAT'],
    ['a completed party has none', 'COMPLETED', 'TODAY', false, undefined],
    ['yesterday has none', 'BOOKED', 'PAST', false, undefined],
  ])('%s', (_, display, timeState, canBook, action) => {
    expect(mainAction(rowActions({ display, timeState, canBook }))).toBe(action);
  });
});
