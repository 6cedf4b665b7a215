import {
  bookingDaysQuerySchema,
  bookingPageViewSchema,
  bookingTimesQuerySchema,
  bookingTimesViewSchema,
  onlineBookingInputSchema,
  onlineBookingResultSchema,
} from '@host/domain/booking-page';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idempotencyOnSend, idempotencyPreHandler } from '../../lib/idempotency';
import { errorResponses } from '../../lib/route-schemas';
import { countUse } from '../../lib/throttle';
import * as service from './service';

const WINDOW_MS = 10 * 60 * 1000;
/** A diner picking a day and a time reads a few dozen times; a scraper reads thousands. */
const READS_PER_IP = 300;
const pageParams = z.object({ outlet: z.string().min(1).max(100) });

/**
 * The diners' booking page's API (issue 18): open, no session; throttled per address. What it
 * answers names the outlet and its free times, never another guest. The booking POST takes an
 * Idempotency-Key like every creating POST (a double tap books once).
 */
export const onlineBookingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const readLimit = async (request: FastifyRequest) =>
      countUse(ctx, [{ subject: `book:read:ip:${request.ip}`, max: READS_PER_IP, windowMs: WINDOW_MS }]);

    app.get(
      '/api/book/:outlet',
      {
        onRequest: readLimit,
        schema: { tags: ['booking page'], params: pageParams, response: { 200: bookingPageViewSchema, ...errorResponses(404, 429) } },
      },
      async (request) => service.bookingPage(ctx, request.params.outlet),
    );
    app.get(
      '/api/book/:outlet/days',
      {
        onRequest: readLimit,
        schema: {
          tags: ['booking page'],
          params: pageParams,
          querystring: bookingDaysQuerySchema,
          response: {
            200: z.object({
              from: z.string(),
              to: z.string(),
              pax: z.number().int(),
              days: z.array(z.object({ date: z.string(), available: z.boolean() })),
            }),
            ...errorResponses(404, 422, 429),
          },
        },
      },
      async (request) => service.bookingDays(ctx, request.params.outlet, request.query),
    );
    app.get(
      '/api/book/:outlet/times',
      {
        onRequest: readLimit,
        schema: {
          tags: ['booking page'],
          params: pageParams,
          querystring: bookingTimesQuerySchema,
          response: { 200: bookingTimesViewSchema, ...errorResponses(404, 422, 429) },
        },
      },
      async (request) => service.bookingTimes(ctx, request.params.outlet, request.query),
    );
    app.post(
      '/api/book/:outlet/reservations',
      {
        preHandler: idempotencyPreHandler(ctx),
        onSend: idempotencyOnSend(ctx),
        schema: {
          tags: ['booking page'],
          params: pageParams,
          headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
          body: onlineBookingInputSchema,
          response: { 201: onlineBookingResultSchema, ...errorResponses(404, 409, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => {
        return reply.status(201).send(await service.bookOnline(ctx, request.params.outlet, request.body, { ip: request.ip }));
      },
    );
  };
