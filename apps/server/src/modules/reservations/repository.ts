import { DomainError } from '@host/domain/errors';
import { and, asc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ACTIVE_STATUSES } from '@host/domain/statuses';
import { reservationActivities, reservations, reservationTags } from './schema';
import { customers } from '../customers/schema';
import { outlets, tags } from '../outlets/schema';
import { serviceTimings } from '../schedules/schema';
import { areas, tables } from '../tables/schema';
import { tickets } from '../tickets/schema';

// A booking's table holds, written in their own file; reached here like the rest of the repository.
export { heldTableIds, holdTables, setHoldsActive } from './table-holds';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = typeof reservations.$inferInsert;

/** Everything a reservation's view needs besides its row, fetched per batch of reservations. */
export async function findReservationsOfDay(db: Executor, outletId: string, date: string) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.outletId, outletId), eq(reservations.reservationDate, date)))
    .orderBy(asc(reservations.reservationTime), asc(reservations.createdTimestamp));
}

export async function countsByDay(db: Executor, outletId: string, from: string, to: string) {
  return db
    .select({
      date: reservations.reservationDate,
      status: reservations.status,
      bookings: sql<number>`count(*)::int`,
      covers: sql<number>`sum(${reservations.numberOfAdults} + ${reservations.numberOfChildren})::int`,
    })
    .from(reservations)
    .where(and(eq(reservations.outletId, outletId), gte(reservations.reservationDate, from), lte(reservations.reservationDate, to)))
    .groupBy(reservations.reservationDate, reservations.status);
}

/** By guest name, phone digits or booking code; newest first. */
export async function searchReservations(db: Executor, outletId: string, query: string, limit = 50) {
  const like = `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const digits = query.replace(/\D/g, '');
  return db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.outletId, outletId),
        or(
          ilike(sql`coalesce(${reservations.customerFirstName}, '') || ' ' || coalesce(${reservations.customerLastName}, '')`, like),
          ilike(sql`coalesce(${reservations.customerLastName}, '') || coalesce(${reservations.customerFirstName}, '')`, like),
          ilike(reservations.code, like),
          digits.length >= 4
            ? sql`regexp_replace(coalesce(${reservations.customerPhone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
            : undefined,
        ),
      ),
    )
    .orderBy(sql`${reservations.reservationDate} desc`, asc(reservations.reservationTime))
    .limit(limit);
}

