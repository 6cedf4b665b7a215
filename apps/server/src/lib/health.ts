import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_HOTFIX, APP_VERSION } from '@host/domain/version';
import { z } from 'zod';
import type { AppContext } from './context';

/** Long enough for a busy database, short enough for a load balancer's probe not to time out first. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const partState = z.enum(['up', 'down']);
const healthSchema = z.object({
  ok: z.boolean(),
  database: partState,
  broker: partState,
  /** the build (docs/rules.md section 9): its version, and the hotfix it carries */
  version: z.string(),
  hotfix: z.string(),
});
type Health = z.infer<typeof healthSchema>;

/**
 * GET /api/health: asks PostgreSQL and the MQTT broker for real, so a load balancer or a monitor
 * takes this server out while a part it needs is down (503) and back when it answers (200).
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
      },
      async (_request, reply) => {
        const health = await checkHealth(ctx);
        reply.header('Cache-Control', 'no-store');
        return reply.status(health.ok ? 200 : 503).send(health);
      },
    );
  };

export async function checkHealth(ctx: AppContext): Promise<Health> {
  const database = (await databaseAnswers(ctx)) ? 'up' : 'down';
  const broker = ctx.realtime.isHealthy() ? 'up' : 'down';
  return { ok: database === 'up' && broker === 'up', database, broker, version: APP_VERSION, hotfix: APP_HOTFIX };
}

/** A real round trip through the pool, raced against a timer: a hung database counts as down. */
async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const answered = ctx.db.$client.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
