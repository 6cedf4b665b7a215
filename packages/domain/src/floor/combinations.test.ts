import { describe, expect, it } from 'vitest';
import { combinationProblems } from './combinations';
import { combinationInputSchema } from '../tables';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const X = '00000000-0000-4000-8000-0000000000ff';
const TABLES = [
  { id: A, maxPax: 4, enabled: true },
  { id: B, maxPax: 4, enabled: true },
  { id: C, maxPax: 2, enabled: false },
];

describe('combination rules', () => {
  it.each<[string, string[], number, string[]]>([
    ['two tables seating up to their sum', [A, B], 8, []],
    ['fewer than their sum', [A, B], 6, []],
    ['more than their seats together', [A, B], 9, ['MAX_PAX_OVER_SEATS']],
    ['a table twice', [A, A], 4, ['DUPLICATE_TABLES']],
    ['a table of another outlet', [A, X], 4, ['UNKNOWN_TABLES']],
    ['a disabled table', [A, C], 6, ['DISABLED_TABLES']],
  ])('%s: %j seating %i', (_, tableIds, maxPax, problems) => {
    expect(combinationProblems({ tableIds, maxPax }, TABLES)).toEqual(problems);
  });

  it('refuses the same set of tables twice, in any order, but not the combination itself', () => {
    const others = [{ id: 'c1', tableIds: [B, A] }];
    expect(combinationProblems({ tableIds: [A, B], maxPax: 8 }, TABLES, others)).toEqual(['SAME_TABLES_EXIST']);
    expect(combinationProblems({ tableIds: [A, B], maxPax: 8 }, TABLES, others, 'c1')).toEqual([]);
  });

  it.each([
    [{ name: 'Long table', tableIds: [A, B], minPax: 5, maxPax: 8 }, true],
    [{ name: 'One table', tableIds: [A], minPax: 1, maxPax: 4 }, false],
    [{ name: 'Upside down', tableIds: [A, B], minPax: 8, maxPax: 5 }, false],
    [{ name: ' ', tableIds: [A, B], minPax: 5, maxPax: 8 }, false],
  ])('input %j is valid: %s', (input, valid) => {
    expect(combinationInputSchema.safeParse(input).success).toBe(valid);
  });
});
