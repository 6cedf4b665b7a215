import { FEATURE } from '@host/domain/entitlements';
import { WAITLIST_DEFAULTS, type WaitlistSettings, type WaitlistSettingsView } from '@host/domain/waitlist/waiting-list';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { waitlistSettings } from '../../db/tables/waitlist';
import { assertOutletAccess, type AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { hasFeature } from '../../lib/feature-gate';
import { changeVersioned } from '../../lib/versioned-change';
import type { VersionedEdit } from '../../lib/write-params';

type SettingsRow = typeof waitlistSettings.$inferSelect;

const viewOf = (row: SettingsRow | undefined): WaitlistSettingsView =>
  row
    ? {
        enabled: row.enabled,
        holdMinutes: row.holdMinutes,
        answerMinutes: row.answerMinutes,
        longestQuoteMinutes: row.longestQuoteMinutes,
        joinOnline: row.joinOnline,
        version: row.version,
      }
    : { ...WAITLIST_DEFAULTS, version: 1 };

/** The outlet's waitlist settings: its own, else the defaults (an outlet that never saved them). */
export async function settingsOf(db: Executor, outletId: string): Promise<WaitlistSettingsView> {
  const [row] = await db.select().from(waitlistSettings).where(eq(waitlistSettings.outletId, outletId));
  return viewOf(row);
}

/** Whether the outlet runs the waitlist now: in its plan (the WAITLIST entitlement) and turned on in its settings. */
export async function waitlistOn(db: Executor, outletId: string): Promise<WaitlistSettingsView | null> {
  if (!(await hasFeature(db, outletId, FEATURE.WAITLIST))) return null;
  const settings = await settingsOf(db, outletId);
  return settings.enabled ? settings : null;
}

/** GET /api/v1/outlets/{outletId}/waitlist-settings */
export async function waitlistSettingsOf(ctx: AppContext, auth: AuthContext, outletId: string) {
  assertOutletAccess(auth, outletId);
  return settingsOf(ctx.db, outletId);
}

/** PUT /api/v1/outlets/{outletId}/waitlist-settings: at the version read (If-Match), as every settings write. */
export async function saveWaitlistSettings(
  ctx: AppContext,
  auth: AuthContext,
  outletId: string,
  { version, input }: VersionedEdit<WaitlistSettings>,
): Promise<WaitlistSettingsView> {
  assertOutletAccess(auth, outletId);
  return changeVersioned(ctx, auth, {
    version,
    lock: async (tx) => {
      // An outlet's first save writes its row (at version 1, the defaults' version) before locking it.
      await tx
        .insert(waitlistSettings)
        .values({ outletId, ...WAITLIST_DEFAULTS })
        .onConflictDoNothing();
      const [row] = await tx.select().from(waitlistSettings).where(eq(waitlistSettings.outletId, outletId)).for('update');
      return row!;
    },
    current: (row) => viewOf(row),
    write: async (tx) => {
      const [saved] = await tx
        .update(waitlistSettings)
        .set({ ...input, version: sql`${waitlistSettings.version} + 1`, updatedAt: ctx.clock.now() })
        .where(eq(waitlistSettings.outletId, outletId))
        .returning();
      return viewOf(saved);
    },
    publish: { kind: 'outlet.changed', ids: () => [outletId] },
  });
}
