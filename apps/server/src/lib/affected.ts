import { DomainError } from '@host/domain/errors';
import type { AffectedReservation } from '@host/domain/floor/affected';
import type { Executor } from '../db/client';
import { recordActivity } from './activity';
import type { AuthContext } from './auth-context';

/** The history line an affected booking gets, by what changed. */
export type AffectedAction = 'schedule-affected' | 'tables-affected';

/**
 * SPEC.md's blocking affected-reservation list: a change that touches upcoming bookings answers 409
 * AFFECTED_RESERVATIONS with the list until the caller confirms; confirmed, each booking gets a
 * history line saying why. Returns the affected reservation ids.
 */
export async function confirmAffected(db: Executor, auth: AuthContext, affected: AffectedReservation[], confirm: boolean, action: AffectedAction): Promise<string[]> {
  if (affected.length === 0) return [];
  if (!confirm) {
    throw new DomainError('AFFECTED_RESERVATIONS', `This change affects ${affected.length} upcoming reservation${affected.length === 1 ? '' : 's'}. Confirm to go on.`, { reservations: affected });
  }
  for (const a of affected) await recordActivity(db, auth, a.id, action, { reasons: a.reasons, ...(a.tableNames.length ? { tables: a.tableNames } : {}) });
  return affected.map((a) => a.id);
}
