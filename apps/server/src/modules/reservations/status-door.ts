import { refusal } from '@host/domain/errors';
import { checkTransition, type TransitionSubject } from '@host/domain/reservations/transitions';
import { isSystemTransition, systemSources, type SystemCause } from '@host/domain/reservations/system-transitions';
import { RESERVATION_STATUS, reservationStatusName, type ReservationStatusName } from '@host/domain/statuses';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservationActivities, reservations, reservationTables } from '../../db/tables/reservations';
import { recordActivity, type ActivityLine } from '../../lib/activity';
import type { AuthContext } from '../../lib/auth-context';

/**
 * The one door a booking's status passes (issue 29; docs/rules.md, "Statuses"). Whoever causes a
 * change (a host, the guest's link, the booking page, a payment's webhook, a withdrawn or expired
 * request, the clock, Reserve with Google, a change replayed from the offline queue) comes here, and
 * here alone is `reservations.status` written (lint rule host/status-door). A person's change needs a
 * permit, which only `permitPersonChange` gives, by the domain's `checkTransition`; Host's own is
 * checked here against SYSTEM_TRANSITIONS. Every change leaves a history line with its actor; a
 * refused one by Host is recorded, not applied.
 * This file imports no other module, so any module may open it without an import circle.
 */

/**
 * A booking's row, locked before a write that raises its day's report mark (a message's or a payment's, by their
 * triggers, migration 0028) and then touches the booking (a new message for it, a history line). Every writer takes the
 * booking before the mark (docs/decisions/006-locking.md): a host's change locks the row, then its update raises the mark.
 * A write that raised the mark first and then waited on the booking closed a cycle with it, which PostgreSQL breaks by
 * failing one of the two. FOR NO KEY UPDATE, the lock an update of the row takes: it queues behind a host's change.
 */
export async function lockBookingBeforeItsDay(tx: Executor, reservationId: string) {
  await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, reservationId)).for('no key update');
}

type ReservationRow = typeof reservations.$inferSelect;
type Fields = Partial<Omit<typeof reservations.$inferInsert, 'status' | 'id'>>;

declare const permitted: unique symbol;
/** A person's change the transition table allowed; made only by `permitPersonChange`. */
export interface PersonPermit {
  readonly [permitted]: true;
  readonly from: string;
  readonly to: string;
}
/** The permits `permitPersonChange` gave: a cast can make the type, not one of these. */
const issued = new WeakSet<PersonPermit>();

/**
 * Whether a person (a host, a guest answering their link) may move the booking to `target`, by the
 * domain's transition table: a permit, or the table's refusal (422 with its message). `checked` is
 * the target the table is asked about (a BILL party seated again asks for SEATED).
 */
export function permitPersonChange(subject: TransitionSubject & { hasTables: boolean }, target: string, checked = target): PersonPermit {
  const verdict = checkTransition(subject, checked);
  if (!verdict.ok) throw refusal('BUSINESS_RULE', verdict);
  const permit = Object.freeze({ from: subject.display, to: target }) as PersonPermit;
  issued.add(permit);
  return permit;
}

/** A person's change with its permit: the status and its fields written, the history line with the person. */
export async function moveByPerson(
  tx: Executor,
  change: { row: ReservationRow; permit: PersonPermit; status: number; by: AuthContext; fields: Fields; note?: Record<string, unknown> },
): Promise<ReservationRow> {
  // A programming error, never a user's: a permit not from the table, or for another status.
  if (!issued.has(change.permit) || reservationStatusName(change.status) !== change.permit.to)
    throw new Error('A status change needs the transition table’s permit for that status (permitPersonChange).');
  const [updated] = await tx
    .update(reservations)
    .set({ ...change.fields, status: change.status })
    .where(eq(reservations.id, change.row.id))
    .returning();
  await recordActivity(tx, change.by, {
    reservationId: change.row.id,
    action: 'status',
    changes: { from: change.permit.from, to: change.permit.to, ...change.note },
  });
  return updated!;
}

/**
 * Host's own change for `cause`, with the booking locked by the caller: applied if the cause may
 * move it from where it is, else recorded as refused ('statusRefused') and null returned.
 * `by`: the person whose act caused it (a host withdrawing a request); else Host itself.
 */
