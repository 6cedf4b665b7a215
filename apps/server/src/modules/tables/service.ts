import { affectedReasons, type AffectedReservation, type TableChange } from '@host/domain/floor/affected';
import { COMBINATION_PROBLEM_MESSAGES, combinationProblems } from '@host/domain/floor/combinations';
import type { AreaInput, Block, CombinationInput, TableInput, TablePatch, TablePlacement } from '@host/domain/floor/schemas';
import { suggestTables } from '@host/domain/floor/suggest';
import { DomainError } from '@host/domain/errors';
import { canSetTableStatus } from '@host/domain/tables';
import { instantOf, localDateOf, localTimeOf } from '@host/domain/time';
import type { Executor } from '../../db/client';
import { assertOutletAccess } from '../../lib/authenticate';
import { assertVersion } from '../../lib/write-params';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../auth/service';
import * as reservationsRepo from '../reservations/repository';
import { confirmAffected, inTransaction, loadOutlet, publishChange } from '../reservations/shared';
import * as repo from './repository';
import { toArea, toAreaWithTables, toCombination, toTable } from './view';

/** SPEC.md section 8: a table with a party at it cannot leave the floor. */
export const TABLE_IN_USE = 'Tables in use cannot be deleted. Undeploy them from the floor plan first (depart or move the party).';

type Confirm = { confirm: boolean };

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

/** The area, if the session may act on its outlet; else SPEC.md's "Area isn't in outlet". */
async function areaOf(db: Executor, auth: AuthContext, id: string, lock = false) {
  const area = lock ? await repo.lockArea(db, id) : await repo.findArea(db, id);
  if (!area || !auth.accessibleOutletIds.has(area.outletId)) throw new DomainError('BUSINESS_RULE', "Area isn't in outlet");
  return area;
}

export async function updateArea(ctx: AppContext, auth: AuthContext, id: string, version: number, input: Partial<AreaInput> & Confirm) {
  const { confirm, ...fields } = input;
  const result = await inTransaction(ctx, async (tx) => {
    const area = await areaOf(tx, auth, id, true);
    assertVersion(area, version, toArea(area));
    const disabling = area.enabled && fields.enabled === false;
    const tables = disabling ? await repo.tablesOfArea(tx, id) : [];
    const affected = await applyTableChanges(
      ctx,
      tx,
      auth,
      tables.map((t) => ({ id: t.id, areaId: t.areaId, before: t, after: { ...t, enabled: false } })),
      confirm,
    );
    const row = await repo.updateArea(tx, id, { ...fields, version: area.version + 1, updatedAt: ctx.clock.now() });
    return { row, affected };
  });
  await publishChange(ctx, result.row.outletId, 'floor.changed', [id, ...result.affected]);
  return toArea(result.row);
}

export async function deleteArea(ctx: AppContext, auth: AuthContext, id: string, version: number, confirm: boolean) {
  const result = await inTransaction(ctx, async (tx) => {
    const area = await areaOf(tx, auth, id, true);
    assertVersion(area, version, toArea(area));
    const tables = await repo.tablesOfArea(tx, id);
    const affected = await applyTableChanges(
      ctx,
      tx,
      auth,
      tables.map((t) => ({ id: t.id, areaId: t.areaId, before: t, after: { ...t, areaRemoved: true } })),
      confirm,
      true,
    );
    const now = ctx.clock.now();
    for (const t of tables) await repo.updateTable(tx, t.id, { deletedAt: now, version: t.version + 1 });
    await repo.dropCombinationsWith(
      tx,
      tables.map((t) => t.id),
    );
    await repo.updateArea(tx, id, { deletedAt: now, version: area.version + 1 });
    return { outletId: area.outletId, affected };
  });
  await publishChange(ctx, result.outletId, 'floor.changed', [id, ...result.affected]);
}

/** Each area comes with the version it was read at: an area changed since refuses the order (409). */
export async function reorderAreas(ctx: AppContext, auth: AuthContext, outletId: string, order: { id: string; version: number }[]) {
  assertOutletAccess(auth, outletId);
  if (order.length === 0) throw new DomainError('BUSINESS_RULE', 'Areas not null');
  const areaIds = order.map((a) => a.id);
  await inTransaction(ctx, async (tx) => {
    await repo.lockAreasOfOutlet(tx, outletId);
    const known = new Map((await repo.areasOfOutlet(tx, outletId)).map((a) => [a.id, a]));
    if (areaIds.some((id) => !known.has(id))) throw new DomainError('BUSINESS_RULE', "Area isn't in outlet");
    const stale = order.filter((a) => known.get(a.id)!.version !== a.version).map((a) => a.id);
    if (stale.length) throw new DomainError('CONFLICT', 'Someone else changed this first. Review their change and try again.', { areaIds: stale });
    await repo.setAreaOrder(tx, areaIds, ctx.clock.now());
  });
  await publishChange(ctx, outletId, 'floor.changed', areaIds);
  return listAreas(ctx, auth, outletId, true);
}

