import { festiveEveningInputSchema, holidaysQuerySchema, holidaysViewSchema, type FestiveEvening } from '@host/domain/availability/festive';
import { affectedReservationSchema } from '@host/domain/floor/affected';
import { outletParamsSchema } from '@host/domain/outlets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMay } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { confirmQuerySchema } from '../../lib/write-params';
import { loadOutlet } from '../outlets/service';
import { createFestiveEvening, previewFestiveEvening } from './festive';
import { holidaysOf } from './holidays';

const planSchema = z.object({
  outlets: z.array(z.object({ outletId: z.string(), outletName: z.string(), affected: z.array(affectedReservationSchema) })),
});
const madeSchema = z.object({
  ticketId: z.string().nullable(),
  timings: z.array(z.object({ outletId: z.string(), serviceTimingId: z.string() })),
});

/** Festive evenings and the holidays that suggest them (issue 32, point 4). */
export const festiveRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/holidays',
      {
        schema: {
          tags: ['schedules'],
          params: outletParamsSchema,
          querystring: holidaysQuerySchema,
          response: { 200: holidaysViewSchema },
        },
      },
      async (request) => {
        const { outlet } = await loadOutlet(ctx.db, request.auth, request.params.outletId);
        return holidaysOf(outlet.countryCode, request.query.year, request.query.language);
      },
    );

    app.post(
      '/api/v1/brands/:brandId/festive-evenings/preview',
      {
        onRequest: async (request) => assertMay(request.auth, 'setUpFestiveEvenings'),
        schema: { tags: ['schedules'], params: brandParamsSchema, body: festiveEveningInputSchema, response: { 200: planSchema } },
      },
      async (request) => previewFestiveEvening(ctx, request.auth, request.params.brandId, request.body as FestiveEvening),
    );

    app.post(
      '/api/v1/brands/:brandId/festive-evenings',
      {
        onRequest: async (request) => assertMay(request.auth, 'setUpFestiveEvenings'),
        schema: {
          tags: ['schedules'],
          params: brandParamsSchema,
          querystring: confirmQuerySchema,
          body: festiveEveningInputSchema,
          response: { 201: madeSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await createFestiveEvening(ctx, request.auth, request.params.brandId, {
            evening: request.body as FestiveEvening,
            confirm: request.query.confirm,
          }),
        ),
    );
  };
