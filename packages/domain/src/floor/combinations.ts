import type { MessageKey } from '../messages';
import type { CombinationInput } from '../tables';

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

/** Each problem's message, by its reason key in the catalogue (messages.ts). */
export const COMBINATION_PROBLEM_REASONS = {
  DUPLICATE_TABLES: 'combinationDuplicateTables',
  UNKNOWN_TABLES: 'tableNotValid',
  DISABLED_TABLES: 'combinationDisabledTables',
  MAX_PAX_OVER_SEATS: 'combinationOverSeats',
  SAME_TABLES_EXIST: 'combinationExists',
} as const satisfies Record<CombinationProblem, MessageKey>;
