import { DomainError, fieldIssue } from '@host/domain/errors';
import type { TableInput, TablePatch } from '@host/domain/tables';
import { canSetTableStatus } from '@host/domain/tables';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { lockTables } from '../../lib/locks';
import { inTransaction } from '../../lib/transaction';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedDelete, VersionedEdit, VersionedSave } from '../../lib/write-params';
import * as repo from './repository';
import { bookingsTouchedBy, releaseLeavingTables } from './table-changes';
import { toTable } from './view';
import { seatedAt } from './held-bookings-reads';

/** The area a table goes into: named, existing, and the outlet's (docs/rules.md section 8's three messages). */
async function targetArea(db: Executor, outletId: string, areaId: string | null | undefined) {
  const areas = await repo.areasOfOutlet(db, outletId);
  if (areas.length === 0) throw new DomainError('BUSINESS_RULE', 'needAreas');
  if (!areaId) throw new DomainError('BUSINESS_RULE', 'areasNotNull');
  const area = areas.find((a) => a.id === areaId);
  if (!area) throw new DomainError('BUSINESS_RULE', 'areaNotInOutlet');
  return area;
}

async function assertNameFree(db: Executor, outletId: string, name: string, exceptId?: string) {
  if (await repo.tableNamed(db, outletId, name, exceptId)) throw new DomainError('CONFLICT', 'tableNameTaken', { params: { name } });
}

export async function createTable(ctx: AppContext, auth: AuthContext, outletId: string, input: TableInput) {
  assertOutletAccess(auth, outletId);
  const row = await inTransaction(ctx, async (tx) => {
    const area = await targetArea(tx, outletId, input.areaId);
    await assertNameFree(tx, outletId, input.name);
    const siblings = await repo.tablesOfArea(tx, area.id);
    // New tables land in a free row along the top of the plan; the editor moves them.
    const x = 80 + (siblings.length % 8) * 110;
    const y = 80 + Math.floor(siblings.length / 8) * 110;
    const { areaId: _, ...fields } = input;
    return repo.insertTable(tx, {
      ...fields,
      outletId,
      areaId: area.id,
      x,
      y,
      disableDate: input.disableDate ?? null,
      statusChangedAt: ctx.clock.now(),
    });
  });
  await publishChange(ctx, outletId, 'floor.changed', [row.id]);
  return toTable(row);
}

/** The table under its lock, if the session may act on its outlet; else docs/rules.md's 'Table is not valid'. */
async function lockedTable(db: Executor, auth: AuthContext, id: string) {
  const table = await repo.lockTable(db, id);
  if (!table || !auth.accessibleOutletIds.has(table.outletId)) throw new DomainError('BUSINESS_RULE', 'tableNotValid');
  return table;
}

export async function updateTable(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input: fields, confirm }: VersionedSave<TablePatch>,
) {
  const row = await changeVersioned(ctx, auth, {
    lock: async (tx) => {
      const table = await lockedTable(tx, auth, id);
      const after = {
        enabled: fields.enabled ?? table.enabled,
        minPax: fields.minPax ?? table.minPax,
        maxPax: fields.maxPax ?? table.maxPax,
      };
      return { ...table, changes: [{ id, areaId: table.areaId, before: table, after }] };
    },
    version,
    current: toTable,
    check: async (tx, table) => {
      if (fields.areaId !== undefined) await targetArea(tx, table.outletId, fields.areaId);
      if (fields.name) await assertNameFree(tx, table.outletId, fields.name, id);
      const after = table.changes[0]!.after;
      if (after.minPax > after.maxPax)
        throw new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('body.maxPax', 'paxRange')] });
    },
    affected: { of: (tx, table) => bookingsTouchedBy(tx, table.changes, ctx.clock.now()), confirm, action: 'tables-affected' },
    write: async (tx, table, affectedIds) => {
      await releaseLeavingTables(tx, affectedIds, table.changes, ctx.clock.now());
      return repo.updateTable(tx, id, {
        ...fields,
        areaId: fields.areaId ?? table.areaId,
        version: table.version + 1,
        updatedAt: ctx.clock.now(),
      });
    },
    publish: { kind: 'floor.changed', ids: () => [id] },
  });
  return toTable(row);
}

export async function deleteTable(ctx: AppContext, auth: AuthContext, id: string, { version, confirm }: VersionedDelete) {
  await changeVersioned(ctx, auth, {
    lock: async (tx) => {
      const table = await lockedTable(tx, auth, id);
      return { ...table, changes: [{ id, areaId: table.areaId, before: table, after: null }] };
    },
    version,
    current: toTable,
    affected: { of: (tx, table) => bookingsTouchedBy(tx, table.changes, ctx.clock.now(), true), confirm, action: 'tables-affected' },
    write: async (tx, table, affectedIds) => {
      await releaseLeavingTables(tx, affectedIds, table.changes, ctx.clock.now());
      await repo.dropCombinationsWith(tx, [id]);
      await repo.updateTable(tx, id, { deletedAt: ctx.clock.now(), version: table.version + 1 });
    },
    publish: { kind: 'floor.changed', ids: () => [id] },
  });
}

/** A table's status by hand: the bill for a seated party, clean after a departure, block or free. */
export async function setTableStatus(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input: { status } }: VersionedEdit<{ status: number }>,
) {
  const table = await changeVersioned(ctx, auth, {
    // The seating lock first, as seating takes it: a status set by hand and a party sitting down queue.
    lock: async (tx) => {
      await lockTables(tx, [id]);
      return lockedTable(tx, auth, id);
    },
    version,
    current: toTable,
    check: async (tx, row) => {
      const seated = (await seatedAt(tx, [row.id])).length > 0;
      if (!canSetTableStatus(status, seated)) throw new DomainError('BUSINESS_RULE', 'statusNotValid');
    },
    write: (tx, row) => repo.setStatus(tx, row.id, status, ctx.clock.now()),
    publish: { kind: 'table.status', ids: (row) => [row.id] },
  });
  return toTable(table);
}
