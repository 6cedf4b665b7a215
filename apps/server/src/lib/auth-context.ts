import { DomainError } from '@host/domain/errors';
import { brandActionRefusal, type BrandAction, type GuestReach, type Role } from '@host/domain/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outlets } from '../db/schema';

/** What a signed-in session may act on, resolved once per request from its bearer token. */
export interface AuthContext {
  sessionId: string;
  outletId: string | null;
  userId: string | null;
  accessibleOutletIds: ReadonlySet<string>;
  /** Who acts, for the activity history: the user's email, the outlet's quick code, or a guest answering their link (issue 14). */
  actor: { kind: 'user' | 'outlet' | 'guest'; id: string; name: string };
  /** Support staff only: the impersonation they act in, or null when they have not opened an outlet (issue 15). */
  support?: { impersonationId: string | null };
}

/** Resolves a bearer token to its session's reach, or throws 401 (the auth module provides it). */
export type Authenticate = (token: string | undefined) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/**
 * A guest acting without a session, on one outlet only: from their link, the booking page or
 * Reserve with Google (`via` names which, for the history's session id).
 */
export function guestAuthOf(via: string, outletId: string, actor: { id: string; name: string }): AuthContext {
  return {
    sessionId: `${via}:${outletId}`,
    outletId,
    userId: null,
    accessibleOutletIds: new Set([outletId]),
    actor: { kind: 'guest', ...actor },
  };
}

/** The session may act on this outlet, else 403 (a token for another brand's outlet, say). */
export function assertOutletAccess(auth: AuthContext, outletId: string) {
  if (!auth.accessibleOutletIds.has(outletId)) {
    throw new DomainError('FORBIDDEN', 'forbiddenOutlet');
  }
}

/** The session may act for this brand: it can reach at least one of the brand's outlets, else 403. */
export async function assertBrandAccess(db: Executor, auth: AuthContext, brandId: string) {
  const outletIds = [...auth.accessibleOutletIds];
  const [reachable] = outletIds.length
    ? await db
        .select({ id: outlets.id })
        .from(outlets)
        .where(and(eq(outlets.brandId, brandId), inArray(outlets.id, outletIds)))
        .limit(1)
    : [];
  if (!reachable) throw new DomainError('FORBIDDEN', 'forbiddenBrand');
}

/**
 * The session's role for what a brand shares (docs/decisions/025-who-may-erase.md): a user is the
 * merchant's, or support staff (who reach an outlet only inside an impersonation, decision 014); an
 * outlet's PIN session is outlet staff, and so is a guest acting from a link, who reaches none of
 * these routes.
 */
export function roleOf(auth: AuthContext): Role {
  if (auth.actor.kind !== 'user') return 'outletStaff';
  return auth.support ? 'support' : 'merchant';
}

/** The session may take the action on the brand's shared guests or tickets, else 403 with the domain rule's reason. */
export function assertMay(auth: AuthContext, action: BrandAction, guest?: GuestReach) {
  const refusal = brandActionRefusal(roleOf(auth), action, guest);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
}
