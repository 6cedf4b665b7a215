import { and, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservations, reservationTables } from '../../db/tables/reservations';

/**
 * A door (docs/architecture.md, doors): what the floor may change of bookings when tables leave
 * service: their holds on those tables released, and each marked changed by the restaurant. It
 * imports no other module, so the tables module calls it without closing a circle.
 */

/** Drops future holds on tables that leave service; the bookings stay and wait for new tables. */
export async function releaseHolds(db: Executor, reservationIds: string[], tableIds: string[]) {
  if (reservationIds.length === 0 || tableIds.length === 0) return;
  await db
    .delete(reservationTables)
    .where(and(inArray(reservationTables.reservationId, reservationIds), inArray(reservationTables.tableId, tableIds)));
}

/** The bookings changed by the restaurant: every open screen and the guest's messages see a new version. */
export async function bumpReservations(db: Executor, ids: string[], at: Date) {
  if (ids.length)
    await db
      .update(reservations)
      .set({ version: sql`${reservations.version} + 1`, modifiedTimestamp: at, modifiedByRestaurant: true })
      .where(inArray(reservations.id, ids));
}
