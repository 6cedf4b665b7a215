import { describe, expect, it } from 'vitest';
import { englishOf } from './messages';
import { TABLE_STATUS as T, isOccupied } from './statuses';
import { areaInputSchema, canSetTableStatus, combinationInputSchema, floorPlanInputSchema, tableInputSchema } from './tables';

describe('table statuses a host sets by hand', () => {
  it.each<[string, number, boolean, boolean]>([
    ['bill for a seated party', T.BILL_REQUESTED, true, true],
    ['bill at an empty table', T.BILL_REQUESTED, false, false],
    ['back to in use after a bill', T.IN_USE, true, true],
    ['in use with nobody there', T.IN_USE, false, false],
    ['clean an empty table', T.AVAILABLE, false, true],
    ['free a table under a seated party', T.AVAILABLE, true, false],
    ['mark an empty table for cleaning', T.REQUIRES_CLEANING, false, true],
    ['block an empty table', T.BLOCKED, false, true],
    ['block a table with a party', T.BLOCKED, true, false],
    ['RESERVED follows the book', T.RESERVED, false, false],
    ['OVERSTAY follows the clock', T.OVERSTAY, true, false],
  ])('%s: %s', (_, status, seated, allowed) => {
    expect(canSetTableStatus(status, seated)).toBe(allowed);
  });
});

describe('a party sits at a table that is in use, has asked for the bill or has overstayed', () => {
  it.each<[string, number, boolean]>([
    ['free', T.AVAILABLE, false],
    ['reserved for a party due soon', T.RESERVED, false],
    ['in use', T.IN_USE, true],
    ['the bill asked for', T.BILL_REQUESTED, true],
    ['being cleaned', T.REQUIRES_CLEANING, false],
    ['blocked', T.BLOCKED, false],
    ['overstayed', T.OVERSTAY, true],
  ])('%s: %s', (_, status, occupied) => {
    expect(isOccupied(status)).toBe(occupied);
  });
});

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : englishOf(result.error!.issues[0]!.message);
const id = '7d1c0a52-8f1e-4b8e-9a51-0f6f0d3c2b11';

describe('floor inputs say what is wrong in words the web translates', () => {
  it.each<[string, () => { success: boolean; error?: { issues: Array<{ message: string }> } }, string | null]>([
    ['an area without a name', () => areaInputSchema.safeParse({ name: '  ', displayName: 'Patio' }), 'Enter a name'],
    ['a table without a name', () => tableInputSchema.safeParse({ areaId: id, name: '', maxPax: 4 }), 'Enter a name'],
    [
      'a table seating 6 to 4',
      () => tableInputSchema.safeParse({ areaId: id, name: 'T1', minPax: 6, maxPax: 4 }),
      'Minimum pax must not exceed maximum pax',
    ],
    [
      'a combination of one table',
      () => combinationInputSchema.safeParse({ name: 'Big', tableIds: [id], minPax: 2, maxPax: 8 }),
      'A combination needs at least two tables',
    ],
    ['a well-formed table', () => tableInputSchema.safeParse({ areaId: id, name: 'T1', maxPax: 4 }), null],
  ])('%s', (_, parse, message) => {
    expect(firstMessage(parse())).toBe(message);
  });

  it('a placement may carry the version it was read at', () => {
    const plan = floorPlanInputSchema.parse({ tables: [{ id, x: 10, y: 10, rotate: 0, shape: 'round', size: 1, version: 3 }] });
    expect(plan.tables[0]!.version).toBe(3);
    expect(floorPlanInputSchema.safeParse({ tables: [{ id, x: 10, y: 10, rotate: 0, shape: 'round', size: 1, version: 0 }] }).success).toBe(
      false,
    );
  });
});
