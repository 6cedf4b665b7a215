import { RESERVATION_STATUS } from '@host/domain/statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservations } from '../../db/tables/reservations';

/**
 * A door (docs/architecture.md, doors): what guest messages need of a booking's row, which the
 * reservations module owns. Notifications plans a booking's messages from its version: a booking
 * whose `notificationsVersion` differs from its version is planned again by the next sweep. Here:
 * marking bookings to plan again, locking those due a plan, recording a batch as planned (with the
 * acknowledgement sent and the guest's link token), and the token for a message sent by hand.
 */

export type BookingToPlan = typeof reservations.$inferSelect;

/** Marks a booking to plan again: money given back, or a message setting changed, changes what the guest is told. */
export async function planMessagesAgain(tx: Executor, reservationId: string) {
  await tx.update(reservations).set({ notificationsVersion: null }).where(eq(reservations.id, reservationId));
}

/** Marks every booking to come at an outlet (booked or confirmed) to plan again, after its message settings changed. */
export async function planOutletMessagesAgain(tx: Executor, outletId: string, after: Date) {
  await tx
    .update(reservations)
    .set({ notificationsVersion: null })
    .where(
      and(
        eq(reservations.outletId, outletId),
        sql`${reservations.startsAt} > ${after}`,
        inArray(reservations.status, [RESERVATION_STATUS.BOOKED, RESERVATION_STATUS.CONFIRMED]),
      ),
    );
}

/** Locks up to `limit` bookings whose messages are due a plan, soonest first; two sweeps never take the same one. */
export async function lockBookingsToPlan(tx: Executor, limit: number): Promise<BookingToPlan[]> {
  return tx
    .select()
    .from(reservations)
    .where(sql`${reservations.notificationsVersion} is distinct from ${reservations.version}`)
    .orderBy(reservations.startsAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Records a batch as planned at its current version. `acknowledged`: bookings whose plan holds their
 * acknowledgement; `withMessages`: bookings with anything to send, which get the guest's link token
 * (made once, two v4 uuids: 244 random bits).
 */
export async function markMessagesPlanned(tx: Executor, batch: { ids: string[]; acknowledged: string[]; withMessages: string[] }) {
  await tx.execute(sql`
    update reservations r set
      notifications_version = r.version,
      guest_acknowledged = r.guest_acknowledged or r.id = any(${pgUuids(batch.acknowledged)}),
      guest_token = case when r.guest_token is null and r.id = any(${pgUuids(batch.withMessages)})
        then ${NEW_GUEST_TOKEN} else r.guest_token end
    where r.id = any(${pgUuids(batch.ids)})`);
}

/** The booking's guest token, made now when it has none (a message sent by hand before any plan). */
export async function ensureGuestToken(tx: Executor, reservationId: string): Promise<string> {
  const [row] = await tx
    .update(reservations)
    .set({ guestToken: sql`coalesce(${reservations.guestToken}, ${NEW_GUEST_TOKEN})` })
    .where(eq(reservations.id, reservationId))
    .returning({ guestToken: reservations.guestToken });
  return row!.guestToken!;
}

const NEW_GUEST_TOKEN = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/** A uuid[] parameter. */
const pgUuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
