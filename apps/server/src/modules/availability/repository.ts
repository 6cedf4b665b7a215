import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockOutDays, reservations } from '../../db/schema';

export async function blockOutsBetween(db: Executor, outletId: string, from: string, to: string) {
  return db
    .select()
    .from(blockOutDays)
    .where(and(eq(blockOutDays.outletId, outletId), between(blockOutDays.date, from, to)));
}

/** Active bookings' slots (local date and time) and covers, for pacing. */
export async function bookedSlotsBetween(db: Executor, outletId: string, from: string, to: string) {
  return db
    .select({
      id: reservations.id,
      date: reservations.reservationDate,
      time: reservations.reservationTime,
      pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`.mapWith(Number),
    })
    .from(reservations)
    .where(and(eq(reservations.outletId, outletId), between(reservations.reservationDate, from, to), inArray(reservations.status, [...ACTIVE_STATUSES]), eq(reservations.isWalkIn, false)));
}
