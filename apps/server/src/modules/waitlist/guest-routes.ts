import { onlineBookingResultSchema } from '@host/domain/booking-page';
import { guestQueueViewSchema } from '@host/domain/waitlist/queue';
import { guestWaitingViewSchema, joinWaitingListResultSchema, joinWaitingListSchema } from '@host/domain/waitlist/waiting-list';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idempotencyOnSend, idempotencyPreHandler } from '../../lib/idempotency';
import { errorResponses } from '../../lib/route-schemas';
import { countUse } from '../../lib/throttle';
import { answerFromQueue, guestQueueView } from './queue-guest';
import * as service from './waiting-list';

const WINDOW_MS = 10 * 60 * 1000;
/** A guest opens their link a few times and the page refreshes their place; a caller reading link after link is guessing. */
const VIEWS_PER_IP = 120;
const ANSWERS_PER_IP = 20;
/** Joins from one address: a family's phones, not a script filling the list. */
const JOINS_PER_IP = 10;
const tokenParams = z.object({ token: z.string().max(200) });
const pageParams = z.object({ outlet: z.string().min(1).max(100) });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() });

/**
 * The guest's side of the waitlist (issue 30): joining the day's list from the booking page, the
 * guest's own link (their place, the time held for them, accept, decline, leave), and the door
 * queue's party's link (its place, on my way, leave). Open, no session;
 * throttled per address. A join and an accept take an Idempotency-Key (a double tap does it once).
 */
export const waitingListGuestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = (kind: string, max: number) => async (request: FastifyRequest) =>
      countUse(ctx, [{ subject: `waiting:${kind}:ip:${request.ip}`, max, windowMs: WINDOW_MS }]);
    const viewSchema = () => ({
      tags: ['waitlist guest'],
      params: tokenParams,
      response: { 200: guestWaitingViewSchema, ...errorResponses(404, 409, 429) },
    });

    app.post(
      '/api/book/:outlet/waiting-list',
      {
        onRequest: limit('join', JOINS_PER_IP),
        preHandler: idempotencyPreHandler(ctx),
        onSend: idempotencyOnSend(ctx),
        schema: {
          tags: ['waitlist guest'],
          params: pageParams,
          headers: idempotencyHeaders,
          body: joinWaitingListSchema,
          response: { 201: joinWaitingListResultSchema, ...errorResponses(404, 409, 413, 415, 422, 429) },
        },
      },
      async (request, reply) => reply.status(201).send(await service.joinWaitingListOnline(ctx, request.params.outlet, request.body)),
    );
    app.get('/api/waiting-list/:token', { onRequest: limit('view', VIEWS_PER_IP), schema: viewSchema() }, async (request) =>
      service.guestWaitingView(ctx, request.params.token),
    );
    app.post(
      '/api/waiting-list/:token/accept',
      {
        onRequest: limit('answer', ANSWERS_PER_IP),
        preHandler: idempotencyPreHandler(ctx),
        onSend: idempotencyOnSend(ctx),
        schema: {
          tags: ['waitlist guest'],
          params: tokenParams,
          headers: idempotencyHeaders,
          response: { 201: onlineBookingResultSchema, ...errorResponses(404, 409, 422, 429) },
        },
      },
      async (request, reply) => reply.status(201).send(await service.acceptOffer(ctx, request.params.token)),
    );
    app.post('/api/waiting-list/:token/decline', { onRequest: limit('answer', ANSWERS_PER_IP), schema: viewSchema() }, async (request) =>
      service.answerAsGuest(ctx, request.params.token, 'decline'),
    );
    // The door queue's party (issue 30 point 3): its place, "I'm on my way", leaving.
    const queueSchema = () => ({
      tags: ['waitlist guest'],
      params: tokenParams,
      response: { 200: guestQueueViewSchema, ...errorResponses(404, 409, 429) },
    });
    app.get('/api/queue/:token', { onRequest: limit('view', VIEWS_PER_IP), schema: queueSchema() }, async (request) =>
      guestQueueView(ctx, request.params.token),
    );
    app.post('/api/queue/:token/on-my-way', { onRequest: limit('answer', ANSWERS_PER_IP), schema: queueSchema() }, async (request) =>
      answerFromQueue(ctx, request.params.token, 'onMyWay'),
    );
    app.post('/api/queue/:token/leave', { onRequest: limit('answer', ANSWERS_PER_IP), schema: queueSchema() }, async (request) =>
      answerFromQueue(ctx, request.params.token, 'leave'),
    );
    app.post('/api/waiting-list/:token/cancel', { onRequest: limit('answer', ANSWERS_PER_IP), schema: viewSchema() }, async (request) =>
      service.answerAsGuest(ctx, request.params.token, 'cancel'),
    );
  };
