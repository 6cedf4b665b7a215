import type { Executor } from '../db/client';
import { reservationActivities } from '../db/schema';
import type { AuthContext } from './auth-context';

/**
 * A booking's history line: who did what, from what to what. Written by every module that touches a
 * booking (an edit, a status, a table change, a schedule change that affects it), read by reservations.
 */
export async function recordActivity(db: Executor, auth: AuthContext, reservationId: string, action: string, changes: Record<string, unknown>) {
  await db.insert(reservationActivities).values({ reservationId, actorKind: auth.actor.kind, actorId: auth.actor.id, actorName: auth.actor.name, action, changes });
}
