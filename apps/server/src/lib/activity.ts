import type { Activity } from '@host/domain/reservations/reservation';
import type { Executor } from '../db/client';
import { placeholders, prepared } from '../db/prepared';
import { reservationActivities } from '../db/schema';
import { noteChanges } from './audit-trail';
import type { AuthContext } from './auth-context';

/** What a history line says of a booking: what was done (`action`) and from what to what (`changes`). */
export interface ActivityLine {
  reservationId: string;
  action: string;
  changes: Record<string, unknown>;
}

/**
 * A booking's history line: who did what, from what to what. Written by every module that touches a
 * booking (an edit, a status, a table change, a schedule change that affects it), read by reservations.
 */
export async function recordActivity(db: Executor, auth: AuthContext, { reservationId, ...line }: ActivityLine) {
  await insertActivity(db, { reservationId, ...activityRow(auth, line) });
}

/** A history line as stored, but for the booking it belongs to: who did it, what, and from what to what. */
export type ActivityRow = ReturnType<typeof activityRow>;

/**
 * A history line's row, its changes noted for the support audit: for recordActivity, and for a
 * statement that writes the line beside the change itself (a new booking's insert, reservations/repository.ts).
 */
export function activityRow(auth: AuthContext, { action, changes }: Omit<ActivityLine, 'reservationId'>) {
  noteChanges(auth, fieldChangesOf(action, changes));
  return { ...actorOf(auth), action, changes };
}

const ACTIVITY_COLUMNS = ['reservationId', 'actorKind', 'actorId', 'actorName', 'action', 'changes'] as const;
// Every booking change writes one: prepared (db/prepared.ts).
const insertActivity = prepared('activity_insert', (db) =>
  db.insert(reservationActivities).values(placeholders(reservationActivities, ACTIVITY_COLUMNS)),
);

/** Who a history line names: the request's actor, as reservation_activities and customer_activities keep it. */
export function actorOf(auth: AuthContext) {
  return { actorKind: auth.actor.kind, actorId: auth.actor.id, actorName: auth.actor.name };
}

/** A stored history line as the API answers it (a booking's and a guest's alike: @host/domain activitySchema). */
export function activityEntryOf(row: {
  id: string;
  action: string;
  actorKind: string;
  actorName: string | null;
  changes: Record<string, unknown>;
  createdAt: Date;
}): Activity {
  return {
    id: row.id,
    action: row.action,
    actorKind: row.actorKind,
    actorName: row.actorName,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  !!value && typeof value === 'object' && 'from' in value && 'to' in value;

/**
 * The history's from-and-to as fields, for the support audit (issue 27): an edit's fields, a
 * status's or a table move's one change. Other lines (a message sent, a refund) say no field's before.
 */
function fieldChangesOf(action: string, changes: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  if (action === 'status' || action === 'tables') return isFromTo(changes) ? { [action]: { from: changes.from, to: changes.to } } : {};
  if (action !== 'edited') return {};
  return Object.fromEntries(
    Object.entries(changes).filter((entry): entry is [string, { from: unknown; to: unknown }] => isFromTo(entry[1])),
  );
}
