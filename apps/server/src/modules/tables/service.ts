import type { Executor } from '../../db/client';
import * as repo from './repository';

/**
 * What other modules may ask of the floor: the tables, combinations and holds a booking is placed
 * among (availability), and who sits at a table now (seating).
 */
export async function floorForBooking(db: Executor, outletId: string, window: { combinations: boolean; from: Date; to: Date }) {
  const [areas, combinations, holds] = [
    await repo.areasWithTables(db, outletId),
    window.combinations ? await repo.combinationsOf(db, outletId) : [],
    await repo.holdsBetween(db, outletId, window.from, window.to),
  ];
  return { areas, combinations, holds };
}

/** The parties seated at these tables now (another than `exceptReservationId`). */
export async function partiesSeatedAt(db: Executor, tableIds: string[], exceptReservationId?: string) {
  return repo.seatedAt(db, tableIds, exceptReservationId);
}
