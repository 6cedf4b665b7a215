import { errorReportInputSchema } from '@host/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/route-schemas';
import { countUse } from '../../lib/throttle';
import { SESSION_COOKIE, findSession } from '../auth/service';
import { insertErrorReport } from './repository';

const REPORT_WINDOW_MS = 10 * 60 * 1000;
/** A broken page reports each error at most every 5 s (docs/rules.md section 9's alert throttle): 30 in 10 minutes is plenty. */
const REPORTS_PER_SESSION = 30;
const REPORTS_PER_IP = 120;

/** Reports from the browser (render errors, unhandled failures). Open to signed-out pages too. */
export const errorReportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/error-report',
      {
        bodyLimit: 64 * 1024,
        schema: { tags: ['system'], body: errorReportInputSchema, response: { 204: z.null(), ...errorResponses(400, 429) } },
      },
      async (request, reply) => {
        const session = await findSession(ctx, request.cookies[SESSION_COOKIE]);
        // Open to signed-out pages: a caller is limited by its session, and every caller by its address.
        await countUse(ctx, [
          ...(session ? [{ subject: `error-report:session:${session.id}`, max: REPORTS_PER_SESSION, windowMs: REPORT_WINDOW_MS }] : []),
          { subject: `error-report:ip:${request.ip}`, max: REPORTS_PER_IP, windowMs: REPORT_WINDOW_MS },
        ]);
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
      },
    );
  };
