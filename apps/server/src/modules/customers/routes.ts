import { marketingExportQuerySchema, marketingListSchema } from '@host/domain/marketing-consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMay } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { marketingCsv, marketingList } from './consent';
import { guestBookRoutes } from './guest-book-routes';

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The guest book (issue 12): list, create, read, edit, history, duplicates, merge, export, erase. The brand's tags are
    // the outlets module's (outlets/brand-tags.ts).
    await guestBookRoutes(ctx)(app, {});

    // The guests who agreed to marketing on a channel (issue 32, PDPA): the merchant's, as a file.
    app.get(
      '/api/v1/brands/:brandId/marketing-export',
      {
        onRequest: async (request) => assertMay(request.auth, 'exportMarketing'),
        schema: {
          tags: ['customers'],
          params: brandParamsSchema,
          querystring: marketingExportQuerySchema,
          response: {
            200: {
              description: 'The guests whose answer in force on the channel is yes, or with format=csv the same as a CSV file',
              content: { 'application/json': { schema: marketingListSchema }, 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const list = await marketingList(ctx, request.params.brandId, request.query.channel);
        if (request.query.format === 'json') return reply.send(list);
        const file = marketingCsv(list, ctx.clock.now().toISOString().slice(0, 10));
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      },
    );
  };
