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
import type { AuthContext } from '../../lib/auth-context';
import {
  confirmQuerySchema,
  versionOf,
  versionedDeleteOf,
  versionedEditOf,
  versionedSaveOf,
  type VersionedDelete,
  type VersionedSave,
} from '../../lib/write-params';
import { createArea, deleteArea, listAreas, reorderAreas, updateArea } from './areas';
import { createCombination, deleteCombination, listCombinations, updateCombination } from './combinations';
import { saveFloorPlan } from './floor-plan';
import { floorDayCache, suggest } from './suggestions';
import { createTable, deleteTable, setTableStatus, updateTable } from './tables';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** An area's or a table's use cases for its PATCH and DELETE at the version read (If-Match); the answer is checked as it is sent. */
interface FloorItemEdit<Patch> {
  body: z.ZodType<Patch>;
  answer: z.ZodType;
  update: (ctx: AppContext, auth: AuthContext, id: string, save: VersionedSave<Patch>) => Promise<unknown>;
  remove: (ctx: AppContext, auth: AuthContext, id: string, removal: VersionedDelete) => Promise<void>;
}

/**
 * Areas and tables are edited and deleted alike: either may take tables out of service, so each
 * answers with the bookings that leaves without a table until the client confirms (`?confirm=true`).
 */
function floorItemEdits<Patch>(app: App, ctx: AppContext, path: string, edit: FloorItemEdit<Patch>) {
  app.patch(
    path,
    {
      schema: {
        tags: ['tables'],
        params: idParamsSchema,
        querystring: confirmQuerySchema,
        body: edit.body,
        response: { 200: edit.answer },
      },
    },
    // The type provider cannot resolve a generic schema: the body is the schema's output, as FloorItemEdit holds.
    async (request) => edit.update(ctx, request.auth, request.params.id, versionedSaveOf(request as typeof request & { body: Patch })),
  );
  app.delete(
    path,
    { schema: { tags: ['tables'], params: idParamsSchema, querystring: confirmQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await edit.remove(ctx, request.auth, request.params.id, versionedDeleteOf(request));
      return reply.status(204).send(null);
    },
  );
}

export const tableRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const floorDays = floorDayCache(ctx);
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

    floorItemEdits(app, ctx, '/api/v1/areas/:id', { body: areaPatchSchema, answer: areaSchema, update: updateArea, remove: deleteArea });

    app.post(
      '/api/v1/outlets/:outletId/tables',
      {
        schema: { tags: ['tables'], params: outletParamsSchema, body: tableInputSchema, response: { 201: tableSchema } },
      },
      async (request, reply) => reply.status(201).send(await createTable(ctx, request.auth, request.params.outletId, request.body)),
    );

    floorItemEdits(app, ctx, '/api/v1/tables/:id', {
      body: tablePatchSchema,
      answer: tableSchema,
      update: updateTable,
      remove: deleteTable,
    });

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
      async (request) => setTableStatus(ctx, request.auth, request.params.id, versionedEditOf(request)),
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
        config: { feature: { code: FEATURE.TABLE_COMBINATION, outletOf: 'item' } },
        schema: { tags: ['tables'], params: idParamsSchema, body: combinationInputSchema, response: { 200: combinationSchema } },
      },
      async (request) => updateCombination(ctx, request.auth, request.params.id, versionedEditOf(request)),
    );

    app.delete(
      '/api/v1/table-combinations/:id',
      {
        config: { feature: { code: FEATURE.TABLE_COMBINATION, outletOf: 'item' } },
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
      async (request) => suggest(floorDays, request.auth, request.params.outletId, request.query),
    );
  };
