import { describe, expect, it } from 'vitest';
import { TABLE_STATUS as T } from '../statuses';
import { seatsParty, suggestTables, type Hold, type SuggestCombination, type SuggestTable } from './suggest';

const H = 3_600_000;
const M = 60_000;
const table = (id: string, minPax: number, maxPax: number, extra: Partial<SuggestTable> = {}): SuggestTable => ({
  id,
  name: id,
  areaId: 'main',
  minPax,
  maxPax,
  enabled: true,
  status: T.AVAILABLE,
  ...extra,
});
const TABLES = [
  table('M1', 1, 2),
  table('M2', 2, 4),
  table('M3', 2, 4),
  table('M4', 4, 6),
  table('T1', 1, 2, { areaId: 'terrace' }),
  table('T2', 1, 2, { areaId: 'terrace' }),
];
const COMBOS: SuggestCombination[] = [
  { id: 'c-m2m3', name: 'M2+M3', tableIds: ['M2', 'M3'], minPax: 5, maxPax: 8 },
  { id: 'c-t1t2', name: 'T1+T2', tableIds: ['T1', 'T2'], minPax: 3, maxPax: 4 },
];
const at = (start: number, hours = 2) => ({ startsAt: start * H, endsAt: (start + hours) * H });
const hold = (tableId: string, start: number, hours = 2, reservationId = `r-${tableId}-${start}`): Hold => ({
  tableId,
  reservationId,
  ...at(start, hours),
});
const names = (s: ReturnType<typeof suggestTables>) => s.map((x) => x.name);

describe('suggestTables: the best free table or combination, fewest wasted seats first', () => {
  it.each<[string, number, Hold[], string[]]>([
    ['a couple gets the two-tops first', 2, [], ['M1', 'T1', 'T2', 'M2', 'M3']],
    ['three guests: four-tops, then the terrace pair', 3, [], ['M2', 'M3', 'T1+T2']],
    ['four guests: exact fits first, single table before a combination', 4, [], ['M2', 'M3', 'T1+T2', 'M4']],
    ['six guests: the six-top, then the combined four-tops', 6, [], ['M4', 'M2+M3']],
    ['eight guests: only the combination', 8, [], ['M2+M3']],
    ['nine guests: nothing seats them', 9, [], []],
    ['a held member table rules out its combination', 8, [hold('M3', 19)], []],
    ['a hold that ends as the party arrives does not block', 2, [hold('M1', 17)], ['M1', 'T1', 'T2', 'M2', 'M3']],
    ['a hold that starts as the party leaves does not block', 2, [hold('M1', 21)], ['M1', 'T1', 'T2', 'M2', 'M3']],
    [
      'a hold overlapping by a minute blocks',
      2,
      [{ tableId: 'M1', reservationId: 'x', startsAt: 20.99 * H, endsAt: 23 * H }],
      ['T1', 'T2', 'M2', 'M3'],
    ],
    ['a party below a table minimum does not get it', 1, [], ['M1', 'T1', 'T2']],
  ])('%s', (_, pax, holds, expected) => {
    expect(names(suggestTables({ pax, ...at(19), now: 12 * H, tables: TABLES, combinations: COMBOS, holds, limit: 10 }))).toEqual(expected);
  });

  it('counts wasted seats and lists every member of a combination', () => {
    const [best] = suggestTables({ pax: 7, ...at(19), now: 12 * H, tables: TABLES, combinations: COMBOS, holds: [] });
    expect(best).toEqual({ kind: 'combination', id: 'c-m2m3', name: 'M2+M3', tableIds: ['M2', 'M3'], capacity: 8, wastedSeats: 1 });
  });

  it('does not let a reservation block itself when it is moved', () => {
    const holds = [hold('M1', 19, 2, 'me')];
    expect(names(suggestTables({ pax: 2, ...at(19), now: 12 * H, tables: TABLES, holds, reservationId: 'me', limit: 1 }))).toEqual(['M1']);
    expect(names(suggestTables({ pax: 2, ...at(19), now: 12 * H, tables: TABLES, holds, limit: 1 }))).toEqual(['T1']);
  });

  it.each([
    [T.AVAILABLE, true],
    [T.RESERVED, true],
    [T.IN_USE, false],
    [T.BILL_REQUESTED, false],
    [T.REQUIRES_CLEANING, false],
    [T.BLOCKED, false],
    [T.OVERSTAY, false],
  ])('seating now or within minutes: a table with status %i is offered: %s', (status, offered) => {
    const tables = [table('M1', 1, 2, { status })];
    expect(suggestTables({ pax: 2, ...at(19), now: 19 * H, tables, holds: [] }).length).toBe(offered ? 1 : 0);
    // Five minutes from now the party at it has not gone: the same answer as seating now.
    expect(suggestTables({ pax: 2, startsAt: 19 * H + 5 * M, endsAt: 21 * H, now: 19 * H, tables, holds: [] }).length).toBe(
      offered ? 1 : 0,
    );
    // Later tonight the table will be free again: its status now does not matter.
    expect(suggestTables({ pax: 2, startsAt: 19 * H + 30 * M, endsAt: 21 * H, now: 19 * H, tables, holds: [] }).length).toBe(1);
    expect(suggestTables({ pax: 2, ...at(21), now: 19 * H, tables, holds: [] }).length).toBe(1);
  });

  it('skips disabled tables and keeps to the chosen area', () => {
    const tables = [table('M1', 1, 2, { enabled: false }), ...TABLES.slice(1)];
    expect(names(suggestTables({ pax: 2, ...at(19), now: 0, tables, holds: [], areaId: 'terrace' }))).toEqual(['T1', 'T2']);
    expect(names(suggestTables({ pax: 2, ...at(19), now: 0, tables, holds: [], limit: 2 }))).toEqual(['T1', 'T2']);
  });
});

describe('seatsParty: tables seat a party when their seats add up', () => {
  it.each([
    [2, [2], true],
    [3, [2], false],
    [6, [4, 2], true],
    [7, [4, 2], false],
    [1, [], false],
  ])('%i guests at tables of %j: %s', (pax, seats, fits) => {
    expect(
      seatsParty(
        pax,
        seats.map((maxPax) => ({ maxPax })),
      ),
    ).toBe(fits);
  });
});
