import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from '../../db/tables/tickets';
import { brands, outlets } from '../../db/tables/outlets';
import { reservations } from '../../db/tables/reservations';
import { serviceTimings } from '../../db/tables/schedules';

/**
 * A read model (docs/architecture.md, the modules and their tables): where a brand's tickets are sold
 * (the outlets' services) and used (bookings to come), and the brand's country for their prices.
 */

/** How many open service timings sell each of the brand's tickets online (only those that sell one appear). */
export async function servicesSellingByTicket(db: Executor, brandId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ ticketId: serviceTimings.ticketId, n: count() })
    .from(serviceTimings)
    .innerJoin(tickets, eq(tickets.id, serviceTimings.ticketId))
    .where(and(eq(tickets.brandId, brandId), eq(serviceTimings.bookingOnline, true), eq(serviceTimings.isClosed, false)))
    .groupBy(serviceTimings.ticketId);
  return new Map(rows.map((r) => [r.ticketId!, r.n]));
}

/** The brand's country: a ticket's price is in its currency. */
export async function countryOfBrand(db: Executor, brandId: string) {
  const [row] = await db.select({ countryCode: brands.countryCode }).from(brands).where(eq(brands.id, brandId));
  return row?.countryCode;
}

/** The service timings that sell a ticket, with their outlet's name. */
export async function servicesSelling(db: Executor, ticketId: string) {
  return db
    .select({ id: serviceTimings.id, name: serviceTimings.name, outletName: outlets.outletName })
    .from(serviceTimings)
    .innerJoin(outlets, eq(outlets.id, serviceTimings.outletId))
    .where(eq(serviceTimings.ticketId, ticketId))
    .orderBy(asc(outlets.outletName), asc(serviceTimings.name));
}

/** How many active bookings still to come were made with a ticket. */
export async function futureBookingsWith(db: Executor, ticketId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.ticketId, ticketId), gt(reservations.startsAt, now), inArray(reservations.status, [...ACTIVE_STATUSES])));
  return row?.n ?? 0;
}
