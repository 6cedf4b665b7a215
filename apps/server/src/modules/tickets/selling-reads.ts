import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tickets } from './schema';
import { brands, outlets } from '../outlets/schema';
import { reservations } from '../reservations/schema';
import { serviceTimings } from '../schedules/schema';

/**
 * A read model (docs/architecture.md, the modules and their tables): where a brand's tickets are sold
 * (the outlets' services) and used (bookings to come), and the brand's country for their prices.
 */

export async function servicesSellingByTicket(db: Executor, brandId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ ticketId: serviceTimings.ticketId, n: count() })
    .from(serviceTimings)
    .innerJoin(tickets, eq(tickets.id, serviceTimings.ticketId))
    .where(and(eq(tickets.brandId, brandId), eq(serviceTimings.bookingOnline, true), eq(serviceTimings.isClosed, false)))
    .groupBy(serviceTimings.ticketId);
  return new Map(rows.map((r) => [r.ticketId!, r.n]));
}

export async function countryOfBrand(db: Executor, brandId: string) {
  const [row] = await db.select({ countryCode: brands.countryCode }).from(brands).where(eq(brands.id, brandId));
  return row?.countryCode;
}

export async function servicesSelling(db: Executor, ticketId: string) {
  return db
    .select({ id: serviceTimings.id, name: serviceTimings.name, outletName: outlets.outletName })
    .from(serviceTimings)
    .innerJoin(outlets, eq(outlets.id, serviceTimings.outletId))
    .where(eq(serviceTimings.ticketId, ticketId))
    .orderBy(asc(outlets.outletName), asc(serviceTimings.name));
}

export async function futureBookingsWith(db: Executor, ticketId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(eq(reservations.ticketId, ticketId), gt(reservations.startsAt, now), inArray(reservations.status, [...ACTIVE_STATUSES])));
  return row?.n ?? 0;
}
