import { DomainError } from '@host/domain/errors';
import type { FastifyRequest } from 'fastify';
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
