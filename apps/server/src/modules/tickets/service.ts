import type { Executor } from '../../db/client';
import * as repo from './repository';

/** The active tickets of a brand, in their order: what a service timing or a booking may name. */
export async function activeTickets(db: Executor, brandId: string) {
  return repo.activeTickets(db, brandId);
}
