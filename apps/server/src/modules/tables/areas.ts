import { DomainError } from '@host/domain/errors';
import type { TableChange } from '@host/domain/floor/affected';
import type { AreaInput } from '@host/domain/tables';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedDelete, VersionedSave } from '../../lib/write-params';
import * as repo from './repository';
import { bookingsTouchedBy, releaseLeavingTables } from './table-changes';
import { toArea, toAreaWithTables } from './view';

export async function listAreas(ctx: AppContext, auth: AuthContext, outletId: string, withDisabled: boolean) {
  assertOutletAccess(auth, outletId);
  return (await repo.areasWithTables(ctx.db, outletId, withDisabled)).map(toAreaWithTables);
}

export async function createArea(ctx: AppContext, auth: AuthContext, outletId: string, input: AreaInput) {
  assertOutletAccess(auth, outletId);
  const existing = await repo.areasOfOutlet(ctx.db, outletId);
  const row = await repo.insertArea(ctx.db, { outletId, ...input, order: existing.length });
  await publishChange(ctx, outletId, 'floor.changed', [row.id]);
  return toArea(row);
}

/** The area under its lock, if the session may act on its outlet; else docs/rules.md's "Area isn't in outlet". */
async function lockedArea(tx: Executor, auth: AuthContext, id: string) {
  const area = await repo.lockArea(tx, id);
  if (!area || !auth.accessibleOutletIds.has(area.outletId)) throw new DomainError('BUSINESS_RULE', 'areaNotInOutlet');
  return area;
}

type TableRow = repo.TableRow;
const asChanges = (tables: TableRow[], after: (t: TableRow) => TableChange['after']): TableChange[] =>
  tables.map((t) => ({ id: t.id, areaId: t.areaId, before: t, after: after(t) }));

export async function updateArea(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { version, input: fields, confirm }: VersionedSave<Partial<AreaInput>>,
) {
  const row = await changeVersioned(ctx, auth, {
    lock: async (tx) => {
      const area = await lockedArea(tx, auth, id);
      // Disabling an area takes its tables out of service.
      const disabling = area.enabled && fields.enabled === false;
      return { ...area, changes: disabling ? asChanges(await repo.tablesOfArea(tx, id), (t) => ({ ...t, enabled: false })) : [] };
    },
    version,
    current: toArea,
    affected: { of: (tx, area) => bookingsTouchedBy(tx, area.changes, ctx.clock.now()), confirm, action: 'tables-affected' },
    write: async (tx, area, affectedIds) => {
      await releaseLeavingTables(tx, affectedIds, area.changes, ctx.clock.now());
      return repo.updateArea(tx, id, { ...fields, version: area.version + 1, updatedAt: ctx.clock.now() });
    },
    publish: { kind: 'floor.changed', ids: () => [id] },
  });
  return toArea(row);
}

export async function deleteArea(ctx: AppContext, auth: AuthContext, id: string, { version, confirm }: VersionedDelete) {
  await changeVersioned(ctx, auth, {
    lock: async (tx) => {
      const area = await lockedArea(tx, auth, id);
      const tables = await repo.tablesOfArea(tx, id);
      return { ...area, tables, changes: asChanges(tables, (t) => ({ ...t, areaRemoved: true })) };
    },
    version,
    current: toArea,
    affected: { of: (tx, area) => bookingsTouchedBy(tx, area.changes, ctx.clock.now(), true), confirm, action: 'tables-affected' },
    write: async (tx, area, affectedIds) => {
      const now = ctx.clock.now();
      await releaseLeavingTables(tx, affectedIds, area.changes, now);
      for (const t of area.tables) await repo.updateTable(tx, t.id, { deletedAt: now, version: t.version + 1 });
      await repo.dropCombinationsWith(
        tx,
        area.tables.map((t) => t.id),
      );
      await repo.updateArea(tx, id, { deletedAt: now, version: area.version + 1 });
    },
    publish: { kind: 'floor.changed', ids: () => [id] },
  });
}

/** Each area comes with the version it was read at: an area changed since refuses the order (409). */
export async function reorderAreas(ctx: AppContext, auth: AuthContext, outletId: string, order: { id: string; version: number }[]) {
  assertOutletAccess(auth, outletId);
  if (order.length === 0) throw new DomainError('BUSINESS_RULE', 'areasNotNull');
  const areaIds = order.map((a) => a.id);
  await inTransaction(ctx, async (tx) => {
    await repo.lockAreasOfOutlet(tx, outletId);
    const known = new Map((await repo.areasOfOutlet(tx, outletId)).map((a) => [a.id, a]));
    if (areaIds.some((id) => !known.has(id))) throw new DomainError('BUSINESS_RULE', 'areaNotInOutlet');
    const stale = order.filter((a) => known.get(a.id)!.version !== a.version).map((a) => a.id);
    if (stale.length) throw new DomainError('CONFLICT', 'staleSettings', { details: { areaIds: stale } });
    await repo.setAreaOrder(tx, areaIds, ctx.clock.now());
  });
  await publishChange(ctx, outletId, 'floor.changed', areaIds);
  return listAreas(ctx, auth, outletId, true);
}
