import { auditedChanges, auditedIds, isAuditedWrite, sentFields } from '@host/domain/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { closeAuditTrail, openAuditTrail } from '../../lib/audit-trail';
import type { AuthContext } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { maskDeep } from '../../lib/redact';
import { SESSION_COOKIE, authenticateBearer, findSession } from '../auth/service';
import { openImpersonationOf, recordWrite } from './service';

/** The impersonation a write outside /api/v1 is made in, found before its handler runs (it may end the session). */
const impersonationOfRequest = new WeakMap<FastifyRequest, string>();

const authOf = (request: FastifyRequest) => request.auth as AuthContext | undefined;

/**
 * Every write made while impersonating is recorded against the impersonation, once, here, for every
 * route (issues 15 and 27): its method, route pattern, the uuids in its path, its status, succeeded
 * or refused, and what it changed. A write that went through keeps the fields it changed as they
 * were and as they became, as the code that made it read them (lib/audit-trail.ts); a refused one,
 * a creation or a write nothing describes keeps the fields it sent. Phones and emails are masked as
 * in the logs, secrets dropped (decision 022). onSend, so the record is written before the caller has
 * the answer.
 */
export function recordImpersonatedWrites(app: FastifyInstance, ctx: AppContext) {
  // After the bearer check of /api/v1 (its onRequest) and the body's parsing, before validation and the handler.
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url;
    if (!route || !isAuditedWrite(request.method, route)) return;
    const auth = authOf(request);
    if (auth) {
      if (auth.support?.impersonationId) openAuditTrail(auth);
      return;
    }
    try {
      const impersonationId = await impersonationOfCaller(ctx, request);
      if (impersonationId) impersonationOfRequest.set(request, impersonationId);
    } catch (error) {
      request.log.warn({ err: error }, 'could not tell whether a write was made while impersonating');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const auth = authOf(request);
    const impersonationId = auth?.support?.impersonationId ?? impersonationOfRequest.get(request);
    const route = request.routeOptions.url;
    const made = closeAuditTrail(auth);
    if (!impersonationId || !route || !isAuditedWrite(request.method, route)) return payload;
    try {
      const sent = () => sentFields(request.body, { omitEmpty: reply.statusCode === 201 });
      const changes = auditedChanges(reply.statusCode < 400 && made.length ? made : sent(), maskDeep);
      await recordWrite(ctx, {
        impersonationId,
        method: request.method,
        route,
        ids: auditedIds(request.params as Record<string, unknown>),
        statusCode: reply.statusCode,
        changes,
      });
    } catch (error) {
      request.log.warn({ err: error, impersonationId }, 'a write made while impersonating was not recorded');
    }
    return payload;
  });
}

/**
 * Outside /api/v1 a caller is known by the session cookie (the browser sends it with every call,
 * push subscriptions too) or a session's bearer token (a push installation's start).
 */
async function impersonationOfCaller(ctx: AppContext, request: FastifyRequest): Promise<string | undefined> {
  const session = await findSession(ctx, request.cookies[SESSION_COOKIE]);
  if (session?.isImpersonation) return (await openImpersonationOf(ctx, session.id))?.id;
  const header = request.headers.authorization;
  if (session || !header?.startsWith('Bearer ')) return undefined;
  try {
    return (await authenticateBearer(ctx, header.slice('Bearer '.length).trim())).support?.impersonationId ?? undefined;
  } catch {
    // Not a session's token (a push grant, a provider's key): no impersonation.
    return undefined;
  }
}
