import { floorSettingsSchema, floorSettingsViewSchema } from '@host/domain/tables';
import { outletParamsSchema, outletProfileSchema, reservationSettingsSchema } from '@host/domain/outlets';
import { statusSettingsSchema, statusSettingsViewSchema } from '@host/domain/reservations/status-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { confirmQuerySchema, versionOf } from '../../lib/write-params';
import { outletProfile, saveFloorSettings, saveReservationSettings } from './service';
import { saveStatusSettings, statusSettings } from './status-settings';

export const outletRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/v1/outlets/:outletId/reservation-settings',
      {
        schema: {
          tags: ['outlets'],
          params: outletParamsSchema,
          querystring: confirmQuerySchema,
          body: reservationSettingsSchema,
          response: { 200: reservationSettingsSchema.extend({ version: z.number().int() }) },
        },
      },
      async (request) => saveReservationSettings(ctx, request.auth, request.params.outletId, versionOf(request.headers['if-match']), request.body, request.query.confirm),
    );

    app.get(
      '/api/v1/outlets/:outletId',
      {
        schema: {
          tags: ['outlets'],
          security: [{ bearer: [] }],
          params: outletParamsSchema,
          response: { 200: outletProfileSchema },
        },
      },
      async (request) => outletProfile(ctx, request.auth, request.params.outletId),
    );

    app.get('/api/v1/outlets/:outletId/status-settings', { schema: { tags: ['outlets'], params: outletParamsSchema, response: { 200: statusSettingsViewSchema } } }, async (request) =>
      statusSettings(ctx, request.auth, request.params.outletId),
    );

    app.put(
      '/api/v1/outlets/:outletId/status-settings',
      { schema: { tags: ['outlets'], params: outletParamsSchema, body: statusSettingsSchema, response: { 200: statusSettingsViewSchema } } },
      async (request) => saveStatusSettings(ctx, request.auth, request.params.outletId, versionOf(request.headers['if-match']), request.body),
    );

    app.patch(
      '/api/v1/outlets/:outletId/floor-settings',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: floorSettingsSchema, response: { 200: floorSettingsViewSchema } },
      },
      async (request) => saveFloorSettings(ctx, request.auth, request.params.outletId, versionOf(request.headers['if-match']), request.body),
    );
  };
