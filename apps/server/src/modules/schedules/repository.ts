import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockOutDays, serviceTimingAreas, serviceTimings } from '../../db/tables/schedules';

export type TimingRow = typeof serviceTimings.$inferSelect;
export type BlockOutRow = typeof blockOutDays.$inferSelect;

export async function lockTiming(db: Executor, id: string) {
  const [row] = await db.select().from(serviceTimings).where(eq(serviceTimings.id, id)).for('update');
  if (!row) return undefined;
  const areas = await db.select().from(serviceTimingAreas).where(eq(serviceTimingAreas.serviceTimingId, id));
  return { ...row, areaIds: areas.map((a) => a.areaId) };
}

export async function saveTiming(db: Executor, values: typeof serviceTimings.$inferInsert & { id?: string }, areaIds: string[]) {
  const [row] = values.id
    ? await db.update(serviceTimings).set(values).where(eq(serviceTimings.id, values.id)).returning()
    : await db.insert(serviceTimings).values(values).returning();
  await db.delete(serviceTimingAreas).where(eq(serviceTimingAreas.serviceTimingId, row!.id));
  if (areaIds.length) await db.insert(serviceTimingAreas).values(areaIds.map((areaId) => ({ serviceTimingId: row!.id, areaId })));
  return { ...row!, areaIds };
}

export async function deleteTiming(db: Executor, id: string) {
  await db.delete(serviceTimings).where(eq(serviceTimings.id, id));
}

/** The special days (own hours, not closed) of the outlet on this date or the evening before (which may run past midnight into it). */
export async function openSpecialDaysNear(db: Executor, outletId: string, date: string) {
  return db
    .select()
    .from(serviceTimings)
    .where(
      and(
        eq(serviceTimings.outletId, outletId),
        eq(serviceTimings.isRecurring, false),
        eq(serviceTimings.isClosed, false),
        sql`(${date}::date = any(${serviceTimings.specificDates}) or ${date}::date - 1 = any(${serviceTimings.specificDates}))`,
      ),
    );
}

/** The block-outs of the outlet on any of these dates. */
export async function blockOutsOn(db: Executor, outletId: string, dates: readonly string[]) {
  if (!dates.length) return [];
  return db
    .select()
    .from(blockOutDays)
    .where(and(eq(blockOutDays.outletId, outletId), inArray(blockOutDays.date, [...dates])));
}

export async function blockOutsOf(db: Executor, outletId: string) {
  return db.select().from(blockOutDays).where(eq(blockOutDays.outletId, outletId)).orderBy(asc(blockOutDays.date));
}

export async function lockBlockOut(db: Executor, id: string) {
  const [row] = await db.select().from(blockOutDays).where(eq(blockOutDays.id, id)).for('update');
  return row;
}

export async function blockOutOn(db: Executor, outletId: string, date: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(blockOutDays)
    .where(and(eq(blockOutDays.outletId, outletId), eq(blockOutDays.date, date), exceptId ? ne(blockOutDays.id, exceptId) : undefined));
  return row;
}

export async function saveBlockOut(db: Executor, values: typeof blockOutDays.$inferInsert & { id?: string }) {
  const [row] = values.id
    ? await db.update(blockOutDays).set(values).where(eq(blockOutDays.id, values.id)).returning()
    : await db.insert(blockOutDays).values(values).returning();
  return row!;
}

export async function deleteBlockOut(db: Executor, id: string) {
  await db.delete(blockOutDays).where(eq(blockOutDays.id, id));
}

/** An outlet's service timings, each with the areas it is limited to. */
export async function timingsOf(db: Executor, outletId: string) {
  const rows = await db.select().from(serviceTimings).where(eq(serviceTimings.outletId, outletId));
  const areas = rows.length
    ? await db
        .select()
        .from(serviceTimingAreas)
        .where(
          inArray(
            serviceTimingAreas.serviceTimingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, areaIds: areas.filter((a) => a.serviceTimingId === r.id).map((a) => a.areaId) }));
}

/** Whether the outlet has a special day on the date, with its own hours or closed. */
export async function hasSpecialDayOn(db: Executor, outletId: string, date: string) {
  const [found] = await db
    .select({ id: serviceTimings.id })
    .from(serviceTimings)
    .where(
      and(
        eq(serviceTimings.outletId, outletId),
        eq(serviceTimings.isRecurring, false),
        sql`${date}::date = any(${serviceTimings.specificDates})`,
      ),
    )
    .limit(1);
  return Boolean(found);
}
