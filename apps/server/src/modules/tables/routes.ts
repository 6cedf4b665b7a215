import { errorBodySchema } from '@host/domain/errors';
import { areaInputSchema, floorSettingsSchema, areaPatchSchema, combinationInputSchema, floorPlanInputSchema, tableInputSchema, tablePatchSchema } from '@host/domain/floor/schemas';
import { outletParamsSchema } from '@host/domain/outlets';
import { areaSchema, areaWithTablesSchema, combinationSchema, suggestionQuerySchema, suggestionSchema, tableSchema, tableStatusInputSchema } from '@host/domain/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { confirmQuerySchema, versionOf } from '../../lib/write-params';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };
const idParams = z.object({ id: z.uuid() });
/** The areas in their new order, each with the version it was read at. */
const areaOrderInputSchema = z.object({ areas: z.array(z.object({ id: z.uuid(), version: z.number().int().min(1) })).max(200) });

export const tableRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/areas',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, querystring: z.object({ all: z.enum(['true', 'false']).optional() }), response: { 200: z.array(areaWithTablesSchema), ...errors } },
      },
      async (request) => service.listAreas(ctx, request.auth, request.params.outletId, request.query.all === 'true'),
    );

    app.post(
      '/api/v1/outlets/:outletId/areas',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: areaInputSchema, response: { 201: areaSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createArea(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.put(
      '/api/v1/outlets/:outletId/area-order',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: areaOrderInputSchema, response: { 200: z.array(areaWithTablesSchema), ...errors } },
      },
      async (request) => service.reorderAreas(ctx, request.auth, request.params.outletId, request.body.areas),
    );

    app.patch(
      '/api/v1/areas/:id',
      {
        schema: { tags: ['tables'], params: idParams, querystring: confirmQuerySchema, body: areaPatchSchema, response: { 200: areaSchema, ...errors } },
      },
      async (request) => service.updateArea(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), { ...request.body, confirm: request.query.confirm }),
    );

    app.delete(
      '/api/v1/areas/:id',
      {
        schema: { tags: ['tables'], params: idParams, querystring: confirmQuerySchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteArea(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.query.confirm);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/outlets/:outletId/tables',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: tableInputSchema, response: { 201: tableSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.createTable(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.patch(
      '/api/v1/tables/:id',
      {
        schema: { tags: ['tables'], params: idParams, querystring: confirmQuerySchema, body: tablePatchSchema, response: { 200: tableSchema, ...errors } },
      },
      async (request) => service.updateTable(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), { ...request.body, confirm: request.query.confirm }),
    );

    app.delete(
      '/api/v1/tables/:id',
      {
        schema: { tags: ['tables'], params: idParams, querystring: confirmQuerySchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteTable(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.query.confirm);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/v1/outlets/:outletId/floor-plan',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: floorPlanInputSchema, response: { 200: z.array(areaWithTablesSchema), ...errors } },
      },
      async (request) => service.saveFloorPlan(ctx, request.auth, request.params.outletId, request.body.tables),
    );

    /** A table's status by hand: BILL_REQUESTED shows its seated party as BILL (SPEC.md section 4). */
    app.post(
      '/api/v1/tables/:id/status',
      {
        schema: { tags: ['tables'], params: idParams, body: tableStatusInputSchema, response: { 200: tableSchema, ...errors } },
      },
      async (request) => service.setTableStatus(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.body.status),
    );

    app.get(
      '/api/v1/outlets/:outletId/table-combinations',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, response: { 200: z.array(combinationSchema), ...errors } },
      },
      async (request) => service.listCombinations(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/table-combinations',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: combinationInputSchema, response: { 201: combinationSchema, ...errors } },
      },
      async (request, reply) => reply.status(201).send(await service.saveCombination(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.put(
      '/api/v1/table-combinations/:id',
      {
        schema: { tags: ['tables'], params: idParams, body: combinationInputSchema, response: { 200: combinationSchema, ...errors } },
      },
      async (request) => {
        const outletId = await service.combinationOutlet(ctx, request.auth, request.params.id);
        return service.saveCombination(ctx, request.auth, outletId, request.body, { id: request.params.id, version: versionOf(request.headers['if-match']) });
      },
    );

    app.delete(
      '/api/v1/table-combinations/:id',
      {
        schema: { tags: ['tables'], params: idParams, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await service.deleteCombination(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']));
        return reply.status(204).send(null);
      },
    );

    app.patch(
      '/api/v1/outlets/:outletId/floor-settings',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: floorSettingsSchema, response: { 200: floorSettingsSchema.extend({ version: z.number().int() }), ...errors } },
      },
      async (request) => service.saveFloorSettings(ctx, request.auth, request.params.outletId, versionOf(request.headers['if-match']), request.body),
    );

    app.get(
      '/api/v1/outlets/:outletId/table-suggestions',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, querystring: suggestionQuerySchema, response: { 200: z.array(suggestionSchema), ...errors } },
      },
      async (request) => service.suggest(ctx, request.auth, request.params.outletId, request.query),
    );
  };
