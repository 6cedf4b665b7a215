import { DomainError } from '@host/domain/errors';
import { autoTagThresholdsSchema, thresholdsOrDefaults, type AutoTagThresholds, type GuestTagSettingsView } from '@host/domain/guest-tags';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brands } from '../../db/tables/outlets';
import { noteChanges } from '../../lib/audit-trail';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { publishToBrand } from '../../lib/live-updates';
import { inTransaction } from '../../lib/transaction';
import { assertVersion, type VersionedEdit } from '../../lib/write-params';

type BrandTagRow = { guestTagThresholds: unknown; version: number };

function viewOf(row: BrandTagRow): GuestTagSettingsView {
  return {
    ...thresholdsOrDefaults(row.guestTagThresholds),
    isDefault: !autoTagThresholdsSchema.safeParse(row.guestTagThresholds).success,
    version: row.version,
  };
}

async function brandRow(db: Executor, brandId: string, lock: boolean): Promise<BrandTagRow> {
  const query = db
    .select({ guestTagThresholds: brands.guestTagThresholds, version: brands.version })
    .from(brands)
    .where(eq(brands.id, brandId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new DomainError('NOT_FOUND', 'outletNotFound');
  return row;
}

/** GET /api/v1/brands/{brandId}/guest-tag-settings (the brand in the path was checked by the API contract). */
export async function guestTagSettings(ctx: AppContext, brandId: string): Promise<GuestTagSettingsView> {
  return viewOf(await brandRow(ctx.db, brandId, false));
}

/**
 * PUT /api/v1/brands/{brandId}/guest-tag-settings, on the brand's version (If-Match): the merchant's (roles.ts). Every
 * outlet's open screens are told, since the tags on their day's bookings may change with it.
 */
export async function saveGuestTagSettings(
  ctx: AppContext,
  auth: AuthContext,
  brandId: string,
  { version, input }: VersionedEdit<AutoTagThresholds>,
): Promise<GuestTagSettingsView> {
  const saved = await inTransaction(ctx, async (tx) => {
    const row = await brandRow(tx, brandId, true);
    assertVersion(row, version, viewOf(row));
    const [written] = await tx
      .update(brands)
      .set({ guestTagThresholds: input, version: sql`${brands.version} + 1`, updatedAt: ctx.clock.now() })
      .where(eq(brands.id, brandId))
      .returning({ guestTagThresholds: brands.guestTagThresholds, version: brands.version });
    noteChanges(auth, { guestTagThresholds: { from: thresholdsOrDefaults(row.guestTagThresholds), to: input } });
    return written!;
  });
  await publishToBrand(ctx, brandId, 'outlet.changed');
  return viewOf(saved);
}
