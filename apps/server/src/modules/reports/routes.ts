import { FEATURE } from '@host/domain/entitlements';
import { outletParamsSchema } from '@host/domain/outlets';
import { brandReportQuerySchema, brandReportSchema, outletReportSchema, reportQuerySchema } from '@host/domain/reports/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema } from '../../lib/route-schemas';
import { brandReport, outletReport } from './service';

// Reports (issue 31, docs/rules.md section 11). The outlet or brand in the path is checked by the API contract
// (lib/api-contract.ts) before validation or the handler; an outlet's route also by its REPORTS entitlement.
export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/reports',
      {
        config: { feature: { code: FEATURE.REPORTS } },
        schema: { tags: ['reports'], params: outletParamsSchema, querystring: reportQuerySchema, response: { 200: outletReportSchema } },
      },
      async (request) => outletReport(ctx, request.params.outletId, request.query),
    );

    app.get(
      '/api/v1/brands/:brandId/reports',
      {
        schema: { tags: ['reports'], params: brandParamsSchema, querystring: brandReportQuerySchema, response: { 200: brandReportSchema } },
      },
      async (request) => brandReport(ctx, request.auth, request.params.brandId, request.query),
    );
  };
