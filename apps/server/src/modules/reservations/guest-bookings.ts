import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservationActivities, reservations } from '../../db/tables/reservations';

/*
 * What other modules ask of a guest's bookings: the guest book (customers) erases and merges guests,
 * and the bookings follow; the booking channels read the bookings they made. Each runs on the
 * caller's executor, so it takes part in the caller's transaction and locks.
 */

/**
 * Locks the bookings of these guests, in id order (the order a status change takes them: booking,
 * then its guest), so the guest book can erase or merge a guest without a booking changing under it.
 */
export async function lockBookingsOfCustomers(tx: Executor, customerIds: readonly string[]) {
  await tx.execute(
    sql`select id from reservations where customer_id in (${sql.join(
      customerIds.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id for update`,
  );
}

/** Booking fields that identify the guest, blanked on erasure, and the history entries that quoted them. */
const IDENTIFYING_CHANGES = [
  'customerPhone',
  'customerFirstName',
  'customerLastName',
  'notesDiner',
  'notes',
  'staffNotes',
  'otherOccasions',
];

/**
 * A guest's erasure as their bookings take it: the bookings stay for the books, but their fields that
 * name, reach or describe the guest are blanked (the version moves on) and so are those history
 * entries' quotes of them. Answers the bookings changed, with their outlets.
 */
export async function eraseGuestFromBookings(tx: Executor, customerId: string) {
  const blanked = await tx
    .update(reservations)
    // Free text about the guest goes too; the version moves on, so an edit dialog open on a booking cannot write the name back.
    .set({
      customerFirstName: '',
      customerLastName: '',
      customerPhone: null,
      notesDiner: null,
      notes: null,
      staffNotes: null,
      otherOccasions: null,
      version: sql`${reservations.version} + 1`,
    })
    .where(eq(reservations.customerId, customerId))
    .returning({ id: reservations.id, outletId: reservations.outletId });
  const ids = blanked.map((r) => r.id);
  if (ids.length) {
    await tx
      .update(reservationActivities)
      .set({
        changes: sql`${reservationActivities.changes} - ${sql.raw(`array[${IDENTIFYING_CHANGES.map((k) => `'${k}'`).join(', ')}]`)}`,
      })
      .where(inArray(reservationActivities.reservationId, ids));
  }
  return blanked;
}

/** A guest merge as the bookings take it: the duplicate's bookings become the kept guest's. Answers their ids. */
export async function moveBookingsToCustomer(tx: Executor, fromCustomerId: string, toCustomerId: string) {
  return tx
    .update(reservations)
    .set({ customerId: toCustomerId })
    .where(eq(reservations.customerId, fromCustomerId))
    .returning({ id: reservations.id });
}

/** A booking by id, only if it came through this source: a channel (Google) reads and changes only its own bookings. */
export async function bookingFromSource(db: Executor, id: string, source: string) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.source, source)));
  return row;
}
