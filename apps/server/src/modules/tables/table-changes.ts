import { affectedReasons, type AffectedReservation, type TableChange } from '@host/domain/floor/affected';
import { DomainError } from '@host/domain/errors';
import type { Executor } from '../../db/client';
import { lockTables } from '../../lib/locks';
import { seatedAt, upcomingBookingsOn } from './held-bookings-reads';
import { bumpReservations, releaseHolds } from '../reservations/holds-door';

/** The tables a change takes out of service: deleted, their area removed, or disabled. */
const leavingTables = (changes: TableChange[]) =>
  changes.filter((c) => c.after === null || c.after.areaRemoved || (c.before.enabled && !c.after.enabled)).map((c) => c.id);

/**
 * The upcoming bookings table changes touch, each with why, under the tables' locks. A table with a
 * party at it cannot leave (removing: docs/rules.md's delete message; else the seated-party one).
 */
export async function bookingsTouchedBy(tx: Executor, changes: TableChange[], now: Date, removing = false): Promise<AffectedReservation[]> {
  if (changes.length === 0) return [];
  await lockTables(
    tx,
    changes.map((c) => c.id),
  );
  const leaving = leavingTables(changes);
  if (leaving.length && (await seatedAt(tx, leaving)).length) {
    throw new DomainError('BUSINESS_RULE', removing ? 'tableInUse' : 'partySeatedHere');
  }
  const upcoming = await upcomingBookingsOn(
    tx,
    changes.map((c) => c.id),
    now,
  );
  return upcoming
    .map((booking) => ({
      id: booking.id,
      code: booking.code,
      name: booking.name,
      reservationDate: booking.reservationDate,
      reservationTime: booking.reservationTime,
      pax: booking.pax,
      tableNames: booking.tables.map((t) => t.name),
      reasons: affectedReasons(booking, changes),
    }))
    .filter((a) => a.reasons.length > 0);
}

/** Once confirmed, the affected bookings lose the tables that leave service (and their screens refresh). */
export async function releaseLeavingTables(tx: Executor, affectedIds: string[], changes: TableChange[], now: Date) {
  if (affectedIds.length === 0) return;
  await releaseHolds(tx, affectedIds, leavingTables(changes));
  await bumpReservations(tx, affectedIds, now);
}