/** The area a table goes into: named, existing, and the outlet's (SPEC.md section 8's three messages). */
async function targetArea(db: Executor, outletId: string, areaId: string | null | undefined) {
  const areas = await repo.areasOfOutlet(db, outletId);
  if (areas.length === 0) throw new DomainError('BUSINESS_RULE', 'You need setting areas first');
  if (!areaId) throw new DomainError('BUSINESS_RULE', 'Areas not null');
  const area = areas.find((a) => a.id === areaId);
  if (!area) throw new DomainError('BUSINESS_RULE', "Area isn't in outlet");
  return area;
}

async function assertNameFree(db: Executor, outletId: string, name: string, exceptId?: string) {
  if (await repo.tableNamed(db, outletId, name, exceptId)) throw new DomainError('CONFLICT', `A table named ${name} already exists in this outlet.`);
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
    return repo.insertTable(tx, { ...fields, outletId, areaId: area.id, x, y, disableDate: input.disableDate ?? null, statusChangedAt: ctx.clock.now() });
  });
  await publishChange(ctx, outletId, 'floor.changed', [row.id]);
  return toTable(row);
}

async function tableOf(db: Executor, auth: AuthContext, id: string) {
  const table = await repo.lockTable(db, id);
  if (!table || !auth.accessibleOutletIds.has(table.outletId)) throw new DomainError('BUSINESS_RULE', 'Table is not valid');
  return table;
}

export async function updateTable(ctx: AppContext, auth: AuthContext, id: string, version: number, input: TablePatch & Confirm) {
  const { confirm, ...fields } = input;
  const result = await inTransaction(ctx, async (tx) => {
    const table = await tableOf(tx, auth, id);
    assertVersion(table, version, toTable(table));
    if (fields.areaId !== undefined) await targetArea(tx, table.outletId, fields.areaId);
    if (fields.name) await assertNameFree(tx, table.outletId, fields.name, id);
    const after = { enabled: fields.enabled ?? table.enabled, minPax: fields.minPax ?? table.minPax, maxPax: fields.maxPax ?? table.maxPax };
    if (after.minPax > after.maxPax) throw new DomainError('BAD_REQUEST', 'Data is not valid', [{ field: 'body.maxPax', message: 'Minimum pax must not exceed maximum pax' }]);
    const affected = await applyTableChanges(ctx, tx, auth, [{ id, areaId: table.areaId, before: table, after }], confirm);
    const row = await repo.updateTable(tx, id, { ...fields, areaId: fields.areaId ?? table.areaId, version: table.version + 1, updatedAt: ctx.clock.now() });
    return { row, affected };
  });
  await publishChange(ctx, result.row.outletId, 'floor.changed', [id, ...result.affected]);
  return toTable(result.row);
}

export async function deleteTable(ctx: AppContext, auth: AuthContext, id: string, version: number, confirm: boolean) {
  const result = await inTransaction(ctx, async (tx) => {
    const table = await tableOf(tx, auth, id);
    assertVersion(table, version, toTable(table));
    const affected = await applyTableChanges(ctx, tx, auth, [{ id, areaId: table.areaId, before: table, after: null }], confirm, true);
    await repo.dropCombinationsWith(tx, [id]);
    await repo.updateTable(tx, id, { deletedAt: ctx.clock.now(), version: table.version + 1 });
    return { outletId: table.outletId, affected };
  });
  await publishChange(ctx, result.outletId, 'floor.changed', [id, ...result.affected]);
}

/**
 * Applies table changes to the book: a table with a party at it cannot leave; upcoming bookings the
 * change touches are listed (409 AFFECTED_RESERVATIONS) until the caller confirms, then lose the
 * tables that leave service, with a history line each. Returns the affected reservation ids.
 */
