import { actionsRequiredFor, isFeatureEnabled, type FeatureCode } from '@host/domain/entitlements';
import { DomainError } from '@host/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outletEntitlements } from '../db/schema';
import { assertOutletAccess, type AuthContext } from './auth-context';
import { itemKindOf, outletOfItem } from './item-owner';

/**
 * Outlet entitlements gate features (docs/rules.md sections 3 and 6, issue 15). A route names its
 * feature in its config (`config: { feature: { code, outletOf } }`) and the API contract checks it
 * in one place, right after the session's access to the outlet: the outlet in the path, the one
 * the item in the path belongs to, or the session's own. A disabled feature answers 403
 * featureNotEnabled with the feature and what the merchant must do.
 */
export interface FeatureGate {
  code: FeatureCode;
  /** whose outlet the route acts on: its path's outletId (default), the item its :id names (lib/item-owner.ts), or the session's */
  outletOf?: 'path' | 'item' | 'session';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    feature?: FeatureGate;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function entitlementOf(db: Executor, outletId: string, code: FeatureCode) {
  return db
    .select({
      featureCode: outletEntitlements.featureCode,
      enabled: outletEntitlements.enabled,
      actionsRequired: outletEntitlements.actionsRequired,
    })
    .from(outletEntitlements)
    .where(and(eq(outletEntitlements.outletId, outletId), eq(outletEntitlements.featureCode, code)));
}

/** Whether the outlet has the feature (for a use that leaves it out quietly rather than refusing). */
export async function hasFeature(db: Executor, outletId: string, code: FeatureCode): Promise<boolean> {
  return isFeatureEnabled(await entitlementOf(db, outletId, code), code);
}

/** The feature is on at the outlet, else 403 featureNotEnabled with its actionsRequired. */
export async function assertFeatureEnabled(db: Executor, outletId: string, code: FeatureCode) {
  const entitlements = await entitlementOf(db, outletId, code);
  if (!isFeatureEnabled(entitlements, code)) {
    throw new DomainError('FORBIDDEN', 'featureNotEnabled', {
      details: { featureCode: code, actionsRequired: actionsRequiredFor(entitlements, code) },
    });
  }
}

/**
 * The route's gate, if it has one. An item that does not exist (or an id that is not one) is left
 * to the handler (404, 400); an item of an outlet the session may not act for is 403 as there.
 */
export async function checkFeatureGate(db: Executor, auth: AuthContext, gate: FeatureGate, route: { url: string; params: Params }) {
  const outletId = await outletOfGate(db, auth, gate, route);
  if (!outletId) return;
  assertOutletAccess(auth, outletId);
  await assertFeatureEnabled(db, outletId, gate.code);
}

type Params = Record<string, string | undefined>;

async function outletOfGate(db: Executor, auth: AuthContext, gate: FeatureGate, route: { url: string; params: Params }) {
  const by = gate.outletOf ?? 'path';
  if (by === 'session') return auth.outletId;
  const id = by === 'path' ? route.params.outletId : route.params.id;
  if (id === undefined || !UUID.test(id)) return undefined;
  if (by === 'path') return id;
  const kind = itemKindOf(route.url);
  return kind ? outletOfItem(db, kind, id) : undefined;
}
