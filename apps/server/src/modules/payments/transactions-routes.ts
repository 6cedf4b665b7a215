import { outletParamsSchema } from '@host/domain/outlets';
import { transactionListQuerySchema, transactionPageSchema } from '@host/domain/payments/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { brandScope, exportTransactions, listTransactions, outletScope, type Scope } from './transactions-list';

/** A page as JSON, or with ?format=csv every matching row as a file. */
const listResponse = {
  200: {
    description: 'A page of transactions with the totals per currency, or with format=csv every matching row as a CSV file',
    content: { 'application/json': { schema: transactionPageSchema }, 'text/csv': { schema: z.string() } },
  },
};

// The outlet or brand in the path is checked by the API contract (lib/api-contract.ts) before validation or the handler.
export const transactionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const answer = async (scope: Scope, query: z.output<typeof transactionListQuerySchema>, reply: FastifyReply) => {
      if (query.format === 'csv') {
        const file = await exportTransactions(ctx, scope, query);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${file.filename}"`)
          .send(file.body);
      }
      return reply.send(await listTransactions(ctx, scope, query));
    };

    app.get(
      '/api/v1/outlets/:outletId/transactions',
      { schema: { tags: ['payments'], params: outletParamsSchema, querystring: transactionListQuerySchema, response: listResponse } },
      async (request, reply) => answer(await outletScope(ctx, request.params.outletId), request.query, reply),
    );

    app.get(
      '/api/v1/brands/:brandId/transactions',
      { schema: { tags: ['payments'], params: brandParamsSchema, querystring: transactionListQuerySchema, response: listResponse } },
      async (request, reply) => answer(await brandScope(ctx, request.auth, request.params.brandId), request.query, reply),
    );
  };
