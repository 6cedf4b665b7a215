import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { activeTickets } from './service';

const ticketChoiceSchema = z.object({ id: z.string(), name: z.string(), color: z.string(), typePayment: z.number().int(), typePrice: z.number().int(), price: z.number().int() });

export const ticketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The brand's active tickets, for a service timing to sell. */
    app.get(
      '/api/v1/brands/:brandId/tickets',
      {
        schema: { tags: ['tickets'], params: z.object({ brandId: z.uuid() }), response: { 200: z.array(ticketChoiceSchema) } },
      },
      async (request) => {
        return activeTickets(ctx.db, request.params.brandId);
      },
    );
  };
