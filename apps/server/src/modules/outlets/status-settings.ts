import { statusUseOf, type StatusSettings, type StatusSettingsView } from '@host/domain/reservations/status-settings-schemas';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedEdit } from '../../lib/write-params';
import * as repo from './repository';
import { lockOutletForChange } from './outlet-lock';
import { loadOutlet } from './service';

function viewOf(row: { optionAutoReservationStatus: number; statusSettings: unknown; version: number }): StatusSettingsView {
  const { looks, unused } = statusUseOf(row.statusSettings);
  return { optionAutoReservationStatus: row.optionAutoReservationStatus, looks, unused: [...unused], version: row.version };
}

/** GET /api/v1/outlets/{id}/status-settings: what new bookings start as, and the statuses' words, colours and use. */
export async function statusSettings(ctx: AppContext, auth: AuthContext, outletId: string): Promise<StatusSettingsView> {
  return viewOf((await loadOutlet(ctx.db, auth, outletId)).outlet);
}

/**
 * PUT /api/v1/outlets/{id}/status-settings, on the outlet's version (If-Match). Bookings already in a
 * status the outlet stops using keep it (what happened stays true); only the moves to it go.
 */
export async function saveStatusSettings(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input: settings }: VersionedEdit<StatusSettings>,
): Promise<StatusSettingsView> {
  assertOutletAccess(auth, outletId);
  const saved = await changeVersioned<Awaited<ReturnType<typeof lockOutletForChange>>, Awaited<ReturnType<typeof repo.updateOutlet>>>(
    ctx,
    auth,
    {
      lock: (tx) => lockOutletForChange(tx, outletId),
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
    },
  );
  return viewOf(saved);
}
