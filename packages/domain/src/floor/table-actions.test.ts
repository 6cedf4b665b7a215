import { describe, expect, it } from 'vitest';
import { TABLE_STATUS as T } from '../statuses';
import { tableActions, type TableAction, type TableCard } from './table-actions';

const card = (overrides: Partial<TableCard>): TableCard => ({
  status: T.AVAILABLE,
  enabled: true,
  isToday: true,
  canSeatNext: false,
  ...overrides,
});

describe("a table's card on the floor offers", () => {
  it.each<[string, Partial<TableCard>, TableAction[]]>([
    ['a seated party: the bill, depart, move', { status: T.IN_USE, party: { displayStatus: 'SEATED' } }, ['bill', 'depart', 'move']],
    [
      'a party that asked for the bill: back to seated instead',
      { status: T.BILL_REQUESTED, party: { displayStatus: 'BILL' } },
      ['backToSeated', 'depart', 'move'],
    ],
    ['an overstayed party: the bill still', { status: T.OVERSTAY, party: { displayStatus: 'OVERSTAYED' } }, ['bill', 'depart', 'move']],
    ['a free table today: a walk-in, block', {}, ['walkInHere', 'block']],
    ['a free table on another day: block only', { isToday: false }, ['block']],
    ['a free table whose next party may sit now', { status: T.RESERVED, canSeatNext: true }, ['seatNext', 'walkInHere', 'block']],
    ['a table after a party: clean it first', { status: T.REQUIRES_CLEANING }, ['clean', 'walkInHere', 'block']],
    ['a blocked table: unblock', { status: T.BLOCKED }, ['unblock']],
    ['a disabled table: no walk-in', { enabled: false }, ['block']],
  ])('%s', (_, overrides, actions) => {
    expect(tableActions(card(overrides))).toEqual(actions);
  });
});
