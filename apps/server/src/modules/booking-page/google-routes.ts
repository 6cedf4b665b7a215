import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@host/domain/errors';
import {
  googleBatchAvailabilitySchema,
  googleBookingIdSchema,
  googleBookingSchema,
  googleCreateBookingResultSchema,
  googleCreateBookingSchema,
  googleUpdateBookingSchema,
  GOOGLE_BOOKING_STATUSES,
} from '@host/domain/reserve-with-google';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idempotencyOnSend, idempotencyPreHandler } from '../../lib/idempotency';
import { errorResponses } from '../../lib/route-schemas';
import * as google from './google';

const BASE = '/api/integrations/google/v3';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Reserve with Google's booking server (v3, JSON) at /api/integrations/google/v3 (issue 18; README,
 * "Reserve with Google"). Google authenticates with HTTP Basic (GOOGLE_BOOKING_USER and
 * GOOGLE_BOOKING_PASSWORD); without a password set (production's default) every call is refused.
 * CreateBooking's idempotency_token is kept like an Idempotency-Key: Google's retry books once.
 */
export const googleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { GOOGLE_BOOKING_USER: user, GOOGLE_BOOKING_PASSWORD: password } = ctx.config;
    const basicAuth = async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const [scheme, encoded] = header.split(' ');
      const [givenUser, ...rest] = Buffer.from(encoded ?? '', 'base64')
        .toString('utf8')
        .split(':');
      if (!password || scheme !== 'Basic' || !sameSecret(givenUser ?? '', user) || !sameSecret(rest.join(':'), password)) {
        throw new DomainError('UNAUTHENTICATED', 'notSignedIn');
      }
    };
    const replayOrClaim = idempotencyPreHandler(ctx);
    // Google's token is in the body: it becomes the request's Idempotency-Key.
    const tokenAsKey = async (request: FastifyRequest) => {
      const token = (request.body as { idempotency_token?: string } | undefined)?.idempotency_token;
      if (token) request.headers['idempotency-key'] = `google:${token}`;
    };
    const errors = errorResponses(401, 404, 413, 415, 422, 429);

    app.get(
      `${BASE}/HealthCheck`,
      { onRequest: basicAuth, schema: { tags: ['reserve with google'], response: { 200: z.object({ ok: z.literal(true) }), ...errors } } },
      async () => ({
        ok: true as const,
      }),
    );
    app.post(
      `${BASE}/BatchAvailabilityLookup`,
      {
        onRequest: basicAuth,
        schema: {
          tags: ['reserve with google'],
          body: googleBatchAvailabilitySchema,
          response: {
            200: z.object({
              slot_time_availability: z.array(z.object({ slot_time: z.record(z.string(), z.unknown()), available: z.boolean() })),
            }),
            ...errors,
          },
        },
      },
      async (request) => google.batchAvailability(ctx, request.body),
    );
    app.post(
      `${BASE}/CreateBooking`,
      {
        onRequest: basicAuth,
        preHandler: [tokenAsKey, replayOrClaim],
        onSend: idempotencyOnSend(ctx),
        schema: {
          tags: ['reserve with google'],
          body: googleCreateBookingSchema,
          response: { 200: googleCreateBookingResultSchema, ...errors },
        },
      },
      async (request) => google.createGoogleBooking(ctx, request.body),
    );
    app.post(
      `${BASE}/UpdateBooking`,
      {
        onRequest: basicAuth,
        schema: {
          tags: ['reserve with google'],
          body: googleUpdateBookingSchema,
          response: { 200: z.object({ booking: googleBookingSchema }), ...errors },
        },
      },
      async (request) => google.updateGoogleBooking(ctx, request.body.booking.booking_id, request.body.booking.status),
    );
    app.post(
      `${BASE}/GetBookingStatus`,
      {
        onRequest: basicAuth,
        schema: {
          tags: ['reserve with google'],
          body: googleBookingIdSchema,
          response: { 200: z.object({ booking_id: z.string(), booking_status: z.enum(GOOGLE_BOOKING_STATUSES) }), ...errors },
        },
      },
      async (request) => google.googleBookingStatus(ctx, request.body.booking_id),
    );
  };
