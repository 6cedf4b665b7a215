import { auditedIds, isAuditedWrite } from '@host/domain/support';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { recordWrite } from './service';

/**
 * Every write made while impersonating is recorded against the impersonation, once, here, for every
 * route (issue 15): its method, route pattern, the uuids in its path and its status, succeeded or
 * refused. Never its body or query, which may hold a guest's phone or a secret. onSend, so the
 * record is written before the caller has the answer.
 */
export function recordImpersonatedWrites(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onSend', async (request, reply, payload) => {
    const impersonationId = (request.auth as AuthContext | undefined)?.support?.impersonationId;
    const route = request.routeOptions.url;
    if (!impersonationId || !route || !isAuditedWrite(request.method, route)) return payload;
    try {
      await recordWrite(ctx, { impersonationId, method: request.method, route, ids: auditedIds(request.params as Record<string, unknown>), statusCode: reply.statusCode });
    } catch (error) {
      request.log.warn({ err: error, impersonationId }, 'a write made while impersonating was not recorded');
    }
    return payload;
  });
}
