import { FEATURE } from '@host/domain/entitlements';
import { errorBodySchema } from '@host/domain/errors';
import {
  PUSH_HEADERS,
  WEB_PUSH_CHANNEL,
  installationStartSchema,
  pushTokenInputSchema,
  pushTokenSchema,
  triggerNotificationInputSchema,
  triggerNotificationResultSchema,
} from '@host/domain/push';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import * as service from './service';

/** Where Host serves the notification provider API of docs/rules.md section 7 (PublicConfig.notificationProviderUrl). */
export const PROVIDER_BASE = '/api/notification-provider';

const providerHeadersSchema = z.object({
  [PUSH_HEADERS.integrationKey]: z.string().max(500).optional(),
  [PUSH_HEADERS.userExternalId]: z.string().max(200).optional(),
  [PUSH_HEADERS.userEmail]: z.string().max(320).optional(),
  authorization: z.string().max(4000).optional(),
});
const providerErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const tokenParamsSchema = z.object({ id: z.uuid() });

function headersOf(request: FastifyRequest): service.ProviderHeaders {
  const h = request.headers;
  const one = (name: string) => {
    const value = h[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const authorization = one('authorization');
  return {
    integrationKey: one(PUSH_HEADERS.integrationKey),
    userExternalId: one(PUSH_HEADERS.userExternalId),
    userEmail: one(PUSH_HEADERS.userEmail),
    bearer: authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : undefined,
  };
}

/**
 * Host is its own web-push notification provider (issue 14, docs/rules.md section 7): the integration key
 * and the user in headers on every call; the host's session starts an installation, whose auth_token
 * then manages that user's tokens at that outlet. Bodies are wrapped under the channel name.
 */
export const pushProviderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${PROVIDER_BASE}/integrations/${WEB_PUSH_CHANNEL}/installations/start`,
      { schema: { tags: ['push'], headers: providerHeadersSchema, response: { 200: installationStartSchema, ...providerErrors } } },
      async (request) => service.startInstallation(ctx, headersOf(request)),
    );

    app.get(
      `${PROVIDER_BASE}/channels/${WEB_PUSH_CHANNEL}/tokens`,
      { schema: { tags: ['push'], headers: providerHeadersSchema, response: { 200: z.array(pushTokenSchema), ...providerErrors } } },
      async (request) => service.listTokens(ctx, headersOf(request)),
    );

    app.post(
      `${PROVIDER_BASE}/channels/${WEB_PUSH_CHANNEL}/tokens`,
      {
        schema: {
          tags: ['push'],
          headers: providerHeadersSchema,
          body: pushTokenInputSchema,
          response: { 201: pushTokenSchema, ...providerErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createToken(ctx, headersOf(request), request.body[WEB_PUSH_CHANNEL])),
    );

    app.get(
      `${PROVIDER_BASE}/channels/${WEB_PUSH_CHANNEL}/tokens/:id`,
      {
        schema: {
          tags: ['push'],
          headers: providerHeadersSchema,
          params: tokenParamsSchema,
          response: { 200: pushTokenSchema, ...providerErrors },
        },
      },
      async (request) => service.getToken(ctx, headersOf(request), request.params.id),
    );

    app.delete(
      `${PROVIDER_BASE}/channels/${WEB_PUSH_CHANNEL}/tokens/:id`,
      {
        schema: {
          tags: ['push'],
          headers: providerHeadersSchema,
          params: tokenParamsSchema,
          response: { 204: z.null(), ...providerErrors },
        },
      },
      async (request, reply) => {
        await service.deleteToken(ctx, headersOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };

/** docs/rules.md section 7's product call: a push to the caller's own subscribed browsers. */
export const pushRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/outlets/trigger-notification',
      {
        config: { feature: { code: FEATURE.WEB_PUSH, outletOf: 'session' } },
        schema: { tags: ['push'], body: triggerNotificationInputSchema, response: { 200: triggerNotificationResultSchema } },
      },
      async (request) => service.triggerNotification(ctx, request.auth, request.body),
    );
  };
