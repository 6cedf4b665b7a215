import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ticketChoiceSchema,
  ticketInputSchema,
  ticketListItemSchema,
  ticketOrderInputSchema,
  ticketPatchSchema,
  ticketSchema,
} from '@host/domain/tickets';
import { z } from 'zod';
import { assertMay } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema, idParamsSchema } from '../../lib/route-schemas';
import { versionOf, versionedEditOf } from '../../lib/write-params';
import * as service from './service';

/** `?all=true`: the settings list, retired tickets too, every field; without it, what is on sale. */
const listQuerySchema = z.object({
  all: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/**
 * A brand's tickets are one list for all its outlets: adding, changing, deleting and ordering them
 * are the merchant's (docs/decisions/025-who-may-erase.md), refused to outlet staff (403
 * merchantOnly) after the brand's access and before the body, If-Match or Idempotency-Key.
 */
const manageTickets = async (request: FastifyRequest) => assertMay(request.auth, 'manageTickets');

// The brand in a path is checked by the API contract (lib/api-contract.ts) before any handler runs;
// a ticket's own routes check its brand in the service (404 for another brand's ticket).
export const ticketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The brand's active tickets, for a service timing to sell; `?all=true` for the settings. */
    app.get(
      '/api/v1/brands/:brandId/tickets',
      {
        schema: {
          tags: ['tickets'],
          params: brandParamsSchema,
          querystring: listQuerySchema,
          response: { 200: z.union([z.array(ticketListItemSchema), z.array(ticketChoiceSchema)]) },
        },
      },
      async (request) => {
        return request.query.all ? service.listTickets(ctx, request.params.brandId) : service.ticketChoices(ctx, request.params.brandId);
      },
    );

    app.post(
      '/api/v1/brands/:brandId/tickets',
      {
        onRequest: manageTickets,
        schema: { tags: ['tickets'], params: brandParamsSchema, body: ticketInputSchema, response: { 201: ticketSchema } },
      },
      async (request, reply) => {
        const created = await service.createTicket(ctx, request.params.brandId, request.body);
        return reply.status(201).header('ETag', `"${created.version}"`).send(created);
      },
    );

    app.post(
      '/api/v1/brands/:brandId/tickets/order',
      {
        onRequest: manageTickets,
        schema: { tags: ['tickets'], params: brandParamsSchema, body: ticketOrderInputSchema, response: { 200: z.array(ticketSchema) } },
      },
      async (request) => service.reorderTickets(ctx, request.params.brandId, request.body.ids),
    );

    app.get(
      '/api/v1/tickets/:id',
      { schema: { tags: ['tickets'], params: idParamsSchema, response: { 200: ticketSchema } } },
      async (request, reply) => {
        const ticket = await service.getTicket(ctx, request.auth, request.params.id);
        return reply.header('ETag', `"${ticket.version}"`).send(ticket);
      },
    );

    app.patch(
      '/api/v1/tickets/:id',
      {
        onRequest: manageTickets,
        schema: { tags: ['tickets'], params: idParamsSchema, body: ticketPatchSchema, response: { 200: ticketSchema } },
      },
      async (request, reply) => {
        const updated = await service.updateTicket(ctx, request.auth, request.params.id, versionedEditOf(request));
        return reply.header('ETag', `"${updated.version}"`).send(updated);
      },
    );

    app.delete(
      '/api/v1/tickets/:id',
      { onRequest: manageTickets, schema: { tags: ['tickets'], params: idParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.deleteTicket(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']));
        return reply.status(204).send(null);
      },
    );
  };