export async function moveBySystem(
  tx: Executor,
  change: { row: ReservationRow; cause: SystemCause; to: ReservationStatusName; now: Date; by?: AuthContext; fields?: Fields },
): Promise<ReservationRow | null> {
  const { row, cause, to, now, by } = change;
  const from = reservationStatusName(row.status);
  if (!isSystemTransition(cause, from, to)) {
    await history(tx, by, { reservationId: row.id, action: 'statusRefused', changes: { cause, from, to } });
    return null;
  }
  const [updated] = await tx
    .update(reservations)
    .set({
      ...change.fields,
      status: RESERVATION_STATUS[to],
      confirmedAt: to === 'CONFIRMED' ? now : row.confirmedAt,
      version: row.version + 1,
      modifiedTimestamp: now,
    })
    .where(eq(reservations.id, row.id))
    .returning();
  await history(tx, by, { reservationId: row.id, action: 'status', changes: { from, to, cause } });
  return updated!;
}

/**
 * The clock's LATE, set-based (one UPDATE for every outlet): bookings not seated by their time plus
 * the grace period (the service timing's, else the outlet's), or by the end of the hold a host gave
 * a LATE party (extend-grace.ts), where the outlet uses LATE.
 */
export async function markLateBookings(tx: Executor, now: Date): Promise<Array<{ id: string; outlet_id: string }>> {
  const sources = systemSources('lateByClock');
  const late = await tx.execute<{ id: string; outlet_id: string; previous: number }>(sql`
    with due as (
      select r.id, r.status
      from reservations r
      join outlets o on o.id = r.outlet_id
      left join service_timings st on st.id = r.service_timing_id
      where r.status in (${sql.join(
        sources.map((s) => sql`${s}`),
        sql`, `,
      )})
        and not coalesce(o.status_settings->'unused', '[]'::jsonb) ? 'LATE'
        and r.starts_at > ${now}::timestamptz - interval '1 day'
        and coalesce(
          r.grace_extended_until,
          r.starts_at + make_interval(secs => coalesce(st.grace_period, o.reservation_grace_period))
        ) <= ${now}
      for update of r skip locked
    )
    update reservations r set status = ${RESERVATION_STATUS.LATE}, version = r.version + 1, modified_timestamp = ${now}
    from due where r.id = due.id
    returning r.id, r.outlet_id, due.status as previous`);
  for (const row of late.rows)
    await history(tx, undefined, {
      reservationId: row.id,
      action: 'status',
      changes: { from: reservationStatusName(row.previous), to: 'LATE', cause: 'lateByClock' },
    });
  return late.rows;
}

/** The clock's EXPIRED for bookings whose payment request lapsed unpaid (the caller locked them). */
export async function expireUnpaid(tx: Executor, ids: readonly string[], now: Date): Promise<Array<{ id: string; outletId: string }>> {
  if (ids.length === 0) return [];
  const expired = await tx
    .update(reservations)
    .set({ status: RESERVATION_STATUS.EXPIRED, version: sql`${reservations.version} + 1`, modifiedTimestamp: now })
    .where(and(inArray(reservations.id, [...ids]), inArray(reservations.status, systemSources('paymentExpired'))))
    .returning({ id: reservations.id, outletId: reservations.outletId });
  for (const { id } of expired)
    await history(tx, undefined, {
      reservationId: id,
      action: 'status',
      changes: { from: 'PENDING', to: 'EXPIRED', cause: 'paymentExpired' },
    });
  // An expired booking holds no table any more: its tables are free for others.
  if (expired.length)
    await tx
      .update(reservationTables)
      .set({ isActive: false })
      .where(
        inArray(
          reservationTables.reservationId,
          expired.map((e) => e.id),
        ),
      );
  return expired;
}

/** Host's own changes (the clock, a provider's event) have no person `by`: their line names Host. */
async function history(tx: Executor, by: AuthContext | undefined, { reservationId, action, changes }: ActivityLine) {
  if (by) await recordActivity(tx, by, { reservationId, action, changes });
  else await recordSystemHistory(tx, reservationId, action, changes);
}

/** A history line written by Host itself (a provider's event, the clock), not by a signed-in person. */
export async function recordSystemHistory(tx: Executor, reservationId: string, action: string, changes: Record<string, unknown>) {
  await tx.insert(reservationActivities).values({ reservationId, actorKind: 'system', actorName: 'Host', action, changes });
}
