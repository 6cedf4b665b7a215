import { guestMarketingInputSchema } from '@host/domain/marketing-consent';
import { guestBookingViewSchema, guestChangeInputSchema } from '@host/domain/notifications/contract';
import { bookingTimesQuerySchema, bookingTimesViewSchema } from '@host/domain/booking-page';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/route-schemas';
import { countUse } from '../../lib/throttle';
import * as service from './service';

const WINDOW_MS = 10 * 60 * 1000;
/** A guest opens their link a few times; a caller reading link after link is guessing. */
const GUEST_VIEWS_PER_IP = 60;
const GUEST_ANSWERS_PER_IP = 20;
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The guest's own link (issue 14): their booking, confirm or cancel, the times they may move to, and
 * the move itself. Open to anyone holding the link, so throttled per address.
 */
export const guestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const viewLimit = async (request: FastifyRequest) =>
      countUse(ctx, [{ subject: `guest:view:ip:${request.ip}`, max: GUEST_VIEWS_PER_IP, windowMs: WINDOW_MS }]);
    const answerLimit = async (request: FastifyRequest) =>
      countUse(ctx, [{ subject: `guest:answer:ip:${request.ip}`, max: GUEST_ANSWERS_PER_IP, windowMs: WINDOW_MS }]);
    // One object per route: the API contract writes each route's operationId into its schema.
    const guestSchema = () => ({
      tags: ['guest'],
      params: tokenParams,
      response: { 200: guestBookingViewSchema, ...errorResponses(404, 409, 422, 429) },
    });

    app.get('/api/guest/:token', { onRequest: viewLimit, schema: guestSchema() }, async (request) =>
      service.guestView(ctx, request.params.token),
    );
    app.post('/api/guest/:token/confirm', { onRequest: answerLimit, schema: guestSchema() }, async (request) =>
      service.guestAnswer(ctx, request.params.token, 'confirm'),
    );
    app.post('/api/guest/:token/cancel', { onRequest: answerLimit, schema: guestSchema() }, async (request) =>
      service.guestAnswer(ctx, request.params.token, 'cancel'),
    );
    app.get(
      '/api/guest/:token/times',
      {
        onRequest: viewLimit,
        schema: {
          tags: ['guest'],
          params: tokenParams,
          querystring: bookingTimesQuerySchema,
          response: { 200: bookingTimesViewSchema, ...errorResponses(404, 422, 429) },
        },
      },
      async (request) => service.guestTimes(ctx, request.params.token, request.query),
    );
    app.put(
      '/api/guest/:token/marketing',
      { onRequest: answerLimit, schema: { ...guestSchema(), body: guestMarketingInputSchema } },
      async (request) => service.guestMarketing(ctx, request.params.token, request.body),
    );
    app.patch(
      '/api/guest/:token',
      { onRequest: answerLimit, schema: { ...guestSchema(), body: guestChangeInputSchema } },
      async (request) => service.guestChange(ctx, request.params.token, request.body),
    );
  };
