import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, reservations, tags } from '../../db/schema';

export async function tagsOfBrand(db: Executor, brandId: string) {
  return db.select({ id: tags.id, title: tags.title }).from(tags).where(eq(tags.brandId, brandId)).orderBy(asc(tags.title));
}

/** Guests of the brand whose phone ends with these digits (the host may type it without the country code). */
export async function customersByPhoneDigits(db: Executor, brandId: string, digits: string, limit = 5) {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.brandId, brandId), sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${`%${digits}`}`))
    .limit(limit);
}

export async function visitsOf(db: Executor, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: reservations.customerId,
      reservationDate: reservations.reservationDate,
      status: reservations.status,
      pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`,
    })
    .from(reservations)
    .where(inArray(reservations.customerId, customerIds))
    .orderBy(desc(reservations.reservationDate));
}

/** The guests' active bookings at an outlet on a date (the double-booking warning, SPEC.md section 8). */
export async function activeBookingsOn(db: Executor, customerIds: string[], outletId: string, date: string) {
  if (customerIds.length === 0) return [];
  return db
    .select({
      id: reservations.id,
      customerId: reservations.customerId,
      code: reservations.code,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
      pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`,
    })
    .from(reservations)
    .where(and(inArray(reservations.customerId, customerIds), eq(reservations.outletId, outletId), eq(reservations.reservationDate, date), inArray(reservations.status, [...ACTIVE_STATUSES])))
    .orderBy(asc(reservations.reservationTime));
}
