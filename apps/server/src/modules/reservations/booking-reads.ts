import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingsOfGuestAtBrand } from '../customers/service';
import { reservations } from '../../db/tables/reservations';
import { outlets, tags } from '../../db/tables/outlets';
import { serviceTimings } from '../../db/tables/schedules';
import { areas, tables } from '../../db/tables/tables';
import { tickets } from '../../db/tables/tickets';

/**
 * A read model (docs/architecture.md, the modules and their tables): what a booking refers to, read
 * where it is made or changed: the outlet's tables and areas, the brand's tags and tickets, the
 * outlet's services, and the guest's other bookings that day.
 */

export async function tablesOfOutlet(db: Executor, outletId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tables)
    .where(and(eq(tables.outletId, outletId), inArray(tables.id, ids), isNull(tables.deletedAt)));
}

/** The area of a booking's held tables when diners may book it online: a guest moving their booking stays there. */
export async function onlineAreaOfTables(db: Executor, tableIds: string[]) {
  if (!tableIds.length) return undefined;
  const [row] = await db
    .select({ areaId: areas.id })
    .from(tables)
    .innerJoin(areas, eq(areas.id, tables.areaId))
    .where(and(inArray(tables.id, tableIds), eq(areas.bookableOnline, true)))
    .limit(1);
  return row?.areaId;
}

export async function tagsOfBrand(db: Executor, brandId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.brandId, brandId), inArray(tags.id, ids)));
}

export async function ticketOfBrand(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select({
      id: tickets.id,
      isActive: tickets.isActive,
      typePayment: tickets.typePayment,
      typePrice: tickets.typePrice,
      price: tickets.price,
    })
    .from(tickets)
    .where(and(eq(tickets.brandId, brandId), eq(tickets.id, id)));
  return row;
}

export async function serviceTimingOfOutlet(db: Executor, outletId: string, id: string) {
  const [row] = await db
    .select({ id: serviceTimings.id, diningInterval: serviceTimings.diningInterval })
    .from(serviceTimings)
    .where(and(eq(serviceTimings.outletId, outletId), eq(serviceTimings.id, id)));
  return row;
}

/**
 * The customer's other bookings that day, at any of the brand's outlets, in a status that still holds
 * a table (docs/rules.md section 8's double booking; the brand's one-booking-a-day rule).
 */
export async function otherActiveBookings(db: Executor, input: { brandId: string; customerId: string; date: string; excludeId?: string }) {
  const thatDay = and(
    eq(reservations.reservationDate, input.date),
    inArray(reservations.status, [...ACTIVE_STATUSES]),
    input.excludeId ? ne(reservations.id, input.excludeId) : undefined,
  );
  return bookingsOfGuestAtBrand(db, input, {}, thatDay).orderBy(asc(reservations.reservationTime), asc(outlets.outletName));
}
