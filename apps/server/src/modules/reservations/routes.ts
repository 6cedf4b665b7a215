import { DomainError } from '@host/domain/errors';
import { outletParamsSchema } from '@host/domain/outlets';
import {
  activitySchema,
  calendarSchema,
  dayListSchema,
  reservationSchema,
  reservationWithWarningsSchema,
} from '@host/domain/reservations/reservation';
import {
  changeStatusInputSchema,
  createReservationInputSchema,
  createWalkInInputSchema,
  reservationListQuerySchema,
  updateReservationInputSchema,
} from '@host/domain/reservations/schemas';
import { extendGraceInputSchema } from '@host/domain/reservations/schemas';
import { moveInputSchema } from '@host/domain/tables';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalVersionOf, versionOf } from '../../lib/write-params';
import type { AppContext } from '../../lib/context';
import { fieldIssuesOf } from '../../lib/error-handler';
import { idParamsSchema } from '../../lib/route-schemas';
import { changeStatus } from './change-status';
import { createStaffBooking } from './create-staff-booking';
import { createWalkIn } from './create-walk-in';
import { extendGrace } from './extend-grace';
import { calendar, getReservation, history, listDay, search } from './list-reservations';
import { moveReservation } from './move-reservation';
import { updateReservation } from './update-reservation';

/** A staff booking, or a walk-in seated now (isWalkIn: true). */
const createBodySchema = z.union([createWalkInInputSchema.extend({ isWalkIn: z.literal(true) }), createReservationInputSchema]);

/** Parses with a schema chosen at run time, answering 400 with the field errors like the route schemas. */
function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new DomainError('BAD_REQUEST', 'dataNotValid', { details: fieldIssuesOf('body', result.error.issues) });
}

export const reservationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/reservations',
      {
        schema: {
          tags: ['reservations'],
          params: outletParamsSchema,
          querystring: reservationListQuerySchema,
          response: { 200: z.union([dayListSchema, calendarSchema]) },
        },
      },
      async (request) => {
        const { date, from, to, q } = request.query;
        if (q) return search(ctx, request.auth, request.params.outletId, q);
        if (from || to) {
          if (!from || !to) throw new DomainError('BAD_REQUEST', 'fromAndToTogether');
          return calendar(ctx, request.auth, request.params.outletId, { from, to });
        }
        return listDay(ctx, request.auth, request.params.outletId, date);
      },
    );

    app.post(
      '/api/v1/outlets/:outletId/reservations',
      {
        schema: {
          tags: ['reservations'],
          params: outletParamsSchema,
          body: createBodySchema,
          response: { 201: reservationWithWarningsSchema },
        },
        // The document shows both bodies; the handler parses the one isWalkIn names, so the field
        // errors are that body's own rather than a union's "no branch matched".
        validatorCompiler: (route) =>
          route.httpPart === 'body'
            ? (data: unknown) => ({ value: data })
            : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      },
      async (request, reply) => {
        const { auth, params, body } = request;
        const created =
          (body as { isWalkIn?: unknown } | null)?.isWalkIn === true
            ? await createWalkIn(ctx, auth, params.outletId, parseBody(createWalkInInputSchema, body))
            : await createStaffBooking(ctx, auth, params.outletId, parseBody(createReservationInputSchema, body));
        return reply.status(201).header('ETag', `"${created.version}"`).send(created);
      },
    );

    app.get(
      '/api/v1/reservations/:id',
      {
        schema: { tags: ['reservations'], params: idParamsSchema, response: { 200: reservationSchema } },
      },
      async (request, reply) => {
        const reservation = await getReservation(ctx, request.auth, request.params.id);
        return reply.header('ETag', `"${reservation.version}"`).send(reservation);
      },
    );

    app.patch(
      '/api/v1/reservations/:id',
      {
        schema: {
          tags: ['reservations'],
          params: idParamsSchema,
          body: updateReservationInputSchema,
          response: { 200: reservationWithWarningsSchema },
        },
      },
      async (request, reply) => {
        const updated = await updateReservation(ctx, request.auth, request.params.id, {
          expectedVersion: versionOf(request.headers['if-match']),
          body: request.body,
        });
        return reply.header('ETag', `"${updated.version}"`).send(updated);
      },
    );

    app.post(
      '/api/v1/reservations/:id/status',
      {
        schema: {
          tags: ['reservations'],
          params: idParamsSchema,
          body: changeStatusInputSchema.extend({
            tableIds: z.array(z.uuid()).max(20).optional(),
            allowOverCapacity: z.boolean().optional(),
          }),
          response: { 200: reservationSchema },
        },
      },
      async (request, reply) => {
        // If-Match is optional here: a host's tap changes what is there now; a change queued offline names the version it saw (decision
        // 024).
        const updated = await changeStatus(ctx, request.auth, request.params.id, {
          status: request.body.status,
          seatAtTableIds: request.body.tableIds,
          allowOverCapacity: request.body.allowOverCapacity,
          expectedVersion: optionalVersionOf(request.headers['if-match']),
        });
        return reply.header('ETag', `"${updated.version}"`).send(updated);
      },
    );

    app.post(
      '/api/v1/reservations/:id/grace-period',
      {
        schema: { tags: ['reservations'], params: idParamsSchema, body: extendGraceInputSchema, response: { 200: reservationSchema } },
      },
      async (request, reply) => {
        // If-Match is optional, as on a status change: a host's tap holds the table as the booking is now.
        const updated = await extendGrace(ctx, request.auth, request.params.id, {
          minutes: request.body.minutes,
          expectedVersion: optionalVersionOf(request.headers['if-match']),
        });
        return reply.header('ETag', `"${updated.version}"`).send(updated);
      },
    );

    app.post(
      '/api/v1/reservations/:id/tables',
      {
        schema: { tags: ['reservations'], params: idParamsSchema, body: moveInputSchema, response: { 200: reservationSchema } },
      },
      async (request, reply) => {
        // If-Match is optional, as on a status change: the move is checked against the tables as they are (decision 024).
        const updated = await moveReservation(ctx, request.auth, request.params.id, {
          ...request.body,
          expectedVersion: optionalVersionOf(request.headers['if-match']),
        });
        return reply.header('ETag', `"${updated.version}"`).send(updated);
      },
    );

    app.get(
      '/api/v1/reservations/:id/activities',
      {
        schema: { tags: ['reservations'], params: idParamsSchema, response: { 200: z.array(activitySchema) } },
      },
      async (request) => history(ctx, request.auth, request.params.id),
    );
  };
