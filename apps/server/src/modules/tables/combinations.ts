import { COMBINATION_PROBLEM_REASONS, combinationProblems } from '@host/domain/floor/combinations';
import type { CombinationInput } from '@host/domain/tables';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedEdit } from '../../lib/write-params';
import { loadOutlet } from '../outlets/service';
import * as repo from './repository';
import { toCombination } from './view';

async function assertCombinationsEnabled(db: Executor, auth: AuthContext, outletId: string) {
  const { brand } = await loadOutlet(db, auth, outletId);
  if (!brand.isEnableTableCombination) throw new DomainError('BUSINESS_RULE', 'combinationsOff');
}

export async function listCombinations(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return (await repo.combinationsOf(ctx.db, outletId)).map(toCombination);
}

/** A combination as it would be; `exceptId`: the one being edited, not counted against itself. */
interface CombinationCheck {
  input: CombinationInput;
  exceptId?: string;
}

/** docs/rules.md's combination rules against the outlet's live tables and its other combinations. */
async function assertCombinable(tx: Executor, auth: AuthContext, outletId: string, { input, exceptId }: CombinationCheck) {
  await assertCombinationsEnabled(tx, auth, outletId);
  const problems = combinationProblems(
    input,
    await repo.liveTablesOfOutlet(tx, outletId),
    await repo.combinationsOf(tx, outletId),
    exceptId,
  );
  if (problems.length) throw new DomainError('BUSINESS_RULE', COMBINATION_PROBLEM_REASONS[problems[0]!], { details: { problems } });
}

const valuesOf = (input: CombinationInput) => ({ name: input.name, minPax: input.minPax, maxPax: input.maxPax });

export async function createCombination(ctx: AppContext, auth: AuthContext, outletId: string, input: CombinationInput) {
  const row = await inTransaction(ctx, async (tx) => {
    await assertCombinable(tx, auth, outletId, { input });
    return repo.saveCombination(tx, { outletId, ...valuesOf(input) }, input.tableIds);
  });
  await publishChange(ctx, outletId, 'floor.changed', [row.id]);
  return toCombination(row);
}

/** The combination under its lock, with its tables, if the session may act on its outlet. */
async function lockedCombination(tx: Executor, auth: AuthContext, id: string) {
  const row = await repo.lockCombination(tx, id);
  if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('NOT_FOUND', 'combinationNotFound');
  const tableIds = (await repo.combinationsOf(tx, row.outletId)).find((o) => o.id === id)?.tableIds ?? [];
  return { ...row, tableIds };
}

export async function updateCombination(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input }: VersionedEdit<CombinationInput>,
) {
  const row = await changeVersioned(ctx, auth, {
    lock: (tx) => lockedCombination(tx, auth, id),
    version,
    current: (row) => toCombination(row),
    check: (tx, current) => assertCombinable(tx, auth, current.outletId, { input, exceptId: id }),
    write: (tx, current) =>
      repo.saveCombination(tx, { id, outletId: current.outletId, ...valuesOf(input), version: current.version + 1 }, input.tableIds),
    publish: { kind: 'floor.changed', ids: () => [id] },
  });
  return toCombination(row);
}

export async function deleteCombination(ctx: AppContext, auth: AuthContext, id: string, version: number) {
  await changeVersioned(ctx, auth, {
    lock: (tx) => lockedCombination(tx, auth, id),
    version,
    write: (tx) => repo.deleteCombination(tx, id),
    publish: { kind: 'floor.changed', ids: () => [id] },
  });
}
