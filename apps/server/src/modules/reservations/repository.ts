import { and, asc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ActivityRow } from '../../lib/activity';
import { placeholders, prepared, valuesFor, type InsertValues } from '../../db/prepared';
import { reservationActivities, reservations, reservationTags } from '../../db/tables/reservations';

// A booking's table holds, written in their own file; reached here like the rest of the repository.
export { heldTableIds, holdTables, holdTablesOfNewBooking, setHoldsActive } from './table-holds';
// What a booking refers to is read in its read model; its guest is the customers module's to find or make.
export {
  onlineAreaOfTables,
  otherActiveBookings,
  serviceTimingOfOutlet,
  tablesOfOutlet,
  tagsOfBrand,
  ticketOfBrand,
} from './booking-reads';
export { findOrCreateCustomer, keepOnGuest, lockCustomer } from '../customers/service';

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

/** The columns a new booking is written with (create-reservation.ts gives each that cannot be null; the rest take their defaults). */
const NEW_RESERVATION_COLUMNS = [
  'code',
  'outletId',
  'serviceTimingId',
  'customerId',
  'ticketId',
  'language',
  'source',
  'isWalkIn',
  'createdByRestaurant',
  'guestToken',
  'guestEmail',
  'diningInterval',
  'customerPhone',
  'customerFirstName',
  'customerLastName',
  'reservationDate',
  'reservationTime',
  'startsAt',
  'numberOfAdults',
  'numberOfChildren',
  'extraAdult',
  'extraChildren',
  'status',
  'notes',
  'notesDiner',
  'staffNotes',
  'occasions',
  'otherOccasions',
  'allowSmsNotify',
  'allowEmailNotify',
  'allowAutomatedCallNotify',
  'allowConfirmationNotify',
  'allowReminderNotify',
  'confirmedAt',
  'seatedAt',
  'createdTimestamp',
  'modifiedTimestamp',
] as const satisfies readonly (keyof NewReservation)[];
export type NewReservationValues = InsertValues<NewReservation, (typeof NEW_RESERVATION_COLUMNS)[number]>;

/**
 * Every booking makes one, with its first history line written by the same statement (a
 * data-modifying CTE): one round trip less for each booking (docs/decisions/039-booking-writes.md).
 * Prepared (db/prepared.ts).
 */
const insertReservationQuery = prepared('reservation_insert', (db) => {
  const made = db.$with('made').as(db.insert(reservations).values(placeholders(reservations, NEW_RESERVATION_COLUMNS)).returning());
  // Written out: drizzle's insert-from-select wants every column of the table, id and createdAt too.
  const line = db.$with('line', {}).as(
    sql`insert into ${reservationActivities} (reservation_id, actor_kind, actor_id, actor_name, action, changes)
      select made.id, ${sql.placeholder('historyActorKind')}, ${sql.placeholder('historyActorId')},
        ${sql.placeholder('historyActorName')}, ${sql.placeholder('historyAction')}, ${sql.placeholder('historyChanges')}::jsonb
      from made`,
  );
  return db.with(made, line).select().from(made);
});

/** A new booking and its first history line (lib/activity.ts: activityRow says what the line holds). */
export async function insertReservation(db: Executor, values: NewReservationValues, history: ActivityRow) {
  const [row] = await insertReservationQuery(db, {
    ...valuesFor(NEW_RESERVATION_COLUMNS, values),
    historyActorKind: history.actorKind,
    historyActorId: history.actorId,
    historyActorName: history.actorName,
    historyAction: history.action,
    historyChanges: JSON.stringify(history.changes),
  });
  return row!;
}

/** A booking's fields, never its status: that passes the status door (status-door.ts). */
export async function updateReservation(db: Executor, id: string, values: Omit<Partial<NewReservation>, 'status'> & { status?: never }) {
  const [row] = await db.update(reservations).set(values).where(eq(reservations.id, id)).returning();
  return row!;
}

/** Sets a reservation's tags; every id was checked to be the brand's (tagsOfBrand). */
export async function replaceTags(db: Executor, reservationId: string, tagIds: string[]) {
  await db.delete(reservationTags).where(eq(reservationTags.reservationId, reservationId));
  const unique = [...new Set(tagIds)];
  if (unique.length) await db.insert(reservationTags).values(unique.map((tagId) => ({ reservationId, tagId })));
}

export async function activitiesOf(db: Executor, reservationId: string) {
  return db
    .select()
    .from(reservationActivities)
    .where(eq(reservationActivities.reservationId, reservationId))
    .orderBy(asc(reservationActivities.createdAt));
}
