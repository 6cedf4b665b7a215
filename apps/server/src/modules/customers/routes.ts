import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { guestBookRoutes } from './guest-book-routes';

export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The guest book (issue 12): list, create, read, edit, history, duplicates, merge, export, erase. The brand's tags are
    // the outlets module's (outlets/brand-tags.ts).
    await guestBookRoutes(ctx)(app, {});
  };
