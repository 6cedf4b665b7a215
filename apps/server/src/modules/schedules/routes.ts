import { blockOutInputSchema, serviceTimingInputSchema } from '@host/domain/availability/schedules';
import { errorBodySchema } from '@host/domain/errors';
import { outletParamsSchema } from '@host/domain/outlets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { confirmQuerySchema, versionOf } from '../../lib/write-params';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

export const scheduleRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {

  app.get('/api/v1/outlets/:outletId/service-timings', { schema: { tags: ['schedules'], params: outletParamsSchema } },
    async (request) => service.listTimings(ctx, request.auth, request.params.outletId));

  app.post('/api/v1/outlets/:outletId/service-timings', { schema: { tags: ['schedules'], params: outletParamsSchema, body: serviceTimingInputSchema } },
    async (request, reply) => reply.status(201).send(await service.createTiming(ctx, request.auth, request.params.outletId, request.body)));

  app.put('/api/v1/service-timings/:id', { schema: { tags: ['schedules'], params: idParams, querystring: confirmQuerySchema, body: serviceTimingInputSchema } },
    async (request) => service.updateTiming(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.body, request.query.confirm));

  app.delete('/api/v1/service-timings/:id', { schema: { tags: ['schedules'], params: idParams, querystring: confirmQuerySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => { await service.deleteTiming(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.query.confirm); return reply.status(204).send(null); });

  app.get('/api/v1/outlets/:outletId/block-out-days', { schema: { tags: ['schedules'], params: outletParamsSchema } },
    async (request) => service.listBlockOuts(ctx, request.auth, request.params.outletId));

  app.post('/api/v1/outlets/:outletId/block-out-days', { schema: { tags: ['schedules'], params: outletParamsSchema, querystring: confirmQuerySchema, body: blockOutInputSchema } },
    async (request, reply) => reply.status(201).send(await service.saveBlockOut(ctx, request.auth, { outletId: request.params.outletId }, request.body, request.query.confirm)));

  app.put('/api/v1/block-out-days/:id', { schema: { tags: ['schedules'], params: idParams, querystring: confirmQuerySchema, body: blockOutInputSchema } },
    async (request) => service.saveBlockOut(ctx, request.auth, { id: request.params.id, version: versionOf(request.headers['if-match']) }, request.body, request.query.confirm));

  app.delete('/api/v1/block-out-days/:id', { schema: { tags: ['schedules'], params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => { await service.deleteBlockOut(ctx, request.auth, request.params.id, versionOf(request.headers['if-match'])); return reply.status(204).send(null); });
};
