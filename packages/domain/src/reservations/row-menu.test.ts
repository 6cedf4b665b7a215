import { describe, expect, it } from 'vitest';
import type { DisplayStatus } from './display-status';
import { ROW_ACTION_STATUS, TARGET_STATUS_NUMBER, rowActions } from './row-actions';
import { rowMenu, type RowMenuEntry } from './row-menu';
import type { TimeState } from './time-state';
import { allowedTransitions } from './transitions';

/** A row's menu as the server's rules make it, for a reservation in `display` on a `timeState` day. */
function menuOf(
  display: DisplayStatus,
  timeState: TimeState,
  opts: { isWalkIn?: boolean; paymentRequestType?: 'OTHER_METHOD' | null } = {},
) {
  const transitions = allowedTransitions({
    display,
    timeState,
    isWalkIn: opts.isWalkIn ?? false,
    paymentRequestType: opts.paymentRequestType,
  });
  return rowMenu({ display, actions: rowActions({ display, timeState, canBook: transitions.includes('BOOKED') }), transitions });
}
const label = (e: RowMenuEntry) =>
  e.kind === 'edit' ? 'EDIT' : e.kind === 'hold' ? `HOLD +${e.minutes}` : e.kind === 'action' ? e.action : `to ${e.target}`;
const outcomeOf = (e: RowMenuEntry) =>
  e.kind === 'action'
    ? ROW_ACTION_STATUS[e.action]
    : e.kind === 'move'
      ? TARGET_STATUS_NUMBER[e.target]
      : e.kind === 'hold'
        ? `hold ${e.minutes}`
        : 'edit';

describe("a row's menu: one list of what can be done now (issue 19)", () => {
  it.each<[string, DisplayStatus, TimeState, string | undefined, string[], string[]]>([
    // what, status, day, one-tap button, the menu in order, listed as not possible now
    ['a booking tonight', 'BOOKED', 'TODAY', 'SEAT', ['EDIT', 'CONFIRM', 'to NO_SHOW', 'to CANCELLED'], []],
    ['a confirmed booking tonight', 'CONFIRMED', 'TODAY', 'SEAT', ['EDIT', 'to BOOKED', 'to NO_SHOW', 'to CANCELLED'], []],
    [
      'a late party: its table held 5, 10 or 15 minutes longer',
      'LATE',
      'TODAY',
      'SEAT',
      ['EDIT', 'HOLD +5', 'HOLD +10', 'HOLD +15', 'MARK_NOSHOW', 'to BOOKED', 'to CONFIRMED', 'to CANCELLED'],
      [],
    ],
    ['a seated party', 'SEATED', 'TODAY', 'DEPART', ['EDIT', 'to BOOKED', 'to CONFIRMED', 'to BILL', 'to NO_SHOW', 'to CANCELLED'], []],
    [
      'a party that asked for the bill',
      'BILL',
      'TODAY',
      'DEPART',
      ['EDIT', 'to BOOKED', 'to CONFIRMED', 'to SEATED', 'to NO_SHOW', 'to CANCELLED'],
      [],
    ],
    ['a party that departed', 'COMPLETED', 'TODAY', undefined, ['to SEATED', 'to NO_SHOW', 'to CANCELLED'], []],
    ['a no-show', 'NO_SHOW', 'TODAY', undefined, ['EDIT', 'to BOOKED', 'to CONFIRMED', 'to SEATED', 'to COMPLETED', 'to CANCELLED'], []],
    ['a cancelled booking', 'CANCELLED', 'TODAY', undefined, [], []],
    ['a booking tomorrow: seating waits for the day', 'BOOKED', 'FUTURE', 'CONFIRM', ['EDIT', 'to CANCELLED'], ['SEAT']],
    ['a confirmed booking tomorrow', 'CONFIRMED', 'FUTURE', undefined, ['EDIT', 'to BOOKED', 'to CANCELLED'], ['SEAT']],
    ['a deposit not yet paid', 'PENDING', 'TODAY', undefined, ['EDIT', 'to CANCELLED'], ['BOOK']],
    ['a party yesterday that departed', 'COMPLETED', 'PAST', undefined, ['to NO_SHOW', 'to CANCELLED'], []],
    ['a no-show yesterday', 'NO_SHOW', 'PAST', undefined, ['to COMPLETED', 'to CANCELLED'], ['EDIT']],
  ])('%s (%s, %s): button %s, menu %j, not now %j', (_, display, timeState, main, entries, unavailable) => {
    const menu = menuOf(display, timeState);
    expect(menu.main).toBe(main);
    expect(menu.entries.map(label)).toEqual(entries);
    expect(menu.unavailable.map((u) => u.action)).toEqual(unavailable);
  });

  it('a PENDING booking whose payment request allows it is booked with the button, and the menu does not offer it again', () => {
    const menu = menuOf('PENDING', 'TODAY', { paymentRequestType: 'OTHER_METHOD' });
    expect(menu.main).toBe('BOOK');
    expect(menu.entries.map(label)).toEqual(['EDIT', 'to CANCELLED']);
    expect(menu.unavailable).toEqual([]);
  });

  it('a seated walk-in is never offered back to booked, confirmed or a no-show', () => {
    expect(menuOf('SEATED', 'TODAY', { isWalkIn: true }).entries.map(label)).toEqual(['EDIT', 'to BILL']);
  });

  it("holds a late party's table longer only where it may wait again: not on a past day, nor where nothing else is late", () => {
    expect(menuOf('LATE', 'PAST').entries.filter((e) => e.kind === 'hold')).toEqual([]);
    for (const display of ['BOOKED', 'CONFIRMED', 'SEATED', 'NO_SHOW'] as const)
      expect(menuOf(display, 'TODAY').entries.filter((e) => e.kind === 'hold')).toEqual([]);
  });

  it('says why each thing it lists as not possible now is not', () => {
    expect(menuOf('BOOKED', 'FUTURE').unavailable).toEqual([{ action: 'SEAT', reason: 'rowActions.reason.future' }]);
    expect(menuOf('PENDING', 'TODAY').unavailable).toEqual([{ action: 'BOOK', reason: 'rowActions.reason.paymentPending' }]);
    expect(menuOf('NO_SHOW', 'PAST').unavailable).toEqual([{ action: 'EDIT', reason: 'rowActions.reason.past' }]);
  });

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
  const DAYS: TimeState[] = ['TODAY', 'FUTURE', 'PAST'];
  it.each(ALL.flatMap((display) => DAYS.map((day) => [display, day] as const)))(
    '%s on a %s day never offers one outcome twice, nor one it also calls impossible',
    (display, day) => {
      const menu = menuOf(display, day);
      const outcomes = [menu.main && ROW_ACTION_STATUS[menu.main], ...menu.entries.map(outcomeOf)].filter((o) => o !== undefined);
      expect(new Set(outcomes).size).toBe(outcomes.length);
      for (const u of menu.unavailable) if (u.action !== 'EDIT') expect(outcomes).not.toContain(ROW_ACTION_STATUS[u.action]);
      // What the status never has is left out, never listed as impossible: the exceptions are none.
      expect(menu.unavailable.filter((u) => u.reason === 'rowActions.reason.status')).toEqual([]);
    },
  );
});
