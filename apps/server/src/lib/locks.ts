import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Every advisory lock the server takes, by what it guards (docs/decisions/006-locking.md). Each is
 * held to the end of its transaction; several are always taken in one order so writers queue
 * rather than deadlock.
 */
async function lockKey(db: Executor, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The tables a party sits at or is moved to: two hosts seating one table queue. Sorted: no deadlock. One statement for
 * any number of tables (each statement is a round trip, decision 039), taking the locks in the array's order: the
 * aggregate reads the ids as `with ordinality` numbers them. The keys are lockKey's (`table:{id}`).
 */
export async function lockTables(db: Executor, tableIds: string[]) {
  const sorted = [...new Set(tableIds)].sort();
  if (sorted.length === 1) return lockKey(db, `table:${sorted[0]}`);
  if (!sorted.length) return;
  // Table ids are uuids (checked as every id in a body is): an array literal needs no quoting. Text, not uuid: the key is
  // the id as written, as lockKey hashes it.
  await db.execute(
    sql`select count(pg_advisory_xact_lock(hashtextextended('table:' || id, 0)))
      from (select id from unnest(${`{${sorted.join(',')}}`}::text[]) with ordinality as ids(id, n) order by n) ordered`,
  );
}

/**
 * One slot of an outlet's day (its date and HH:MM): pacing (maxGuest covers and maxReservation
 * bookings) counts the bookings of one slot, so bookings of other slots need not wait (issue 16;
 * docs/decisions/006-locking.md). A booking or an edit takes the lock of the slot it lands in.
 */
export async function lockOutletSlot(db: Executor, outletId: string, date: string, time: string) {
  await lockKey(db, outletSlotKey(outletId, date, time));
}

/**
 * lockOutletSlot's key, for the statement that takes that lock with the outlet's read (outlets/repository.ts): a host's
 * booking knows its slot before it reads anything, and each statement is a round trip (decision 039).
 */
export const outletSlotKey = (outletId: string, date: string, time: string) => `pacing:${outletId}:${date}:${time.slice(0, 5)}`;

/**
 * A ticket's day at an outlet (issue 33, item 9; docs/decisions/033-ticket-limit.md): its maxNumber counts every booking of
 * the date that holds it, in every slot, which the slot's lock does not queue. Taken after the slot's lock, before any table.
 */
export async function lockTicketDay(db: Executor, outletId: string, date: string, ticketId: string) {
  await lockKey(db, `ticket:${outletId}:${date}:${ticketId}`);
}

/** An outlet's service timings and block-outs: two managers editing them queue. */
export async function lockSchedules(db: Executor, outletId: string) {
  await lockKey(db, `schedules:${outletId}`);
}

/** A brand's tickets: a reorder, a deletion and a change of what a ticket sells queue. */
export async function lockBrandTickets(db: Executor, brandId: string) {
  await lockKey(db, `tickets:${brandId}`);
}

/**
 * One card attempt at a time on a pay link (issue 27): the local provider takes the link's money
 * once, as a real provider's checkout does. A try, not a wait: a second attempt polls without
 * holding a connection, so a burst of attempts cannot starve the webhook that settles the first.
 */
export async function tryLockCheckout(db: Executor, token: string): Promise<boolean> {
  const { rows } = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`checkout:${token}`}, 0)) as locked`,
  );
  return rows[0]?.locked === true;
}

/** A throttled subject (a login code or email, a per-IP or per-session limit). */
export async function lockSubject(db: Executor, subject: string) {
  await lockKey(db, subject);
}

/** An outlet's door queue: adding, moving, seating and removing parties queue, so positions stay one to n. */
export async function lockOutletQueue(db: Executor, outletId: string) {
  await lockKey(db, `queue:${outletId}`);
}

/**
 * An outlet's waiting list for one day: a guest joining, an offer made, accepted, declined or lapsed
 * queue, so one freed time goes to one guest. Taken before the slot's lock, never after it.
 */
export async function lockWaitingList(db: Executor, outletId: string, date: string) {
  await lockKey(db, `waiting-list:${outletId}:${date}`);
}

/**
 * The clock's sweep (jobs/clock-sweep.ts): two sweeps at once (two servers, or a timer beside a test's) take turns. Each of
 * its updates is conditional, so the second finds nothing left; without the turn, the two updating the same tables in
 * different orders deadlocked now and then (the rehearsal of 2026-12-02, payments.test.ts).
 */
export async function lockClockSweep(db: Executor) {
  await lockKey(db, 'clock-sweep');
}
