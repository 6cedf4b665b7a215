import {
  customerActivitySchema,
  customerExportSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerPatchSchema,
  customerSchema,
  customerVisitSchema,
  eraseInputSchema,
} from '@host/domain/customers';
import { duplicateProbeSchema, mergeInputSchema, possibleDuplicateSchema } from '@host/domain/customer-duplicates';
import { safeText } from '@host/domain/input';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMay } from '../../lib/auth-context';
import type { AppContext } from '../../lib/context';
import { brandParamsSchema, idParamsSchema } from '../../lib/route-schemas';
import { versionedEditOf } from '../../lib/write-params';
import { assertMayEditGuest, customerOf, customerView } from './customer-access';
import { createCustomer, updateCustomer } from './customer-write';
import { customerActivities, customerVisits } from './history';
import { listCustomers } from './list';
import { mergeCustomer, possibleDuplicates, possibleDuplicatesOfNew } from './merge';
import { eraseCustomer, exportCustomer } from './privacy';

/**
 * Names and emails are checked by the service, as phones are (reservations' customerPhone): a name
 * with digits or a malformed email is docs/rules.md section 8's 422 'Invalid name: {name}' / 'Invalid
 * email: {email}' naming the field. The domain's schemas keep their field rules for the forms.
 */
const looseNames = {
  firstName: safeText(100).min(1, { message: 'enterFirstName' }),
  lastName: safeText(100),
  email: safeText(254).nullable().optional(),
};
const createBodySchema = customerInputSchema.extend({ ...looseNames, lastName: looseNames.lastName.default('') });
const patchBodySchema = customerPatchSchema.extend({
  firstName: looseNames.firstName.optional(),
  lastName: looseNames.lastName.optional(),
  email: looseNames.email,
});

/**
 * Who may change a guest (docs/decisions/025-who-may-erase.md), checked as the request starts, after
 * the guest's brand and before the body, If-Match or key: outlet staff edit the guests their outlet
 * knows; merging and erasing are the merchant's (403 guestOfAnotherOutlet, merchantOnly).
 */
const mergeGuests = async (request: FastifyRequest) => assertMay(request.auth, 'mergeGuests');
const eraseGuest = async (request: FastifyRequest) => assertMay(request.auth, 'eraseGuest');

export const guestBookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['customers'];
    const editGuest = async (request: FastifyRequest<{ Params: { id: string } }>) =>
      assertMayEditGuest(ctx.db, request.auth, request.params.id);

    app.get(
      '/api/v1/brands/:brandId/customers',
      {
        schema: { tags, params: brandParamsSchema, querystring: customerListQuerySchema, response: { 200: customerPageSchema } },
      },
      async (request) => listCustomers(ctx, request.auth, request.params.brandId, request.query),
    );

    app.post(
      '/api/v1/brands/:brandId/customers',
      { schema: { tags, params: brandParamsSchema, body: createBodySchema, response: { 201: customerSchema } } },
      async (request, reply) => {
        const created = await createCustomer(ctx, request.auth, request.params.brandId, request.body);
        return reply.status(201).header('ETag', `"${created.version}"`).header('Location', `/api/v1/customers/${created.id}`).send(created);
      },
    );

    app.post(
      '/api/v1/brands/:brandId/customers/possible-duplicates',
      { schema: { tags, params: brandParamsSchema, body: duplicateProbeSchema, response: { 200: z.array(possibleDuplicateSchema) } } },
      async (request) => possibleDuplicatesOfNew(ctx, request.params.brandId, request.body),
    );

    app.get(
      '/api/v1/customers/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: customerSchema } } },
      async (request, reply) => {
        const customer = await customerView(ctx, ctx.db, await customerOf(ctx.db, request.auth, request.params.id));
        return reply.header('ETag', `"${customer.version}"`).send(customer);
      },
    );

    app.patch(
      '/api/v1/customers/:id',
      { onRequest: editGuest, schema: { tags, params: idParamsSchema, body: patchBodySchema, response: { 200: customerSchema } } },
      async (request, reply) => {
        const updated = await updateCustomer(ctx, request.auth, request.params.id, versionedEditOf(request));
        return reply.header('ETag', `"${updated.version}"`).send(updated);
      },
    );

    app.get(
      '/api/v1/customers/:id/reservations',
      { schema: { tags, params: idParamsSchema, response: { 200: z.array(customerVisitSchema) } } },
      async (request) => customerVisits(ctx, request.auth, request.params.id),
    );

    app.get(
      '/api/v1/customers/:id/activities',
      { schema: { tags, params: idParamsSchema, response: { 200: z.array(customerActivitySchema) } } },
      async (request) => customerActivities(ctx, request.auth, request.params.id),
    );

    app.get(
      '/api/v1/customers/:id/duplicates',
      { schema: { tags, params: idParamsSchema, response: { 200: z.array(possibleDuplicateSchema) } } },
      async (request) => possibleDuplicates(ctx, request.auth, request.params.id),
    );

    app.post(
      '/api/v1/customers/:id/merge',
      { onRequest: mergeGuests, schema: { tags, params: idParamsSchema, body: mergeInputSchema, response: { 200: customerSchema } } },
      async (request, reply) => {
        const kept = await mergeCustomer(ctx, request.auth, request.params.id, request.body);
        return reply.header('ETag', `"${kept.version}"`).send(kept);
      },
    );

    app.get(
      '/api/v1/customers/:id/export',
      { schema: { tags, params: idParamsSchema, response: { 200: customerExportSchema } } },
      async (request, reply) => {
        const data = await exportCustomer(ctx, request.auth, request.params.id);
        return reply.header('Content-Disposition', `attachment; filename="guest-${request.params.id}.json"`).send(data);
      },
    );

    app.post(
      '/api/v1/customers/:id/erase',
      { onRequest: eraseGuest, schema: { tags, params: idParamsSchema, body: eraseInputSchema, response: { 200: customerSchema } } },
      async (request, reply) => {
        const erased = await eraseCustomer(ctx, request.auth, request.params.id, request.body);
        return reply.header('ETag', `"${erased.version}"`).send(erased);
      },
    );
  };
