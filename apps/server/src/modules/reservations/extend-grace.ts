import { DomainError } from '@host/domain/errors';
import { canExtendGrace, extendedGraceEnd, statusWhileHeld } from '@host/domain/reservations/grace';
import type { Reservation } from '@host/domain/reservations/reservation';
import { timeStateOf } from '@host/domain/reservations/time-state';
import { RESERVATION_STATUS } from '@host/domain/statuses';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { lockForChange, viewOf } from './reservation-access';
import { moveByPerson, permitPersonChange } from './status-door';

/** The booking's grace period in seconds: its service timing's, else its outlet's (as the clock sweep reads it). */
async function graceSecondsOf(tx: Executor, reservationId: string): Promise<number> {
  const found = await tx.execute<{ grace: number }>(sql`
    select coalesce(st.grace_period, o.reservation_grace_period) as grace
    from reservations r join outlets o on o.id = r.outlet_id left join service_timings st on st.id = r.service_timing_id
    where r.id = ${reservationId}`);
  return Number(found.rows[0]!.grace);
}

/**
 * POST /api/v1/reservations/{id}/grace-period: a host holds a LATE party's table `minutes` longer
 * (docs/rules.md section 4). The booking waits again as it did before it was late (BOOKED or
 * CONFIRMED), and the clock turns it LATE again only when the hold ends unseated. Any status but LATE
 * is refused with docs/rules.md section 8's message. `expectedVersion` (If-Match) refuses a booking
 * changed since the host saw it, as on every write.
 */
export async function extendGrace(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
  { minutes, expectedVersion }: { minutes: number; expectedVersion?: number },
): Promise<Reservation> {
  const result = await inTransaction(ctx, async (tx) => {
    const { row, today, related, tables, display } = await lockForChange(ctx, tx, auth, id);
    if (expectedVersion !== undefined && row.version !== expectedVersion)
      throw new DomainError('CONFLICT', 'staleVersion', { details: { current: await viewOf(tx, row, today) } });
    if (!canExtendGrace(display)) throw new DomainError('BUSINESS_RULE', 'graceOnlyForLate');
    const unused = related.statusUse.get(row.outletId)?.unused ?? [];
    const waitsAs = statusWhileHeld(row.confirmedAt?.toISOString() ?? null, unused);
    const permit = permitPersonChange(
      { display, timeState: timeStateOf(row.reservationDate, today), isWalkIn: row.isWalkIn, unused, hasTables: tables.length > 0 },
      waitsAs,
    );
    const now = ctx.clock.now();
    const until = extendedGraceEnd({
      dateTime: row.startsAt.toISOString(),
      graceSeconds: await graceSecondsOf(tx, row.id),
      extendedUntil: row.graceExtendedUntil?.toISOString() ?? null,
      now,
      minutes,
    });
    const updated = await moveByPerson(tx, {
      row,
      permit,
      status: RESERVATION_STATUS[waitsAs],
      by: auth,
      note: { graceExtendedBy: minutes, heldUntil: until.toISOString() },
      fields: { graceExtendedUntil: until, modifiedByRestaurant: true, modifiedTimestamp: now, version: row.version + 1 },
    });
    return { row: updated, today };
  });
  await publishChange(ctx, result.row.outletId, 'reservation.status', [id]);
  return viewOf(ctx.db, result.row, result.today);
}
