import { FEATURE } from '@host/domain/entitlements';
import {
  areaInputSchema,
  areaOrderInputSchema,
  areaPatchSchema,
  combinationInputSchema,
  floorPlanInputSchema,
  tableInputSchema,
  tablePatchSchema,
} from '@host/domain/tables';
import { outletParamsSchema } from '@host/domain/outlets';
import {
  areaSchema,
  areaWithTablesSchema,
  combinationSchema,
  suggestionQuerySchema,
  suggestionSchema,
  tableSchema,
  tableStatusInputSchema,
} from '@host/domain/tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import { confirmQuerySchema, versionOf } from '../../lib/write-params';
import { createArea, deleteArea, listAreas, reorderAreas, updateArea } from './areas';
import { createCombination, deleteCombination, listCombinations, updateCombination } from './combinations';
import { saveFloorPlan } from './floor-plan';
import { suggest } from './suggestions';
import { createTable, deleteTable, setTableStatus, updateTable } from './tables';

export const tableRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/outlets/:outletId/areas',
      {
        schema: {
          tags: ['tables'],
          params: outletParamsSchema,
          querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
          response: { 200: z.array(areaWithTablesSchema) },
        },
      },
      async (request) => listAreas(ctx, request.auth, request.params.outletId, request.query.all === 'true'),
    );

    app.post(
      '/api/v1/outlets/:outletId/areas',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: areaInputSchema, response: { 201: areaSchema } },
      },
      async (request, reply) => reply.status(201).send(await createArea(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.put(
      '/api/v1/outlets/:outletId/area-order',
      {
        schema: {
          tags: ['tables'],
          params: outletParamsSchema,
          body: areaOrderInputSchema,
          response: { 200: z.array(areaWithTablesSchema) },
        },
      },
      async (request) => reorderAreas(ctx, request.auth, request.params.outletId, request.body.areas),
    );

    app.patch(
      '/api/v1/areas/:id',
      {
        schema: {
          tags: ['tables'],
          params: idParamsSchema,
          querystring: confirmQuerySchema,
          body: areaPatchSchema,
          response: { 200: areaSchema },
        },
      },
      async (request) =>
        updateArea(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), {
          ...request.body,
          confirm: request.query.confirm,
        }),
    );

    app.delete(
      '/api/v1/areas/:id',
      {
        schema: { tags: ['tables'], params: idParamsSchema, querystring: confirmQuerySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteArea(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.query.confirm);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/outlets/:outletId/tables',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: tableInputSchema, response: { 201: tableSchema } },
      },
      async (request, reply) => reply.status(201).send(await createTable(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.patch(
      '/api/v1/tables/:id',
      {
        schema: {
          tags: ['tables'],
          params: idParamsSchema,
          querystring: confirmQuerySchema,
          body: tablePatchSchema,
          response: { 200: tableSchema },
        },
      },
      async (request) =>
        updateTable(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), {
          ...request.body,
          confirm: request.query.confirm,
        }),
    );

    app.delete(
      '/api/v1/tables/:id',
      {
        schema: { tags: ['tables'], params: idParamsSchema, querystring: confirmQuerySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteTable(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.query.confirm);
        return reply.status(204).send(null);
      },
    );

    app.put(
      '/api/v1/outlets/:outletId/floor-plan',
      {
        schema: {
          tags: ['tables'],
          params: outletParamsSchema,
          body: floorPlanInputSchema,
          response: { 200: z.array(areaWithTablesSchema) },
        },
      },
      async (request) => saveFloorPlan(ctx, request.auth, request.params.outletId, request.body.tables),
    );

    /** A table's status by hand: BILL_REQUESTED shows its seated party as BILL (docs/rules.md section 4). */
    app.post(
      '/api/v1/tables/:id/status',
      {
        schema: { tags: ['tables'], params: idParamsSchema, body: tableStatusInputSchema, response: { 200: tableSchema } },
      },
      async (request) => setTableStatus(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.body.status),
    );

    app.get(
      '/api/v1/outlets/:outletId/table-combinations',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, response: { 200: z.array(combinationSchema) } },
      },
      async (request) => listCombinations(ctx, request.auth, request.params.outletId),
    );

    app.post(
      '/api/v1/outlets/:outletId/table-combinations',
      {
        config: { feature: { code: FEATURE.TABLE_COMBINATION } },
        schema: { tags: ['tables'], params: outletParamsSchema, body: combinationInputSchema, response: { 201: combinationSchema } },
      },
      async (request, reply) => reply.status(201).send(await createCombination(ctx, request.auth, request.params.outletId, request.body)),
    );

    app.put(
      '/api/v1/table-combinations/:id',
      {
        config: { feature: { code: FEATURE.TABLE_COMBINATION, outletOf: 'tableCombination' } },
        schema: { tags: ['tables'], params: idParamsSchema, body: combinationInputSchema, response: { 200: combinationSchema } },
      },
      async (request) => updateCombination(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']), request.body),
    );

    app.delete(
      '/api/v1/table-combinations/:id',
      {
        config: { feature: { code: FEATURE.TABLE_COMBINATION, outletOf: 'tableCombination' } },
        schema: { tags: ['tables'], params: idParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await deleteCombination(ctx, request.auth, request.params.id, versionOf(request.headers['if-match']));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v1/outlets/:outletId/table-suggestions',
      {
        schema: {
          tags: ['tables'],
          params: outletParamsSchema,
          querystring: suggestionQuerySchema,
          response: { 200: z.array(suggestionSchema) },
        },
      },
      async (request) => suggest(ctx, request.auth, request.params.outletId, request.query),
    );
  };
