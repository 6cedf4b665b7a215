import { describe, expect, it } from 'vitest';
import { affectedListSchema, affectedReasons, type TableChange } from './affected';

const M1 = { id: 'M1', minPax: 1, maxPax: 4 };
const M2 = { id: 'M2', minPax: 1, maxPax: 4 };
const change = (id: string, after: TableChange['after'], before = { enabled: true, minPax: 1, maxPax: 4 }): TableChange => ({
  id,
  areaId: 'a',
  before,
  after,
});

describe('affected reservations of table and area changes (docs/rules.md section 4)', () => {
  it.each<[string, number, (typeof M1)[], TableChange[], string[]]>([
    ['a removed table', 2, [M1], [change('M1', null)], ['TABLES_REMOVED']],
    ['a table of a removed area', 2, [M1], [change('M1', { enabled: true, minPax: 1, maxPax: 4, areaRemoved: true })], ['AREA_REMOVED']],
    ['a disabled table', 2, [M1], [change('M1', { enabled: false, minPax: 1, maxPax: 4 })], ['TABLES_DISABLED']],
    ['a table now too small for the party', 4, [M1], [change('M1', { enabled: true, minPax: 1, maxPax: 2 })], ['TABLE_PAX_CHANGED']],
    [
      'a table whose minimum is now above the party',
      2,
      [M1],
      [change('M1', { enabled: true, minPax: 3, maxPax: 4 })],
      ['TABLE_PAX_CHANGED'],
    ],
    ['a smaller table still big enough', 2, [M1], [change('M1', { enabled: true, minPax: 1, maxPax: 2 })], []],
    ['one of two tables smaller, together still enough', 6, [M1, M2], [change('M1', { enabled: true, minPax: 1, maxPax: 2 })], []],
    [
      'one of two tables smaller, together too few',
      7,
      [M1, M2],
      [change('M1', { enabled: true, minPax: 1, maxPax: 2 })],
      ['TABLE_PAX_CHANGED'],
    ],
    ['another table changed', 2, [M1], [change('M2', null)], []],
    ['a renamed table', 2, [M1], [change('M1', { enabled: true, minPax: 1, maxPax: 4 })], []],
    [
      'two tables removed and disabled',
      6,
      [M1, M2],
      [change('M1', null), change('M2', { enabled: false, minPax: 1, maxPax: 4 })],
      ['TABLES_REMOVED', 'TABLES_DISABLED'],
    ],
  ])('%s', (_, pax, tables, changes, reasons) => {
    expect(affectedReasons({ pax, tables }, changes)).toEqual(reasons);
  });

  it('a blocking list has at least one entry, each with at least one reason (docs/rules.md section 5)', () => {
    const entry = {
      id: 'r',
      code: 'ABC',
      name: 'Tan',
      reservationDate: '2026-03-31',
      reservationTime: '19:00:00',
      pax: 2,
      tableNames: ['M1'],
      reasons: ['TABLES_REMOVED'],
    };
    expect(affectedListSchema.safeParse([entry]).success).toBe(true);
    expect(affectedListSchema.safeParse([{ ...entry, reasons: [] }]).success).toBe(false);
    expect(affectedListSchema.safeParse([]).success).toBe(false);
  });
});
