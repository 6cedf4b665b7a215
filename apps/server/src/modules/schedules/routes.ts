import { blockOutInputSchema, customPolicySchema, serviceTimingInputSchema } from '@host/domain/availability/schedules';
import { outletParamsSchema } from '@host/domain/outlets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import { confirmQuerySchema, versionOf } from '../../lib/write-params';
import * as service from './service';

const count = z.number().int().nullable();
/** A service timing as the settings screens read it (SPEC.md section 3). */
const timingViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  ticketId: z.string().nullable(),
  isRecurring: z.boolean(),
  days: z.array(z.number().int()),
  dailyStartTime: z.string(),
  dailyEndTime: z.string(),
  recurringStartDate: z.string().nullable(),
  recurringEndDate: z.string().nullable(),
  specificDates: z.array(z.string()),
  isClosed: z.boolean(),
  leadTime: count,
  gracePeriod: count,
  diningInterval: z.number().int(),
  intervalTime: z.number().int(),
  maxPaxPerReservation: count,
  bookingOnline: z.boolean(),
  maxGuest: count,
  maxReservation: count,
  minPartySize: count,
  maxPartySize: count,
  minBookingTime: count,
  minBookingTimeUnit: z.string().nullable(),
  maxBookingTime: count,
  maxBookingTimeUnit: z.string().nullable(),
  showArea: z.boolean(),
  isAllArea: z.boolean(),
  areaIds: z.array(z.string()),
  customPolicies: z.array(customPolicySchema),
  endsNextDay: z.boolean(),
  version: z.number().int(),
});
const blockOutViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  entireDay: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  name: z.string(),
  reason: z.string().nullable(),
  showReason: z.boolean(),
  reasonStaffNotes: z.string().nullable(),
  version: z.number().int(),
});

export const scheduleRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/outlets/:outletId/service-timings', { schema: { tags: ['schedules'], params: outletParamsSchema, response: { 200: z.array(timingViewSchema) } } }, async (request) =>
      service.listTimings(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/service-timings',
      { schema: { tags: ['schedules'], params: outletParamsSchema, body: serviceTimingInputSchema, response: { 201: timingViewSchema } } },
      async (request, reply) => reply.status(201).send(await service.createTiming(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.put(
      '/api/v1/service-timings/:id',
      { schema: { tags: ['schedules'], params: idParamsSchema, querystring: confirmQuerySchema, body: serviceTimingInputSchema, response: { 200: timingViewSchema } } },
      async (request) => service.updateTiming(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.body, request.query.confirm),
    );

    app.delete('/api/v1/service-timings/:id', { schema: { tags: ['schedules'], params: idParamsSchema, querystring: confirmQuerySchema, response: { 204: z.null() } } }, async (request, reply) => {
      await service.deleteTiming(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.query.confirm);
      return reply.status(204).send(null);
    });

    app.get('/api/v1/outlets/:outletId/block-out-days', { schema: { tags: ['schedules'], params: outletParamsSchema, response: { 200: z.array(blockOutViewSchema) } } }, async (request) =>
      service.listBlockOuts(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/block-out-days',
      { schema: { tags: ['schedules'], params: outletParamsSchema, querystring: confirmQuerySchema, body: blockOutInputSchema, response: { 201: blockOutViewSchema } } },
      async (request, reply) => reply.status(201).send(await service.createBlockOut(ctx, request.auth, request.params.outletId, request.body, request.query.confirm)),
    );

    app.put(
      '/api/v1/block-out-days/:id',
      { schema: { tags: ['schedules'], params: idParamsSchema, querystring: confirmQuerySchema, body: blockOutInputSchema, response: { 200: blockOutViewSchema } } },
      async (request) => service.updateBlockOut(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.body, request.query.confirm),
    );

    app.delete('/api/v1/block-out-days/:id', { schema: { tags: ['schedules'], params: idParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
      await service.deleteBlockOut(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']));
      return reply.status(204).send(null);
    });
  };
