import { RESERVATION_STATUS } from '@host/domain/statuses';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas, reservations, reservationTables, tables } from '../../db/schema';

export async function areasWithTables(db: Executor, outletId: string) {
  const [areaRows, tableRows] = await Promise.all([
    db.select().from(areas).where(and(eq(areas.outletId, outletId), eq(areas.enabled, true))).orderBy(asc(areas.order), asc(areas.name)),
    db.select().from(tables).where(eq(tables.outletId, outletId)).orderBy(asc(tables.name)),
  ]);
  return areaRows.map((a) => ({ ...a, tables: tableRows.filter((t) => t.areaId === a.id) }));
}

export async function lockTable(db: Executor, id: string) {
  const [row] = await db.select().from(tables).where(eq(tables.id, id)).for('update');
  return row;
}

export async function setStatus(db: Executor, id: string, status: number) {
  const [row] = await db.update(tables).set({ status, updatedAt: new Date() }).where(eq(tables.id, id)).returning();
  return row!;
}

/** Reservations sitting at the table: SEATED, with an active hold on it. */
export async function seatedAt(db: Executor, tableId: string) {
  return db
    .select({ id: reservations.id })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(and(eq(reservationTables.tableId, tableId), eq(reservationTables.isActive, true), eq(reservations.status, RESERVATION_STATUS.SEATED)));
}
