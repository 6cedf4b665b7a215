import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketChoiceSchema } from '@host/domain/tickets';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { activeTickets } from './service';

export const ticketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The brand's active tickets, for a service timing to sell. */
    app.get(
      '/api/v1/brands/:brandId/tickets',
      {
        schema: { tags: ['tickets'], params: brandParamsSchema, response: { 200: z.array(ticketChoiceSchema) } },
      },
      async (request) => {
        return activeTickets(ctx.db, request.params.brandId);
      },
    );
  };
