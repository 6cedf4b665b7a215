import {
  impersonationAuditSchema,
  impersonationSchema,
  startImpersonationInputSchema,
  supportOutletSchema,
  supportSearchQuerySchema,
} from '@host/domain/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import * as service from './service';

/**
 * Support staff's own routes (issue 15). They are /api/v1 routes, not session-cookie ones beside
 * /api/auth/switch-outlet: the bearer token, the 401-before-the-body contract, the OpenAPI document
 * and the authorization matrix come with that; the web refetches the session after a start or end.
 * Each is refused (403) to anyone but support staff, in the service, before anything is read.
 */
export const supportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/support/outlets',
      { schema: { tags: ['support'], querystring: supportSearchQuerySchema, response: { 200: z.array(supportOutletSchema) } } },
      async (request) => service.searchOutlets(ctx, request.auth, request.query.q),
    );

    app.post(
      '/api/v1/support/impersonations',
      { schema: { tags: ['support'], body: startImpersonationInputSchema, response: { 201: impersonationSchema } } },
      async (request, reply) => reply.status(201).send(await service.startImpersonation(ctx, request.auth, request.body)),
    );

    app.delete(
      '/api/v1/support/impersonation',
      { schema: { tags: ['support'], response: { 200: impersonationSchema } } },
      async (request) => service.endImpersonation(ctx, request.auth),
    );

    // The merchant's own reading of it (issue 27 point 4): what support did at the brand's outlets.
    app.get(
      '/api/v1/brands/:brandId/support-audit',
      { schema: { tags: ['support'], params: brandParamsSchema, response: { 200: z.array(impersonationAuditSchema) } } },
      async (request) => service.listBrandAudit(ctx, request.auth, request.params.brandId),
    );

    app.get(
      '/api/v1/support/impersonations',
      { schema: { tags: ['support'], response: { 200: z.array(impersonationAuditSchema) } } },
      async (request) => service.listAudit(ctx, request.auth),
    );
  };