export async function findReservation(db: Executor, id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

/** The row, locked until the transaction ends: edits and status changes of one booking queue up. */
export async function lockReservation(db: Executor, id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row;
}

export async function insertReservation(db: Executor, values: NewReservation) {
  const [row] = await db.insert(reservations).values(values).returning();
  return row!;
}

/** A booking's fields, never its status: that passes the status door (status-door.ts). */
export async function updateReservation(db: Executor, id: string, values: Omit<Partial<NewReservation>, 'status'> & { status?: never }) {
  const [row] = await db.update(reservations).set(values).where(eq(reservations.id, id)).returning();
  return row!;
}

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

export async function setTableStatus(db: Executor, tableIds: string[], status: number, at: Date) {
  if (tableIds.length) await db.update(tables).set({ status, statusChangedAt: at, updatedAt: at }).where(inArray(tables.id, tableIds));
}

/**
 * The guest of that phone at the brand, created when new (one customer per phone per brand). The
 * phone comes E.164; a guest stored before phones were (written "+65 9123 4567") is the same guest.
 */
/**
 * The brand's guest with this phone, or a new one; the row comes locked until the transaction ends.
 * The lock is what makes a booking and a merge of that guest take turns: a booking that found the
 * duplicate a merge is removing waits, finds it gone, and books the kept guest (who has the phone now,
 * as the main or the additional one) instead of failing on a guest that no longer exists.
 */
export async function findOrCreateCustomer(
  db: Executor,
  values: { brandId: string; phone: string; firstName: string; lastName: string; countryCode: string; language?: string | null },
  chosenId?: string,
) {
  const ofBrand = eq(customers.brandId, values.brandId);
  if (chosenId) {
    const [chosen] = await db
      .select()
      .from(customers)
      .where(and(ofBrand, eq(customers.id, chosenId), isNull(customers.erasedAt)))
      .for('update');
    if (!chosen) throw new DomainError('BUSINESS_RULE', 'customerMissing');
    if (chosen.phone === values.phone) return chosen;
    // A guest kept without a phone takes the one typed now, unless it is another guest's.
    if (!chosen.phone) {
      const [holder] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(ofBrand, eq(customers.phone, values.phone)));
      if (!holder) {
        const [updated] = await db
          .update(customers)
          .set({ phone: values.phone, version: sql`${customers.version} + 1`, updatedAt: new Date() })
          .where(eq(customers.id, chosen.id))
          .returning();
        return updated!;
      }
    }
  }
  // The guest with this number, else one whose number has its digits (stored before numbers were
  // E.164), else the oldest who gave it as their other number: one statement, in that order.
  const digits = values.phone.replace(/\D/g, '');
  const storedDigits = sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g')`;
  const lookUp = async () => {
    const [found] = await db
      .select()
      .from(customers)
      .where(
        and(ofBrand, or(eq(customers.phone, values.phone), sql`${storedDigits} = ${digits}`, eq(customers.additionalPhone, values.phone))),
      )
      .orderBy(
        sql`case when ${customers.phone} = ${values.phone} then 0 when ${storedDigits} = ${digits} then 1 else 2 end`,
        asc(customers.createdAt),
      )
      .limit(1)
      .for('update');
    return found;
  };
  // A guest this waited for may have gone meanwhile (merged into another, which took this number as
  // its other one): FOR UPDATE then skips it and finds nothing, so a new statement, which sees the
  // merge, looks once more before a guest is made.
  const known = (await lookUp()) ?? (await lookUp());
  if (known) return known;
  // Two bookings racing with a new number: the unique index makes the second wait for the first and
  // insert nothing; it then reads the guest the first made (read committed: a new statement sees it).
  const [inserted] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(ofBrand, eq(customers.phone, values.phone)))
    .for('update');
  return row!;
}

/** Sets a reservation's tags; every id was checked to be the brand's (tagsOfBrand). */
export async function replaceTags(db: Executor, reservationId: string, tagIds: string[]) {
  await db.delete(reservationTags).where(eq(reservationTags.reservationId, reservationId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await db.insert(reservationTags).values(unique.map((tagId) => ({ reservationId, tagId })));
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
  return db
    .select({
      id: reservations.id,
      code: reservations.code,
      outletId: reservations.outletId,
      outletName: outlets.outletName,
      reservationDate: reservations.reservationDate,
      reservationTime: reservations.reservationTime,
    })
    .from(reservations)
    .innerJoin(outlets, and(eq(outlets.id, reservations.outletId), eq(outlets.brandId, input.brandId)))
    .where(
      and(
        eq(reservations.customerId, input.customerId),
        eq(reservations.reservationDate, input.date),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        input.excludeId ? ne(reservations.id, input.excludeId) : undefined,
      ),
    )
    .orderBy(asc(reservations.reservationTime), asc(outlets.outletName));
}

/** The guest's row, locked until the transaction ends: two bookings of one guest queue (the one-a-day rule). */
export async function lockCustomer(db: Executor, customerId: string) {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export async function findServiceTimingAt(db: Executor, outletId: string, time: string, dayOfWeek: number) {
  const [row] = await db
    .select()
    .from(serviceTimings)
    .where(
      and(
        eq(serviceTimings.outletId, outletId),
        lte(serviceTimings.dailyStartTime, time),
        gte(serviceTimings.dailyEndTime, time),
        sql`${dayOfWeek} = any(${serviceTimings.days})`,
      ),
    );
  return row;
}

export async function activitiesOf(db: Executor, reservationId: string) {
  return db
    .select()
    .from(reservationActivities)
    .where(eq(reservationActivities.reservationId, reservationId))
    .orderBy(asc(reservationActivities.createdAt));
}
