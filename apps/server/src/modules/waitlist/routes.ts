import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outletParamsSchema } from '@host/domain/outlets';
import { reservationSchema } from '@host/domain/reservations/reservation';
import {
  queueEntryInputSchema,
  queueEntryPatchSchema,
  queueEntrySchema,
  queueMoveSchema,
  queueRemoveSchema,
  queueSeatSchema,
  queueViewSchema,
} from '@host/domain/waitlist/queue';
import { FEATURE } from '@host/domain/entitlements';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import { versionedEditOf } from '../../lib/write-params';
import * as service from './service';

// The door queue (issue 30, docs/rules.md section 10). The outlet in a path and the outlet of the entry an
// :id names are checked by the API contract (lib/api-contract.ts, lib/item-owner.ts) before any handler runs.
export const waitlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The door queue is the waitlist's, as the day's waiting list is: off, every route answers featureNotEnabled.
    const atOutlet = { feature: { code: FEATURE.WAITLIST } };
    const ofEntry = { feature: { code: FEATURE.WAITLIST, outletOf: 'item' as const } };

    app.get(
      '/api/v1/outlets/:outletId/queue',
      { config: atOutlet, schema: { tags: ['waitlist'], params: outletParamsSchema, response: { 200: queueViewSchema } } },
      async (request) => service.queueOf(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/queue',
      {
        config: atOutlet,
        schema: { tags: ['waitlist'], params: outletParamsSchema, body: queueEntryInputSchema, response: { 201: queueEntrySchema } },
      },
      async (request, reply) => {
        const entry = await service.addToQueue(ctx, request.auth, request.params.outletId, request.body);
        return reply.status(201).header('ETag', `"${entry.version}"`).send(entry);
      },
    );

    app.patch(
      '/api/v1/queue-entries/:id',
      {
        config: ofEntry,
        schema: { tags: ['waitlist'], params: idParamsSchema, body: queueEntryPatchSchema, response: { 200: queueEntrySchema } },
      },
      async (request) => service.editQueueEntry(ctx, request.auth, request.params.id, versionedEditOf(request)),
    );

    app.post(
      '/api/v1/queue-entries/:id/move',
      {
        config: ofEntry,
        schema: { tags: ['waitlist'], params: idParamsSchema, body: queueMoveSchema, response: { 200: queueEntrySchema } },
      },
      async (request) => service.moveQueueEntry(ctx, request.auth, request.params.id, versionedEditOf(request)),
    );

    app.post(
      '/api/v1/queue-entries/:id/notify',
      {
        config: ofEntry,
        schema: { tags: ['waitlist'], params: idParamsSchema, body: z.object({}).optional(), response: { 200: queueEntrySchema } },
      },
      async (request) => service.notifyQueueEntry(ctx, request.auth, request.params.id, versionedEditOf(request)),
    );

    app.post(
      '/api/v1/queue-entries/:id/remove',
      {
        config: ofEntry,
        schema: { tags: ['waitlist'], params: idParamsSchema, body: queueRemoveSchema, response: { 200: queueEntrySchema } },
      },
      async (request) => service.removeQueueEntry(ctx, request.auth, request.params.id, versionedEditOf(request)),
    );

    app.post(
      '/api/v1/queue-entries/:id/seat',
      {
        config: ofEntry,
        schema: {
          tags: ['waitlist'],
          params: idParamsSchema,
          body: queueSeatSchema,
          response: { 200: z.object({ entry: queueEntrySchema, reservation: reservationSchema }) },
        },
      },
      async (request) => service.seatQueueEntry(ctx, request.auth, request.params.id, versionedEditOf(request)),
    );
  };
