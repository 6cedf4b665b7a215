import { FEATURE } from '@host/domain/entitlements';
import { localDateSchema } from '@host/domain/input';
import { outletParamsSchema } from '@host/domain/outlets';
import {
  waitingListEntryInputSchema,
  waitingListEntrySchema,
  waitingListViewSchema,
  waitlistSettingsSchema,
  waitlistSettingsViewSchema,
} from '@host/domain/waitlist/waiting-list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import { versionedEditOf } from '../../lib/write-params';
import { saveWaitlistSettings, waitlistSettingsOf } from './settings';
import * as service from './waiting-list';

// The day's waiting list and the outlet's waitlist settings, for staff (issue 30, docs/rules.md section 10). The
// outlet in a path, and the outlet of the entry an :id names, are checked by the API contract before any handler runs.
export const waitingListRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const feature = { code: FEATURE.WAITLIST };

    app.get(
      '/api/v1/outlets/:outletId/waiting-list',
      {
        config: { feature },
        schema: {
          tags: ['waitlist'],
          params: outletParamsSchema,
          querystring: z.object({ date: localDateSchema }),
          response: { 200: waitingListViewSchema },
        },
      },
      async (request) => service.waitingListOf(ctx, request.auth, request.params.outletId, request.query.date),
    );

    app.post(
      '/api/v1/outlets/:outletId/waiting-list',
      {
        config: { feature },
        schema: {
          tags: ['waitlist'],
          params: outletParamsSchema,
          body: waitingListEntryInputSchema,
          response: { 201: waitingListEntrySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.addToWaitingList(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.post(
      '/api/v1/waiting-list-entries/:id/remove',
      {
        config: { feature: { ...feature, outletOf: 'item' } },
        schema: { tags: ['waitlist'], params: idParamsSchema, body: z.object({}).optional(), response: { 200: waitingListEntrySchema } },
      },
      async (request) => service.removeFromWaitingList(ctx, request.auth, request.params.id),
    );

    app.get(
      '/api/v1/outlets/:outletId/waitlist-settings',
      { config: { feature }, schema: { tags: ['waitlist'], params: outletParamsSchema, response: { 200: waitlistSettingsViewSchema } } },
      async (request) => waitlistSettingsOf(ctx, request.auth, request.params.outletId),
    );

    app.put(
      '/api/v1/outlets/:outletId/waitlist-settings',
      {
        config: { feature },
        schema: {
          tags: ['waitlist'],
          params: outletParamsSchema,
          body: waitlistSettingsSchema,
          response: { 200: waitlistSettingsViewSchema },
        },
      },
      async (request) => saveWaitlistSettings(ctx, request.auth, request.params.outletId, versionedEditOf(request)),
    );
  };
