import { DomainError } from '@host/domain/errors';
import type { AffectedReason, AffectedReservation } from '@host/domain/floor/affected';
import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { reservationTables, reservations, tables } from '../db/schema';
import { recordActivity } from './activity';
import type { AuthContext } from './auth-context';

/** The history line an affected booking gets, by what changed. */
export type AffectedAction = 'schedule-affected' | 'tables-affected';

/**
 * docs/rules.md's blocking affected-reservation list: a change that touches upcoming bookings answers 409
 * AFFECTED_RESERVATIONS with the list until the caller confirms; confirmed, each booking gets a
 * history line saying why. Returns the affected reservation ids.
 */
export async function confirmAffected(
  db: Executor,
  auth: AuthContext,
  affected: AffectedReservation[],
  { confirm, action }: { confirm: boolean; action: AffectedAction },
): Promise<string[]> {
  if (affected.length === 0) return [];
  if (!confirm) {
    throw new DomainError('AFFECTED_RESERVATIONS', 'affectedReservations', {
      params: { count: affected.length },
      details: { reservations: affected },
    });
  }
  for (const a of affected)
    await recordActivity(db, auth, {
      reservationId: a.id,
      action,
      changes: { reasons: a.reasons, ...(a.tableNames.length ? { tables: a.tableNames } : {}) },
    });
  return affected.map((a) => a.id);
}

/** Active bookings still to come: of one service, or on one date. */
export async function upcomingBookings(db: Executor, where: { outletId: string; after: Date; serviceTimingId?: string; date?: string }) {
  return db
    .select({
      id: reservations.id,
      code: reservations.code,
      date: reservations.reservationDate,
      time: reservations.reservationTime,
      firstName: reservations.customerFirstName,
      lastName: reservations.customerLastName,
      pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`.mapWith(Number),
      ticketId: reservations.ticketId,
      createdAt: reservations.createdTimestamp,
      areaIds: sql<string[]>`coalesce((
        select array_agg(distinct ${tables.areaId}) from ${reservationTables} join ${tables} on ${tables.id} = ${reservationTables.tableId}
        where ${reservationTables.reservationId} = ${reservations.id} and ${reservationTables.isActive}
      ), '{}')`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.outletId, where.outletId),
        gt(reservations.startsAt, where.after),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        where.serviceTimingId ? eq(reservations.serviceTimingId, where.serviceTimingId) : undefined,
        where.date ? eq(reservations.reservationDate, where.date) : undefined,
      ),
    )
    .orderBy(asc(reservations.startsAt));
}

/** The upcoming bookings a schedule change strands, each with why (none: not affected). */
export type UpcomingBooking = Awaited<ReturnType<typeof upcomingBookings>>[number];
export function strandedBookings(bookings: UpcomingBooking[], reasonsOf: (b: UpcomingBooking) => AffectedReason[]): AffectedReservation[] {
  return bookings
    .map((b) => ({
      id: b.id,
      code: b.code,
      name: [b.firstName, b.lastName].filter(Boolean).join(' '),
      reservationDate: b.date,
      reservationTime: b.time,
      pax: b.pax,
      tableNames: [],
      reasons: reasonsOf(b),
    }))
    .filter((a) => a.reasons.length > 0);
}

/** Upcoming bookings whose party falls outside new party-size limits (an outlet's booking settings). */
export async function bookingsOutsidePartySize(db: Executor, where: { outletId: string; after: Date; min: number; max: number }) {
  const upcoming = await upcomingBookings(db, { outletId: where.outletId, after: where.after });
  return strandedBookings(upcoming, (b) => (b.pax < where.min || b.pax > where.max ? ['PARTY_SIZE_LIMITS'] : []));
}
