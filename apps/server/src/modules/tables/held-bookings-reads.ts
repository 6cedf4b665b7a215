import { ACTIVE_STATUSES, RESERVATION_STATUS } from '@host/domain/statuses';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tables } from '../../db/tables/tables';
import { reservations, reservationTables } from '../../db/tables/reservations';
import { nestRows } from '../../lib/nest-rows';

/**
 * A read model (docs/architecture.md, the modules and their tables): the bookings that sit, or will
 * sit, at the floor's tables, for a table leaving service and for seating.
 */

/** Reservations sitting at the tables now: SEATED, with an active hold on one of them. */
export async function seatedAt(db: Executor, tableIds: string[], exceptReservationId?: string) {
  if (tableIds.length === 0) return [];
  return db
    .selectDistinct({ id: reservations.id })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(
      and(
        inArray(reservationTables.tableId, tableIds),
        eq(reservationTables.isActive, true),
        eq(reservations.status, RESERVATION_STATUS.SEATED),
        exceptReservationId ? ne(reservations.id, exceptReservationId) : undefined,
      ),
    );
}

/** Active bookings holding any of the tables from `after` on, with all of their tables. */
export async function upcomingBookingsOn(db: Executor, tableIds: string[], after: Date) {
  if (tableIds.length === 0) return [];
  const held = db
    .selectDistinct({ id: reservationTables.reservationId })
    .from(reservationTables)
    .where(and(inArray(reservationTables.tableId, tableIds), eq(reservationTables.isActive, true), gt(reservationTables.endsAt, after)));
  const rows = await db
    .select({
      id: reservations.id,
      code: reservations.code,
      status: reservations.status,
      outletId: reservations.outletId,
      firstName: reservations.customerFirstName,
      lastName: reservations.customerLastName,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
      pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`.mapWith(Number),
      tableId: tables.id,
      tableName: tables.name,
      minPax: tables.minPax,
      maxPax: tables.maxPax,
    })
    .from(reservations)
    .innerJoin(reservationTables, eq(reservationTables.reservationId, reservations.id))
    .innerJoin(tables, eq(tables.id, reservationTables.tableId))
    .where(and(inArray(reservations.id, held), inArray(reservations.status, [...ACTIVE_STATUSES])))
    .orderBy(asc(reservations.startsAt));
  return nestRows(rows, (r) => r.id, {
    start: (r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      outletId: r.outletId,
      name: [r.firstName, r.lastName].filter(Boolean).join(' '),
      reservationDate: r.reservationDate,
      reservationTime: r.reservationTime,
      pax: r.pax,
      tables: [] as Array<{ id: string; name: string; minPax: number; maxPax: number }>,
    }),
    add: (entry, r) => entry.tables.push({ id: r.tableId, name: r.tableName, minPax: r.minPax, maxPax: r.maxPax }),
  });
}
