import { DomainError, errorBodySchema } from '@host/domain/errors';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { assertBrandAccess, assertOutletAccess, type Authenticate } from './auth-context';
import type { AppContext } from './context';
import { checkFeatureGate } from './feature-gate';
import { idempotencyOnSend, idempotencyPreHandler } from './idempotency';
import { assertItemAccess, isKnownItemKind, itemKindOf } from './item-owner';
import { OPENAPI_SUMMARIES, SESSION_COOKIE_OPERATIONS, operationIdOf } from './openapi-summaries';

/**
 * docs/architecture.md's HTTP contract, applied to every route in one place rather than repeated per module:
 * - every /api/v1 route checks the bearer token (onRequest: before the body is read, so no token
 *   and a bad body is 401, never 400 with field details), then that the session may act for the
 *   outlet or brand in its path, or owns the item its :id names (403), before validation, a
 *   precondition (If-Match), a cached answer or the handler;
 * - every creating POST (one that answers 201) takes an Idempotency-Key;
 * - every /api route declares the error statuses it can answer, so the OpenAPI document is whole;
 * - every /api route has a summary (lib/openapi-summaries.ts: a route without one stops the start),
 *   an operationId from its method and path, and says how it is authenticated: the bearer token on
 *   /api/v1, the session cookie on the session's own calls, nothing on sign-in and the like.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function applyApiContract(app: FastifyInstance, ctx: AppContext, authenticateToken: Authenticate) {
  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    request.auth = await authenticateToken(token);
  };
  // An id that is not a uuid names nothing: validation answers it (400) right after.
  const authorizePath = async (request: FastifyRequest) => {
    // Support staff act for no outlet until they open one from /support with a reason (issue 15).
    const support = request.auth.support;
    if (support && !support.impersonationId && !request.routeOptions.url?.startsWith('/api/v1/support/'))
      throw new DomainError('FORBIDDEN', 'impersonationRequired');
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    if (params.outletId !== undefined && UUID.test(params.outletId)) assertOutletAccess(request.auth, params.outletId);
    if (params.brandId !== undefined && UUID.test(params.brandId)) await assertBrandAccess(ctx.db, request.auth, params.brandId);
    // The item an item route names (/api/v1/<kind>/:id): its owner, before its If-Match or body (lib/item-owner.ts).
    const kind = itemKindOf(request.routeOptions.url ?? '');
    if (kind && params.id !== undefined && UUID.test(params.id)) await assertItemAccess(ctx.db, request.auth, kind, params.id);
    // Then the outlet's entitlement to the route's feature, if it names one (lib/feature-gate.ts).
    const gate = request.routeOptions.config.feature;
    if (gate) await checkFeatureGate(ctx.db, request.auth, gate, { url: request.routeOptions.url ?? '', params });
  };
  const replayOrClaim = idempotencyPreHandler(ctx);
  const keepAnswer = idempotencyOnSend(ctx);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const isProductApi = route.url.startsWith('/api/v1/');
    const schema = (route.schema ??= {}) as Record<string, unknown> & { response?: Record<string, unknown> };
    describeOperation(route, schema, isProductApi);
    const response = (schema.response ??= {});
    const statuses = isProductApi ? [400, 401, 403, 404, 409, 422, 428, 503] : [400, 503];
    for (const status of statuses) response[status] ??= errorBodySchema;
    // Anything with a body may be too large or of the wrong type.
    if (asArray(route.method).some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE')) {
      response[413] ??= errorBodySchema;
      response[415] ??= errorBodySchema;
    }
    if (!isProductApi) return;
    const kind = itemKindOf(route.url);
    if (kind && !isKnownItemKind(kind))
      throw new Error(`No owner for the items of ${route.url}: add '${kind}' to apps/server/src/lib/item-owner.ts`);

    route.onRequest = [authenticate, authorizePath, ...asArray(route.onRequest)];
    const methods = asArray(route.method);
    if (methods.includes('POST') && 201 in response) {
      schema.headers ??= z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });
      route.preHandler = [...asArray(route.preHandler), replayOrClaim];
      route.onSend = [...asArray(route.onSend), keepAnswer];
    }
  });
}

/** Summary, operationId and security requirement of an operation (Redocly's recommended rules). */
function describeOperation(route: RouteOptions, schema: Record<string, unknown>, isProductApi: boolean) {
  // Fastify adds a HEAD twin for every GET; the document leaves it out.
  const methods = asArray(route.method).filter((m) => m !== 'HEAD');
  if (methods.length === 0) return;
  const key = `${methods[0]} ${route.url}`;
  const summary = OPENAPI_SUMMARIES[key];
  if (!summary) throw new Error(`No OpenAPI summary for ${key}: add one to apps/server/src/lib/openapi-summaries.ts`);
  schema.summary ??= summary;
  schema.operationId ??= operationIdOf(methods[0]!, route.url);
  schema.security ??= isProductApi ? [{ bearer: [] }] : SESSION_COOKIE_OPERATIONS.has(key) ? [{ session: [] }] : [];
}

/**
 * OpenAPI 3.0 lets an enum be null only when its values list null (3.0.3's note on `nullable`); zod
 * writes `nullable: true` beside an enum without it, and a validator then refuses the null it was
 * promised (a transaction's statusRefund). The document's enums get their null listed.
 */
export function listNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) node.forEach(listNullInNullableEnums);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...(schema.enum as unknown[]), null];
    Object.values(schema).forEach(listNullInNullableEnums);
  }
  return node;
}

/** The document's head: what Host is, its licence, and the server it is served from. */
export const OPENAPI_INFO = {
  title: 'Host API',
  version: '0.1.0',
  description:
    'The host-stand and reservation API of Host, for restaurants in Singapore, Malaysia, Hong Kong and Taiwan. ' +
    'Every /api/v1 call takes the bearer token a sign-in returns (`hostV2AuthToken`); errors are `{ code, message, details? }`.',
  license: { name: 'Proprietary', url: 'https://host.example/terms' },
};

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
