import { DomainError, errorBodySchema } from '@host/domain/errors';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customers, outlets, reservations, tags } from '../../db/schema';
import { bearerAuth } from '../../lib/authenticate';
import type { AppContext } from '../../lib/context';

const brandParams = z.object({ brandId: z.uuid() });
const customerMatchSchema = z.object({
  id: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string().nullable(), email: z.string().nullable(), notesDiner: z.string().nullable(), language: z.string().nullable(),
  visits: z.number().int(),
  lastVisits: z.array(z.object({ reservationDate: z.string(), status: z.number().int(), pax: z.number().int() })),
});

export const customerRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.addHook('preHandler', bearerAuth(ctx));

  /** The brand's tags, for the booking dialog. */
  app.get('/api/v1/brands/:brandId/tags', { schema: { tags: ['customers'], params: brandParams, response: { 200: z.array(z.object({ id: z.string(), title: z.string() })), 403: errorBodySchema } } }, async (request) => {
    await assertBrandAccess(ctx, request.auth.accessibleOutletIds, request.params.brandId);
    return ctx.db.select({ id: tags.id, title: tags.title }).from(tags).where(eq(tags.brandId, request.params.brandId)).orderBy(asc(tags.title));
  });

  /** Phone lookup for the booking dialog: the guest and their last visits at the brand. */
  app.get('/api/v1/brands/:brandId/customers', {
    schema: { tags: ['customers'], params: brandParams, querystring: z.object({ phone: z.string().trim().min(4).max(32) }), response: { 200: z.array(customerMatchSchema), 403: errorBodySchema } },
  }, async (request) => {
    await assertBrandAccess(ctx, request.auth.accessibleOutletIds, request.params.brandId);
    const digits = request.query.phone.replace(/\D/g, '');
    const found = await ctx.db
      .select()
      .from(customers)
      .where(and(eq(customers.brandId, request.params.brandId), sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${`%${digits}`}`))
      .limit(5);
    const visits = found.length
      ? await ctx.db
          .select({ customerId: reservations.customerId, reservationDate: reservations.reservationDate, status: reservations.status, pax: sql<number>`${reservations.numberOfAdults} + ${reservations.numberOfChildren}` })
          .from(reservations)
          .where(inArray(reservations.customerId, found.map((c) => c.id)))
          .orderBy(desc(reservations.reservationDate))
      : [];
    return found.map((c) => ({
      id: c.id, firstName: c.firstName, lastName: c.lastName, phone: c.phone, email: c.email, notesDiner: c.notesDiner, language: c.language,
      visits: visits.filter((v) => v.customerId === c.id).length,
      lastVisits: visits.filter((v) => v.customerId === c.id).slice(0, 3).map(({ reservationDate, status, pax }) => ({ reservationDate, status, pax })),
    }));
  });
};

async function assertBrandAccess(ctx: AppContext, outletIds: ReadonlySet<string>, brandId: string) {
  const rows = outletIds.size ? await ctx.db.select({ id: outlets.id }).from(outlets).where(and(eq(outlets.brandId, brandId), inArray(outlets.id, [...outletIds]))).limit(1) : [];
  if (rows.length === 0) throw new DomainError('FORBIDDEN', 'You may not act for this brand.');
}
