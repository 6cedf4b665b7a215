import { errorReportInputSchema } from '@host/domain/auth';
import { errorBodySchema } from '@host/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { findSession } from '../auth/service';
import { SESSION_COOKIE } from '../auth/routes';
import { insertErrorReport } from './repository';

/** Reports from the browser (render errors, unhandled failures). Open to signed-out pages too. */
export const errorReportRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.post('/api/error-report', {
    bodyLimit: 64 * 1024,
    schema: { tags: ['system'], body: errorReportInputSchema, response: { 204: z.null(), 400: errorBodySchema } },
  }, async (request, reply) => {
    const session = await findSession(ctx, request.cookies[SESSION_COOKIE]);
    const report = request.body;
    await insertErrorReport(ctx.db, {
      level: report.level,
      message: report.message,
      error: report.error ?? null,
      userAgent: report.userAgent ?? request.headers['user-agent'] ?? null,
      ipv4: report.ipv4 ?? null,
      context: report.context ?? null,
      sessionId: session?.id ?? null,
    });
    request.log.warn({ report: { level: report.level, message: report.message }, sessionId: session?.id }, 'browser error report');
    return reply.status(204).send(null);
  });
};
