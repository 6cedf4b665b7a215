import { DomainError } from '@host/domain/errors';
import type { ReservationSettings } from '@host/domain/outlets';
import { eq } from 'drizzle-orm';
import { outlets } from '../../db/schema';
import { assertOutletAccess } from '../../lib/authenticate';
import { assertVersion } from '../../lib/write-params';
import type { AppContext } from '../../lib/context';
import type { AuthContext } from '../auth/service';
import { confirmAffected, inTransaction, publishChange } from '../reservations/shared';
import { upcomingBookings } from '../schedules/repository';
import { strandedBookings } from '../schedules/service';

/**
 * PUT /api/v1/outlets/{id}/reservation-settings: the outlet's booking rules. New party-size limits
 * that upcoming bookings fall outside are listed first (PARTY_SIZE_LIMITS) until the host confirms.
 */
export async function saveReservationSettings(ctx: AppContext, auth: AuthContext, outletId: string, version: number, settings: ReservationSettings, confirm: boolean) {
  assertOutletAccess(auth, outletId);
  const saved = await inTransaction(ctx, async (tx) => {
    const [current] = await tx.select().from(outlets).where(eq(outlets.id, outletId)).for('update');
    if (!current) throw new DomainError('NOT_FOUND', 'Outlet not found');
    assertVersion(current, version);
    // Bookings the new party limits leave outside (a service's own limits still apply on top).
    const maxParty = Math.min(settings.maxPartySize, settings.maxPaxPerReservation);
    const upcoming = await upcomingBookings(tx, { outletId, after: ctx.clock.now() });
    const outside = strandedBookings(upcoming, (b) => (b.pax < settings.minPartySize || b.pax > maxParty ? ['PARTY_SIZE_LIMITS'] : []));
    const affected = await confirmAffected(tx, auth, outside, confirm, 'schedule-affected');
    const [row] = await tx
      .update(outlets)
      .set({ ...settings, version: current.version + 1, updatedAt: ctx.clock.now() })
      .where(eq(outlets.id, outletId))
      .returning();
    return { row: row!, affected };
  });
  await publishChange(ctx, outletId, 'schedule.changed', saved.affected);
  return { ...settings, version: saved.row.version };
}