async function applyTableChanges(ctx: AppContext, tx: Executor, auth: AuthContext, changes: TableChange[], confirm: boolean, removing = false): Promise<string[]> {
  if (changes.length === 0) return [];
  const leaving = changes.filter((c) => c.after === null || c.after.areaRemoved || (c.before.enabled && !c.after.enabled)).map((c) => c.id);
  await reservationsRepo.lockTables(
    tx,
    changes.map((c) => c.id),
  );
  if (leaving.length && (await repo.seatedAt(tx, leaving)).length) {
    throw new DomainError('BUSINESS_RULE', removing ? TABLE_IN_USE : 'A party is seated at this table: depart or move it first.');
  }
  const now = ctx.clock.now();
  const affected: AffectedReservation[] = [];
  for (const booking of await repo.upcomingBookingsOn(
    tx,
    changes.map((c) => c.id),
    now,
  )) {
    const reasons = affectedReasons(booking, changes);
    if (reasons.length)
      affected.push({
        id: booking.id,
        code: booking.code,
        name: booking.name,
        reservationDate: booking.reservationDate,
        reservationTime: booking.reservationTime,
        pax: booking.pax,
        tableNames: booking.tables.map((t) => t.name),
        reasons,
      });
  }
  const ids = await confirmAffected(tx, auth, affected, confirm, 'tables-affected');
  await repo.releaseHolds(tx, ids, leaving);
  await repo.bumpReservations(tx, ids, now);
  return ids;
}

export async function saveFloorPlan(ctx: AppContext, auth: AuthContext, outletId: string, placements: TablePlacement[]) {
  assertOutletAccess(auth, outletId);
  await inTransaction(ctx, async (tx) => {
    const current = new Map(
      (
        await repo.lockTablesOfOutlet(
          tx,
          outletId,
          placements.map((p) => p.id),
        )
      ).map((t) => [t.id, t]),
    );
    if (placements.some((p) => !current.has(p.id))) throw new DomainError('BUSINESS_RULE', 'Table is not valid');
    // A table another manager moved or edited after this plan was read keeps their change.
    const stale = placements.filter((p) => p.version !== current.get(p.id)!.version).map((p) => p.id);
    if (stale.length) throw new DomainError('CONFLICT', 'Someone else changed this first. Review their change and try again.', { tableIds: stale });
    const now = ctx.clock.now();
    for (const { id, version: _read, ...place } of placements) await repo.updateTable(tx, id, { ...place, version: current.get(id)!.version + 1, updatedAt: now });
  });
  await publishChange(
    ctx,
    outletId,
    'floor.changed',
    placements.map((p) => p.id),
  );
  return listAreas(ctx, auth, outletId, true);
}

/** The outlet's floor settings, written on the outlet's version (as its booking settings are). */
export async function saveFloorSettings(ctx: AppContext, auth: AuthContext, outletId: string, version: number, settings: { tableCleaningMinutes: number }) {
  assertOutletAccess(auth, outletId);
  const saved = await inTransaction(ctx, async (tx) => {
    const outlet = await repo.lockOutlet(tx, outletId);
    if (!outlet) throw new DomainError('NOT_FOUND', 'Outlet not found');
    assertVersion(outlet, version, { version: outlet.version, tableCleaningMinutes: outlet.tableCleaningMinutes });
    return repo.updateOutletFloorSettings(tx, outletId, settings, ctx.clock.now());
  });
  await publishChange(ctx, outletId, 'floor.changed', []);
  return saved;
}

/** A table's status by hand: the bill for a seated party, clean after a departure, block or free. */
export async function setTableStatus(ctx: AppContext, auth: AuthContext, id: string, version: number, status: number) {
  const table = await inTransaction(ctx, async (tx) => {
    await reservationsRepo.lockTables(tx, [id]);
    const row = await tableOf(tx, auth, id);
    assertVersion(row, version, toTable(row));
    const seated = (await repo.seatedAt(tx, [id])).length > 0;
    if (!canSetTableStatus(status, seated)) throw new DomainError('BUSINESS_RULE', 'Status is not valid');
    return repo.setStatus(tx, row.id, status, ctx.clock.now());
  });
  await publishChange(ctx, table.outletId, 'table.status', [table.id]);
  return toTable(table);
}

async function assertCombinationsEnabled(db: Executor, auth: AuthContext, outletId: string) {
  const { brand } = await loadOutlet(db, auth, outletId);
  if (!brand.isEnableTableCombination) throw new DomainError('BUSINESS_RULE', 'Table combination is not enabled for this brand');
}

