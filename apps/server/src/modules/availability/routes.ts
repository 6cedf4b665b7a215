import { SLOT_REASONS } from '@host/domain/availability/slots';
import { availabilityQuerySchema } from '@host/domain/availability/schedules';
import { outletParamsSchema } from '@host/domain/outlets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { availability } from './service';

const slotSchema = z.object({
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  serviceTimingId: z.string(),
  serviceName: z.string(),
  available: z.boolean(),
  reasons: z.array(z.enum(SLOT_REASONS)),
  coversBooked: z.number().int(),
  maxGuest: z.number().int().nullable(),
  bookingsCount: z.number().int(),
  maxReservation: z.number().int().nullable(),
});

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
            200: z.object({ date: z.string(), pax: z.number().int(), channel: z.enum(['staff', 'online']), slots: z.array(slotSchema) }),
          },
        },
      },
      async (request) => availability(ctx, request.auth, request.params.outletId, request.query),
    );
  };
