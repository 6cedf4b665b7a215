import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas, tableCombinationMembers, tableCombinations, tables } from '../../db/tables/tables';

export type AreaRow = typeof areas.$inferSelect;
export type TableRow = typeof tables.$inferSelect;

const liveArea = (outletId: string) => and(eq(areas.outletId, outletId), isNull(areas.deletedAt));

/** The outlet's areas in order, each with its tables; `withDisabled` for settings. */
export async function areasWithTables(db: Executor, outletId: string, withDisabled = false) {
  const areaRows = await db
    .select()
    .from(areas)
    .where(withDisabled ? liveArea(outletId) : and(liveArea(outletId), eq(areas.enabled, true)))
    .orderBy(asc(areas.order), asc(areas.name));
  const tableRows = await db
    .select()
    .from(tables)
    .where(and(eq(tables.outletId, outletId), isNull(tables.deletedAt)))
    .orderBy(asc(tables.name));
  return areaRows.map((a) => ({ ...a, tables: tableRows.filter((t) => t.areaId === a.id && (withDisabled || t.enabled)) }));
}

export async function lockArea(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(areas)
    .where(and(eq(areas.id, id), isNull(areas.deletedAt)))
    .for('update');
  return row;
}

export async function lockAreasOfOutlet(db: Executor, outletId: string) {
  await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.outletId, outletId), isNull(areas.deletedAt)))
    .orderBy(asc(areas.id))
    .for('update');
}

export async function areasOfOutlet(db: Executor, outletId: string) {
  return db.select().from(areas).where(liveArea(outletId));
}

/** The outlet's live areas among these ids: schedules checks a service's areas belong to its outlet. */
export async function liveAreaIdsAmong(db: Executor, outletId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.outletId, outletId), inArray(areas.id, ids), isNull(areas.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function insertArea(db: Executor, values: typeof areas.$inferInsert) {
  const [row] = await db.insert(areas).values(values).returning();
  return row!;
}

export async function updateArea(db: Executor, id: string, values: Partial<typeof areas.$inferInsert>) {
  const [row] = await db.update(areas).set(values).where(eq(areas.id, id)).returning();
  return row!;
}

export async function setAreaOrder(db: Executor, areaIds: string[], at: Date) {
  for (const [order, id] of areaIds.entries())
    await db
      .update(areas)
      .set({ order, version: sql`${areas.version} + 1`, updatedAt: at })
      .where(eq(areas.id, id));
}

export async function tablesOfArea(db: Executor, areaId: string) {
  return db
    .select()
    .from(tables)
    .where(and(eq(tables.areaId, areaId), isNull(tables.deletedAt)));
}

export async function liveTablesOfOutlet(db: Executor, outletId: string) {
  return db
    .select()
    .from(tables)
    .where(and(eq(tables.outletId, outletId), isNull(tables.deletedAt)));
}

/** The outlet's tables among these ids, locked for a change (in id order, so two savers queue). */
export async function lockTablesOfOutlet(db: Executor, outletId: string, ids: string[]) {
  return db
    .select()
    .from(tables)
    .where(and(eq(tables.outletId, outletId), inArray(tables.id, ids), isNull(tables.deletedAt)))
    .orderBy(asc(tables.id))
    .for('update');
}

export async function lockTable(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(tables)
    .where(and(eq(tables.id, id), isNull(tables.deletedAt)))
    .for('update');
  return row;
}

export async function tableNamed(db: Executor, outletId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: tables.id })
    .from(tables)
    .where(
      and(
        eq(tables.outletId, outletId),
        isNull(tables.deletedAt),
        sql`lower(${tables.name}) = lower(${name})`,
        exceptId ? ne(tables.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function insertTable(db: Executor, values: typeof tables.$inferInsert) {
  const [row] = await db.insert(tables).values(values).returning();
  return row!;
}

export async function updateTable(db: Executor, id: string, values: Partial<typeof tables.$inferInsert>) {
  const [row] = await db.update(tables).set(values).where(eq(tables.id, id)).returning();
  return row!;
}

export async function setStatus(db: Executor, id: string, status: number, at: Date) {
  const [row] = await db
    .update(tables)
    .set({ status, statusChangedAt: at, updatedAt: at, version: sql`${tables.version} + 1` })
    .where(eq(tables.id, id))
    .returning();
  return row!;
}

export async function combinationsOf(db: Executor, outletId: string) {
  const rows = await db
    .select()
    .from(tableCombinations)
    .where(eq(tableCombinations.outletId, outletId))
    .orderBy(asc(tableCombinations.name));
  const members = rows.length
    ? await db
        .select()
        .from(tableCombinationMembers)
        .where(
          inArray(
            tableCombinationMembers.combinationId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, tableIds: members.filter((m) => m.combinationId === r.id).map((m) => m.tableId) }));
}

export async function lockCombination(db: Executor, id: string) {
  const [row] = await db.select().from(tableCombinations).where(eq(tableCombinations.id, id)).for('update');
  return row;
}

export async function saveCombination(
  db: Executor,
  values: { id?: string; outletId: string; name: string; minPax: number; maxPax: number; version?: number },
  tableIds: string[],
) {
  const [row] = values.id
    ? await db
        .update(tableCombinations)
        .set({ name: values.name, minPax: values.minPax, maxPax: values.maxPax, version: values.version })
        .where(eq(tableCombinations.id, values.id))
        .returning()
    : await db.insert(tableCombinations).values(values).returning();
  await db.delete(tableCombinationMembers).where(eq(tableCombinationMembers.combinationId, row!.id));
  await db.insert(tableCombinationMembers).values(tableIds.map((tableId) => ({ combinationId: row!.id, tableId })));
  return { ...row!, tableIds };
}

export async function deleteCombination(db: Executor, id: string) {
  await db.delete(tableCombinations).where(eq(tableCombinations.id, id));
}

/** Combinations that count a table among their members: they go when the table goes. */
export async function dropCombinationsWith(db: Executor, tableIds: string[]) {
  if (tableIds.length === 0) return;
  const ids = db
    .select({ id: tableCombinationMembers.combinationId })
    .from(tableCombinationMembers)
    .where(inArray(tableCombinationMembers.tableId, tableIds));
  await db.delete(tableCombinations).where(inArray(tableCombinations.id, ids));
}

/** Tables change state with their bookings (seated: in use; left: to clean), as the reservations module decides. */
export async function markTablesStatus(db: Executor, tableIds: string[], status: number, at: Date) {
  if (tableIds.length) await db.update(tables).set({ status, statusChangedAt: at, updatedAt: at }).where(inArray(tables.id, tableIds));
}
