import { describe, expect, it } from 'vitest';
import { areaInputSchema, combinationInputSchema, floorPlanInputSchema, tableInputSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (result.success ? null : result.error!.issues[0]!.message);
const id = '7d1c0a52-8f1e-4b8e-9a51-0f6f0d3c2b11';

describe('floor inputs say what is wrong in words the web translates', () => {
  it.each<[string, () => { success: boolean; error?: { issues: Array<{ message: string }> } }, string | null]>([
    ['an area without a name', () => areaInputSchema.safeParse({ name: '  ', displayName: 'Patio' }), 'Enter a name'],
    ['a table without a name', () => tableInputSchema.safeParse({ areaId: id, name: '', maxPax: 4 }), 'Enter a name'],
    ['a table seating 6 to 4', () => tableInputSchema.safeParse({ areaId: id, name: 'T1', minPax: 6, maxPax: 4 }), 'Minimum pax must not exceed maximum pax'],
    ['a combination of one table', () => combinationInputSchema.safeParse({ name: 'Big', tableIds: [id], minPax: 2, maxPax: 8 }), 'A combination needs at least two tables'],
    ['a well-formed table', () => tableInputSchema.safeParse({ areaId: id, name: 'T1', maxPax: 4 }), null],
  ])('%s', (_, parse, message) => {
    expect(firstMessage(parse())).toBe(message);
  });

  it('a placement may carry the version it was read at', () => {
    const plan = floorPlanInputSchema.parse({ tables: [{ id, x: 10, y: 10, rotate: 0, shape: 'round', size: 1, version: 3 }] });
    expect(plan.tables[0]!.version).toBe(3);
    expect(floorPlanInputSchema.safeParse({ tables: [{ id, x: 10, y: 10, rotate: 0, shape: 'round', size: 1, version: 0 }] }).success).toBe(false);
  });
});
