import { DomainError } from '@host/domain/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { outlets } from '../db/schema';
import { authenticateBearer, type AuthContext } from '../modules/auth/service';
import type { AppContext } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
}

/** preHandler for every /api/v1 route: a bearer token of a live session, else 401. */
export function bearerAuth(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    request.auth = await authenticateBearer(ctx, token);
  };
}

/** The session may act on this outlet, else 403 (a token for another brand's outlet, say). */
export function assertOutletAccess(auth: AuthContext, outletId: string) {
  if (!auth.accessibleOutletIds.has(outletId)) {
    throw new DomainError('FORBIDDEN', 'You may not act for this outlet.');
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
  if (!reachable) throw new DomainError('FORBIDDEN', 'You may not act for this brand.');
}
