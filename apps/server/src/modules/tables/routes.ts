import { DomainError, errorBodySchema } from '@host/domain/errors';
import { outletParamsSchema } from '@host/domain/outlets';
import { TABLE_STATUS } from '@host/domain/statuses';
import { areaWithTablesSchema, tableSchema, tableStatusInputSchema } from '@host/domain/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOutletAccess, bearerAuth } from '../../lib/authenticate';
import type { AppContext } from '../../lib/context';
import * as repo from './repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };
const toTable = (t: Awaited<ReturnType<typeof repo.lockTable>> & {}) => ({
  id: t.id, name: t.name, areaId: t.areaId, minPax: t.minPax, maxPax: t.maxPax, shape: t.shape, size: t.size, status: t.status,
  enabled: t.enabled, bookableOnline: t.bookableOnline, x: t.x, y: t.y, rotate: t.rotate,
});

export const tableRoutes = (ctx: AppContext): FastifyPluginAsyncZod => async (app) => {
  app.addHook('preHandler', bearerAuth(ctx));

  app.get('/api/v1/outlets/:outletId/areas', {
    schema: { tags: ['tables'], params: outletParamsSchema, response: { 200: z.array(areaWithTablesSchema), ...errors } },
  }, async (request) => {
    assertOutletAccess(request.auth, request.params.outletId);
    const rows = await repo.areasWithTables(ctx.db, request.params.outletId);
    return rows.map((a) => ({ id: a.id, name: a.name, displayName: a.displayName, color: a.color, order: a.order, tables: a.tables.map(toTable) }));
  });

  /** A table's status by hand: BILL_REQUESTED shows its seated party as BILL (SPEC.md section 4). */
  app.post('/api/v1/tables/:id/status', {
    schema: { tags: ['tables'], params: z.object({ id: z.uuid() }), body: tableStatusInputSchema, response: { 200: tableSchema, ...errors } },
  }, async (request) => {
    const table = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockTable(tx, request.params.id);
      if (!row || !request.auth.accessibleOutletIds.has(row.outletId)) throw new DomainError('BUSINESS_RULE', 'Table is not valid');
      const wantsBill = request.body.status === TABLE_STATUS.BILL_REQUESTED;
      if (wantsBill && (await repo.seatedAt(tx, row.id)).length === 0) throw new DomainError('BUSINESS_RULE', 'Status is not valid');
      return repo.setStatus(tx, row.id, request.body.status);
    });
    await ctx.realtime.publish(table.outletId, 'reservations', { kind: 'table.status', ids: [table.id] }).catch(() => undefined);
    return toTable(table);
  });
};
