import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockTables } from '../../lib/locks';
import { reservationTables } from '../../db/tables/reservations';

/*
 * A booking's holds on its tables (reservation_tables): what the no-overlap constraint checks. Every
 * writer locks the tables first, in one order (lib/locks.ts), so racing writers queue instead of
 * deadlocking in the exclusion check.
 */

/** The booking holds these tables over [startsAt, endsAt) (active: it counts against others), in place of what it held. */
export async function holdTables(db: Executor, reservationId: string, holds: Holds) {
  await lockTables(db, holds.tableIds);
  await db.delete(reservationTables).where(eq(reservationTables.reservationId, reservationId));
  await insertHolds(db, reservationId, holds);
}

/** A booking made in this transaction holds these tables: it holds nothing yet, so nothing is deleted (a round trip less). */
export async function holdTablesOfNewBooking(db: Executor, reservationId: string, holds: Holds) {
  await lockTables(db, holds.tableIds);
  await insertHolds(db, reservationId, holds);
}

interface Holds {
  tableIds: string[];
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
}

async function insertHolds(db: Executor, reservationId: string, { tableIds, startsAt, endsAt, isActive }: Holds) {
  if (tableIds.length)
    await db.insert(reservationTables).values(tableIds.map((tableId) => ({ reservationId, tableId, startsAt, endsAt, isActive })));
}

export async function setHoldsActive(db: Executor, reservationId: string, isActive: boolean) {
  if (isActive) await lockTables(db, await heldTableIds(db, reservationId));
  await db.update(reservationTables).set({ isActive }).where(eq(reservationTables.reservationId, reservationId));
}

export async function heldTableIds(db: Executor, reservationId: string) {
  const rows = await db
    .select({ tableId: reservationTables.tableId })
    .from(reservationTables)
    .where(eq(reservationTables.reservationId, reservationId));
  return rows.map((r) => r.tableId);
}
