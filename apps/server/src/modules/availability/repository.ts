import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockOutDays, reservations, serviceTimingAreas, serviceTimings } from '../../db/schema';

export async function timingsOf(db: Executor, outletId: string) {
  const rows = await db.select().from(serviceTimings).where(eq(serviceTimings.outletId, outletId));
  const areas = rows.length
    ? await db
        .select()
        .from(serviceTimingAreas)
        .where(
          inArray(
            serviceTimingAreas.serviceTimingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, areaIds: areas.filter((a) => a.serviceTimingId === r.id).map((a) => a.areaId) }));
}

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

/** Bookings for one outlet and day are checked one at a time, on every server (pacing under a lock). */
export async function lockOutletDay(db: Executor, outletId: string, date: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`availability:${outletId}:${date}`}, 0))`);
}