export async function listCombinations(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return (await repo.combinationsOf(ctx.db, outletId)).map(toCombination);
}

export async function saveCombination(ctx: AppContext, auth: AuthContext, outletId: string, input: CombinationInput, existing?: { id: string; version: number }) {
  const row = await inTransaction(ctx, async (tx) => {
    await assertCombinationsEnabled(tx, auth, outletId);
    const tables = await repo.liveTablesOfOutlet(tx, outletId);
    const others = await repo.combinationsOf(tx, outletId);
    const problems = combinationProblems(input, tables, others, existing?.id);
    if (problems.length) throw new DomainError('BUSINESS_RULE', COMBINATION_PROBLEM_MESSAGES[problems[0]!], { problems });
    if (existing) {
      const current = await repo.lockCombination(tx, existing.id);
      if (!current || current.outletId !== outletId) throw new DomainError('NOT_FOUND', 'Combination not found');
      assertVersion(current, existing.version, toCombination({ ...current, tableIds: others.find((o) => o.id === current.id)?.tableIds ?? [] }));
      return repo.saveCombination(tx, { id: existing.id, outletId, name: input.name, minPax: input.minPax, maxPax: input.maxPax, version: current.version + 1 }, input.tableIds);
    }
    return repo.saveCombination(tx, { outletId, name: input.name, minPax: input.minPax, maxPax: input.maxPax }, input.tableIds);
  });
  await publishChange(ctx, outletId, 'floor.changed', [row.id]);
  return toCombination(row);
}

export async function combinationOutlet(ctx: AppContext, auth: AuthContext, id: string) {
  const row = await repo.lockCombination(ctx.db, id);
  if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('NOT_FOUND', 'Combination not found');
  return row.outletId;
}

export async function deleteCombination(ctx: AppContext, auth: AuthContext, id: string, version: number) {
  const outletId = await inTransaction(ctx, async (tx) => {
    const row = await repo.lockCombination(tx, id);
    if (!row || !auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('NOT_FOUND', 'Combination not found');
    assertVersion(row, version);
    await repo.deleteCombination(tx, id);
    return row.outletId;
  });
  await publishChange(ctx, outletId, 'floor.changed', [id]);
}

/** The best free tables or combinations for a party at a date and time (fewest wasted seats first). */
export async function suggest(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  input: { date?: string; time?: string; pax: number; diningInterval?: number; reservationId?: string; areaId?: string; limit: number },
) {
  const { outlet, brand } = await loadOutlet(ctx.db, auth, outletId);
  const now = ctx.clock.now();
  const query = { ...input, date: input.date ?? localDateOf(now, brand.timezone), time: input.time ?? localTimeOf(now, brand.timezone) };
  const startsAt = input.date && input.time ? instantOf(query.date, query.time, brand.timezone) : now;
  const endsAt = new Date(startsAt.getTime() + (query.diningInterval ?? outlet.reservationDiningInterval) * 1000);
  const areas = await repo.areasWithTables(ctx.db, outletId);
  const combinations = brand.isEnableTableCombination ? await repo.combinationsOf(ctx.db, outletId) : [];
  const holds = await repo.holdsBetween(ctx.db, outletId, startsAt, endsAt);
  return suggestTables({
    pax: query.pax,
    startsAt: startsAt.getTime(),
    endsAt: endsAt.getTime(),
    now: now.getTime(),
    // Out of service for this booking: the table's disable date, or an area or table block over the time.
    tables: areas.flatMap((a) =>
      a.tables.map((t) => ({
        ...t,
        enabled: t.enabled && t.disableDate !== query.date && !blockedAt([...(a.areaBlocks as Block[]), ...(t.tableBlocks as Block[])], query.date, query.time, endsAt, startsAt),
      })),
    ),
    combinations,
    holds: holds.map((h) => ({ ...h, startsAt: h.startsAt.getTime(), endsAt: h.endsAt.getTime() })),
    reservationId: query.reservationId,
    areaId: query.areaId,
    limit: query.limit,
  });
}

/** Whether a block (a local date with start and end times) overlaps a booking starting at `time` on `date`. */
function blockedAt(blocks: Block[], date: string, time: string, endsAt: Date, startsAt: Date): boolean {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = minutes(time);
  const end = start + (endsAt.getTime() - startsAt.getTime()) / 60_000;
  return blocks.some((b) => b.date === date && minutes(b.startTime) < end && start < minutes(b.endTime));
}
