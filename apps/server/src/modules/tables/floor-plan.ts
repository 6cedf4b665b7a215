import { DomainError } from '@host/domain/errors';
import type { TablePlacement } from '@host/domain/tables';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishChange } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { listAreas } from './areas';
import * as repo from './repository';

export async function saveFloorPlan(ctx: AppContext, auth: AuthContext, outletId: string, placements: TablePlacement[]) {
  assertOutletAccess(auth, outletId);
  await inTransaction(ctx, async (tx) => {
    const current = new Map(
      (
        await repo.lockTablesOfOutlet(
          tx,
          outletId,
          placements.map((p) => p.id),
        )
      ).map((t) => [t.id, t]),
    );
    if (placements.some((p) => !current.has(p.id))) throw new DomainError('BUSINESS_RULE', 'tableNotValid');
    // A table another manager moved or edited after this plan was read keeps their change.
    const stale = placements.filter((p) => p.version !== current.get(p.id)!.version).map((p) => p.id);
    if (stale.length) throw new DomainError('CONFLICT', 'staleSettings', { details: { tableIds: stale } });
    const now = ctx.clock.now();
    for (const { id, version: _read, ...place } of placements)
      await repo.updateTable(tx, id, { ...place, version: current.get(id)!.version + 1, updatedAt: now });
  });
  await publishChange(
    ctx,
    outletId,
    'floor.changed',
    placements.map((p) => p.id),
  );
  return listAreas(ctx, auth, outletId, true);
}
