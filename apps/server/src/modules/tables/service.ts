import type { Executor } from '../../db/client';
import * as repo from './repository';
import { seatedAt } from './held-bookings-reads';

// What other modules may ask of the floor: who sits at a table now (seating), which areas are an outlet's
// (schedules), and the state a booking's tables take with it (reservations).

/** The parties seated at these tables now (another than `exceptReservationId`). */
export async function partiesSeatedAt(db: Executor, tableIds: string[], exceptReservationId?: string) {
  return seatedAt(db, tableIds, exceptReservationId);
}

/** The outlet's live (not deleted) areas among these ids: schedules limits a service only to its own outlet's areas. */
export const liveAreaIdsAmong = repo.liveAreaIdsAmong;

/** A booking's tables change state with it: seated, in use; left, to clean (the reservations module decides). */
export const markTablesStatus = repo.markTablesStatus;
