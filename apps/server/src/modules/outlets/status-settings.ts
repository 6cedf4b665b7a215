import { DomainError } from '@host/domain/errors';
import { statusUseOf, type StatusSettings, type StatusSettingsView } from '@host/domain/reservations/status-settings';
import type { Executor } from '../../db/client';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { changeVersioned } from '../../lib/versioned-change';
import * as repo from './repository';

const viewOf = (row: { optionAutoReservationStatus: number; statusSettings: unknown; version: number }): StatusSettingsView => ({
  optionAutoReservationStatus: row.optionAutoReservationStatus,
  looks: statusUseOf(row.statusSettings).looks,
  unused: [...statusUseOf(row.statusSettings).unused],
  version: row.version,
});

/** GET /api/v1/outlets/{id}/status-settings: what new bookings start as, and the statuses' words, colours and use. */
export async function statusSettings(ctx: AppContext, auth: AuthContext, outletId: string): Promise<StatusSettingsView> {
  assertOutletAccess(auth, outletId);
  const found = await repo.outletWithBrand(ctx.db, outletId);
  if (!found) throw new DomainError('NOT_FOUND', 'outletNotFound');
  return viewOf(found.outlet);
}

async function lockOutlet(tx: Executor, outletId: string) {
  const row = await repo.lockOutlet(tx, outletId);
  if (!row) throw new DomainError('NOT_FOUND', 'outletNotFound');
  return { ...row, outletId: row.id };
}

/**
 * PUT /api/v1/outlets/{id}/status-settings, on the outlet's version (If-Match). Bookings already in a
 * status the outlet stops using keep it (what happened stays true); only the moves to it go.
 */
export async function saveStatusSettings(ctx: AppContext, auth: AuthContext, outletId: string, version: number, settings: StatusSettings): Promise<StatusSettingsView> {
  assertOutletAccess(auth, outletId);
  const saved = await changeVersioned<Awaited<ReturnType<typeof lockOutlet>>, Awaited<ReturnType<typeof repo.updateOutlet>>>(ctx, auth, {
    lock: (tx) => lockOutlet(tx, outletId),
    version,
    current: (row) => viewOf(row),
    write: async (tx, current) =>
      repo.updateOutlet(tx, outletId, {
        optionAutoReservationStatus: settings.optionAutoReservationStatus,
        statusSettings: { looks: settings.looks, unused: [...new Set(settings.unused)] },
        version: current.version + 1,
        updatedAt: ctx.clock.now(),
      }),
    publish: { kind: 'outlet.changed', ids: () => [] },
  });
  return viewOf(saved);
}
