import { DomainError } from '@host/domain/errors';
import type { AffectedReservation } from '@host/domain/floor/affected';
import type { ReservationSettings } from '@host/domain/outlets';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { outlets, reservations } from '../../db/schema';
import { assertOutletAccess } from '../../lib/authenticate';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../auth/service';
import * as reservationsRepo from '../reservations/repository';
import { activity, inTransaction, publishChange } from '../reservations/shared';
import { ACTIVE_STATUSES } from '@host/domain/statuses';

/**
 * PUT /api/v1/outlets/{id}/reservation-settings: the outlet's booking rules. New party-size limits
 * that upcoming bookings fall outside are listed first (PARTY_SIZE_LIMITS) until the host confirms.
 */
export async function saveReservationSettings(ctx: AppContext, auth: AuthContext, outletId: string, version: number, settings: ReservationSettings, confirm: boolean) {
  assertOutletAccess(auth, outletId);
  const saved = await inTransaction(ctx, async (tx) => {
    const [current] = await tx.select().from(outlets).where(eq(outlets.id, outletId)).for('update');
    if (!current) throw new DomainError('NOT_FOUND', 'Outlet not found');
    if (current.version !== version) throw new DomainError('CONFLICT', 'Someone else changed this first. Review their change and try again.');
    const maxParty = Math.min(settings.maxPartySize, settings.maxPaxPerReservation);
    const outside = await tx
      .select({ id: reservations.id, code: reservations.code, date: reservations.reservationDate, time: reservations.reservationTime, firstName: reservations.customerFirstName, lastName: reservations.customerLastName, pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}`.mapWith(Number) })
      .from(reservations)
      .where(and(eq(reservations.outletId, outletId), gt(reservations.startsAt, ctx.clock.now()), inArray(reservations.status, [...ACTIVE_STATUSES]), eq(reservations.isWalkIn, false),
        sql`(${reservations.numberOfAdults} + ${reservations.numberOfChildren} < ${settings.minPartySize} or ${reservations.numberOfAdults} + ${reservations.numberOfChildren} > ${maxParty})`));
    const affected: AffectedReservation[] = outside.map((b) => ({ id: b.id, code: b.code, name: [b.firstName, b.lastName].filter(Boolean).join(' '), reservationDate: b.date, reservationTime: b.time, pax: b.pax, tableNames: [], reasons: ['PARTY_SIZE_LIMITS'] }));
    if (affected.length && !confirm) throw new DomainError('AFFECTED_RESERVATIONS', `This change affects ${affected.length} upcoming reservation${affected.length === 1 ? '' : 's'}. Confirm to go on.`, { reservations: affected });
    for (const a of affected) await reservationsRepo.insertActivity(tx, activity(auth, a.id, 'schedule-affected', { reasons: a.reasons }));
    const [row] = await tx.update(outlets).set({ ...settings, version: current.version + 1, updatedAt: ctx.clock.now() }).where(eq(outlets.id, outletId)).returning();
    return { row: row!, affected: affected.map((a) => a.id) };
  });
  await publishChange(ctx, outletId, 'schedule.changed', saved.affected);
  return { ...settings, version: saved.row.version };
}
