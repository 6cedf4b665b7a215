import { weeklySummaryPreferenceInputSchema, weeklySummaryPreferenceSchema } from '@host/domain/reports/weekly-summary';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { assertMerchant, preferenceOf, savePreference } from './service';

/**
 * The Monday summary (issue 31, item 3): the signed-in merchant's own choice. The API contract checks
 * the token first (401); then, before the body is read, that the session is a merchant's (403 for an
 * outlet's PIN session or support staff: only a merchant has an address of their own).
 */
const merchantOnly = async (request: FastifyRequest) => void assertMerchant(request.auth);

export const weeklySummaryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/me/weekly-summary',
      { onRequest: merchantOnly, schema: { tags: ['reports'], response: { 200: weeklySummaryPreferenceSchema } } },
      async (request) => preferenceOf(ctx, request.auth),
    );
    app.put(
      '/api/v1/me/weekly-summary',
      {
        onRequest: merchantOnly,
        schema: { tags: ['reports'], body: weeklySummaryPreferenceInputSchema, response: { 200: weeklySummaryPreferenceSchema } },
      },
      async (request) => savePreference(ctx, request.auth, request.body),
    );
  };
