import type { CombinationInput } from './schemas';

export type CombinationProblem = 'DUPLICATE_TABLES' | 'UNKNOWN_TABLES' | 'DISABLED_TABLES' | 'MAX_PAX_OVER_SEATS' | 'SAME_TABLES_EXIST';

/**
 * Whether tables can be offered together: two or more distinct tables of the outlet, all in
 * service, seating no more than their seats added up, and not the same set as another combination.
 */
export function combinationProblems(
  input: Pick<CombinationInput, 'tableIds' | 'maxPax'>,
  tables: readonly { id: string; maxPax: number; enabled: boolean }[],
  others: readonly { id: string; tableIds: readonly string[] }[] = [],
  selfId?: string,
): CombinationProblem[] {
  const problems: CombinationProblem[] = [];
  const ids = new Set(input.tableIds);
  if (ids.size !== input.tableIds.length) problems.push('DUPLICATE_TABLES');
  const members = tables.filter((t) => ids.has(t.id));
  if (members.length !== ids.size) problems.push('UNKNOWN_TABLES');
  if (members.some((t) => !t.enabled)) problems.push('DISABLED_TABLES');
  if (input.maxPax > members.reduce((n, t) => n + t.maxPax, 0)) problems.push('MAX_PAX_OVER_SEATS');
  const key = [...ids].sort().join(',');
  if (others.some((o) => o.id !== selfId && [...new Set(o.tableIds)].sort().join(',') === key)) problems.push('SAME_TABLES_EXIST');
  return problems;
}

export const COMBINATION_PROBLEM_MESSAGES: Record<CombinationProblem, string> = {
  DUPLICATE_TABLES: 'A table appears twice in the combination',
  UNKNOWN_TABLES: 'Table is not valid',
  DISABLED_TABLES: 'A disabled table cannot be combined',
  MAX_PAX_OVER_SEATS: 'Maximum pax is more than the tables seat together',
  SAME_TABLES_EXIST: 'A combination of these tables already exists',
};
