import { tagSchema } from '@host/domain/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { tagsOfBrand } from '../outlets/service';
import { guestBookRoutes } from './guest-book-routes';

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** The brand's tags, for the booking dialog. */
    app.get(
      '/api/v1/brands/:brandId/tags',
      { schema: { tags: ['customers'], params: brandParamsSchema, response: { 200: z.array(tagSchema) } } },
      async (request) => {
        return tagsOfBrand(ctx.db, request.params.brandId);
      },
    );

    // The guest book (issue 12): list, create, read, edit, history, duplicates, merge, export, erase.
    await guestBookRoutes(ctx)(app, {});
  };
