import { FEATURE } from '@host/domain/entitlements';
import { outletParamsSchema } from '@host/domain/outlets';
import {
  bookingMessagesSchema,
  caughtMailSchema,
  deliveryViewSchema,
  DELIVERY_CHANNELS,
  DELIVERY_STATES,
  ledgerPageSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  resendPayLinkSchema,
} from '@host/domain/notifications/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import { versionOf } from '../../lib/write-params';
import * as service from './service';

const ledgerQuerySchema = z.object({
  cursor: z.string().max(100).optional(),
  state: z.enum(DELIVERY_STATES).optional(),
  channel: z.enum(DELIVERY_CHANNELS).optional(),
});

/**
 * Guest messages (issue 14): a booking's messages and what a host sends now, the outlet's ledger,
 * caught mail and settings (the guest's own link is modules/guest).
 * The outlet in the path is checked by the API contract; a booking's routes check it in the service.
 */
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/reservations/:id/messages',
      { schema: { tags: ['notifications'], params: idParamsSchema, response: { 200: bookingMessagesSchema } } },
      async (request) => service.bookingMessages(ctx, request.auth, request.params.id),
    );
    app.post(
      '/api/v1/reservations/:id/calls',
      {
        config: { feature: { code: FEATURE.AUTOMATED_CALL, outletOf: 'item' } },
        schema: { tags: ['notifications'], params: idParamsSchema, response: { 201: deliveryViewSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.sendNow(ctx, request.auth, request.params.id, { channel: 'phone', template: 'call' })),
    );
    app.post(
      '/api/v1/reservations/:id/payment-request/resend',
      {
        config: { feature: { code: FEATURE.PAYMENT_REQUEST, outletOf: 'item' } },
        schema: { tags: ['notifications'], params: idParamsSchema, body: resendPayLinkSchema, response: { 201: deliveryViewSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(
          await service.sendNow(ctx, request.auth, request.params.id, {
            channel: request.body.channel ?? 'byOutlet',
            template: 'payLink',
          }),
        ),
    );

    app.get(
      '/api/v1/outlets/:outletId/messages',
      {
        schema: {
          tags: ['notifications'],
          params: outletParamsSchema,
          querystring: ledgerQuerySchema,
          response: { 200: ledgerPageSchema },
        },
      },
      async (request) => service.ledger(ctx, request.params.outletId, request.query),
    );
    app.get(
      '/api/v1/outlets/:outletId/messages/:id/mail',
      { schema: { tags: ['notifications'], params: outletParamsSchema.extend({ id: z.uuid() }), response: { 200: caughtMailSchema } } },
      async (request) => service.caughtMailOf(ctx, request.params.outletId, request.params.id),
    );
    app.get(
      '/api/v1/outlets/:outletId/notification-settings',
      { schema: { tags: ['notifications'], params: outletParamsSchema, response: { 200: notificationSettingsSchema } } },
      async (request, reply) => {
        const settings = await service.settingsOf(ctx, request.params.outletId);
        return reply.header('ETag', `"${settings.version}"`).send(settings);
      },
    );
    app.put(
      '/api/v1/outlets/:outletId/notification-settings',
      {
        schema: {
          tags: ['notifications'],
          params: outletParamsSchema,
          body: notificationSettingsInputSchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request, reply) => {
        const saved = await service.saveSettings(ctx, request.params.outletId, versionOf(request.headers['if-match']), request.body);
        return reply.header('ETag', `"${saved.version}"`).send(saved);
      },
    );
  };
