import { describe, expect, it } from 'vitest';
import { TABLE_STATUS as T } from '../statuses';
import { dropOnTable, type DropOutcome, type DropSpot } from './drop';

const M1 = { id: 'M1', maxPax: 4 };
const combo = (id: string, tableIds: string[], minPax: number, maxPax: number) => ({ id, tableIds, minPax, maxPax });
const COMBINATIONS = [
  combo('M1+M2', ['M1', 'M2'], 5, 8),
  combo('M1+M3', ['M1', 'M3'], 5, 6),
  combo('M2+M3', ['M2', 'M3'], 5, 8),
  combo('M1+M2+M3', ['M1', 'M2', 'M3'], 9, 12),
];
const floor = (spots: Record<string, DropSpot>) => new Map(Object.entries(spots));
const FREE = floor({ M1: { status: T.AVAILABLE }, M2: { status: T.AVAILABLE }, M3: { status: T.AVAILABLE } });
const outcome = (o: DropOutcome<{ id: string }>) =>
  o.kind === 'choose'
    ? `choose ${o.combinations.map((c) => c.id).join(', ')}`
    : o.kind === 'seat'
      ? `seat ${o.tableIds.join(', ')}`
      : o.kind;

describe('a party dropped onto a table on the floor', () => {
  it.each<[string, { id: string; pax: number }, Map<string, DropSpot>, string]>([
    ['a free table that holds the party seats it there', { id: 'r1', pax: 4 }, FREE, 'seat M1'],
    ['a table reserved for a party due soon still takes it', { id: 'r1', pax: 2 }, floor({ M1: { status: T.RESERVED } }), 'seat M1'],
    ['a table being cleaned still takes it', { id: 'r1', pax: 2 }, floor({ M1: { status: T.REQUIRES_CLEANING } }), 'seat M1'],
    ['a table in use by another party refuses', { id: 'r1', pax: 2 }, floor({ M1: { status: T.IN_USE, party: { id: 'r9' } } }), 'occupied'],
    [
      'a table whose party asked for the bill refuses',
      { id: 'r1', pax: 2 },
      floor({ M1: { status: T.BILL_REQUESTED, party: { id: 'r9' } } }),
      'occupied',
    ],
    ['an overstayed table refuses', { id: 'r1', pax: 2 }, floor({ M1: { status: T.OVERSTAY, party: { id: 'r9' } } }), 'occupied'],
    ["the party's own table is not in the way", { id: 'r1', pax: 2 }, floor({ M1: { status: T.IN_USE, party: { id: 'r1' } } }), 'seat M1'],
    ['too many for the table: the free combinations with it that seat the party', { id: 'r1', pax: 6 }, FREE, 'choose M1+M2, M1+M3'],
    ['a combination whose range the party is outside is left out', { id: 'r1', pax: 7 }, FREE, 'choose M1+M2'],
    [
      'a combination with a table in use is left out',
      { id: 'r1', pax: 6 },
      floor({ M1: { status: T.AVAILABLE }, M2: { status: T.IN_USE, party: { id: 'r9' } } }),
      'choose M1+M3',
    ],
    [
      "a combination with the party's own table stays",
      { id: 'r1', pax: 6 },
      floor({ M1: { status: T.AVAILABLE }, M2: { status: T.IN_USE, party: { id: 'r1' } } }),
      'choose M1+M2, M1+M3',
    ],
    ['a table the floor does not show counts as free', { id: 'r1', pax: 6 }, floor({ M1: { status: T.AVAILABLE } }), 'choose M1+M2, M1+M3'],
    ['no combination fits: the host may still squeeze in', { id: 'r1', pax: 20 }, FREE, 'choose '],
  ])('%s', (_, party, spots, expected) => {
    expect(outcome(dropOnTable({ party, table: M1, floor: spots, combinations: COMBINATIONS }))).toBe(expected);
  });
});
