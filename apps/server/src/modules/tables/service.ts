import type { Executor } from '../../db/client';
import * as repo from './repository';

/** What other modules may ask of the floor: who sits at a table now (seating). */
/** The parties seated at these tables now (another than `exceptReservationId`). */
export async function partiesSeatedAt(db: Executor, tableIds: string[], exceptReservationId?: string) {
  return repo.seatedAt(db, tableIds, exceptReservationId);
}
