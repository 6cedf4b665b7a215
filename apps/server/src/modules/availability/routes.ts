import { availabilityViewSchema, availableDaysViewSchema } from '@host/domain/availability/views';
import { availabilityQuerySchema, availableDaysQuerySchema } from '@host/domain/availability/schedules';
import { outletParamsSchema } from '@host/domain/outlets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { availability, availableDays } from './service';

export const availabilityRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/availability',
      {
        schema: {
          tags: ['availability'],
          params: outletParamsSchema,
          querystring: availabilityQuerySchema,
          response: {
            200: availabilityViewSchema,
          },
        },
      },
      async (request) => availability(ctx, request.auth, request.params.outletId, request.query),
    );

    app.get(
      '/api/v1/outlets/:outletId/availability/days',
      {
        schema: {
          tags: ['availability'],
          params: outletParamsSchema,
          querystring: availableDaysQuerySchema,
          response: {
            200: availableDaysViewSchema,
          },
        },
      },
      async (request) => availableDays(ctx, request.auth, request.params.outletId, request.query),
    );
  };
