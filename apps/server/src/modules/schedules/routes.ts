import { blockOutInputSchema, serviceTimingInputSchema } from '@host/domain/availability/schedules';
import { blockOutViewSchema, serviceTimingViewSchema } from '@host/domain/availability/views';
import { outletParamsSchema } from '@host/domain/outlets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import { confirmQuerySchema, versionOf, versionedDeleteOf, versionedSaveOf } from '../../lib/write-params';
import * as service from './service';
import { festiveRoutes } from './festive-routes';

export const scheduleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/service-timings',
      { schema: { tags: ['schedules'], params: outletParamsSchema, response: { 200: z.array(serviceTimingViewSchema) } } },
      async (request) => service.listTimings(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/service-timings',
      {
        schema: {
          tags: ['schedules'],
          params: outletParamsSchema,
          body: serviceTimingInputSchema,
          response: { 201: serviceTimingViewSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createTiming(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.put(
      '/api/v1/service-timings/:id',
      {
        schema: {
          tags: ['schedules'],
          params: idParamsSchema,
          querystring: confirmQuerySchema,
          body: serviceTimingInputSchema,
          response: { 200: serviceTimingViewSchema },
        },
      },
      async (request) => service.updateTiming(ctx, request.auth, request.params.id, versionedSaveOf(request)),
    );

    app.delete(
      '/api/v1/service-timings/:id',
      { schema: { tags: ['schedules'], params: idParamsSchema, querystring: confirmQuerySchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.deleteTiming(ctx, request.auth, request.params.id, versionedDeleteOf(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v1/outlets/:outletId/block-out-days',
      { schema: { tags: ['schedules'], params: outletParamsSchema, response: { 200: z.array(blockOutViewSchema) } } },
      async (request) => service.listBlockOuts(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/block-out-days',
      {
        schema: {
          tags: ['schedules'],
          params: outletParamsSchema,
          querystring: confirmQuerySchema,
          body: blockOutInputSchema,
          response: { 201: blockOutViewSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await service.createBlockOut(ctx, request.auth, request.params.outletId, {
            input: request.body,
            confirm: request.query.confirm,
          }),
        ),
    );

    app.put(
      '/api/v1/block-out-days/:id',
      {
        schema: {
          tags: ['schedules'],
          params: idParamsSchema,
          querystring: confirmQuerySchema,
          body: blockOutInputSchema,
          response: { 200: blockOutViewSchema },
        },
      },
      async (request) => service.updateBlockOut(ctx, request.auth, request.params.id, versionedSaveOf(request)),
    );

    app.delete(
      '/api/v1/block-out-days/:id',
      { schema: { tags: ['schedules'], params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.deleteBlockOut(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']));
        return reply.status(204).send(null);
      },
    );

    await festiveRoutes(ctx)(app, {});
  };
