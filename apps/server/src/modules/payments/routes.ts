import { FEATURE } from '@host/domain/entitlements';
import { paymentRequestInputSchema, paymentRequestViewSchema, refundInputSchema } from '@host/domain/payments/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { idParamsSchema } from '../../lib/route-schemas';
import * as service from './service';

const refundAnswerSchema = z.object({
  refunds: z.array(z.object({ id: z.string(), amount: z.number().int(), currency: z.string(), status: z.string() })),
});

// A booking's own routes check, in the service, that the session may act on the booking's outlet.
export const paymentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/reservations/:id/payment-request',
      { schema: { tags: ['payments'], params: idParamsSchema, response: { 200: paymentRequestViewSchema.nullable() } } },
      async (request) => service.paymentRequestOf(ctx, request.auth, request.params.id),
    );

    app.post(
      '/api/v1/reservations/:id/payment-request',
      {
        config: { feature: { code: FEATURE.PAYMENT_REQUEST, outletOf: 'item' } },
        schema: {
          tags: ['payments'],
          params: idParamsSchema,
          body: paymentRequestInputSchema,
          response: { 201: paymentRequestViewSchema },
        },
      },
      // The guest's link is built on PUBLIC_URL, never on the request's Host header (issue 27).
      async (request, reply) =>
        reply.status(201).send(await service.openPaymentRequest(ctx, request.auth, request.params.id, request.body)),
    );

    app.delete(
      '/api/v1/reservations/:id/payment-request',
      { schema: { tags: ['payments'], params: idParamsSchema, response: { 200: paymentRequestViewSchema } } },
      async (request) => service.withdrawPaymentRequest(ctx, request.auth, request.params.id),
    );

    app.post(
      '/api/v1/reservations/:id/refunds',
      { schema: { tags: ['payments'], params: idParamsSchema, body: refundInputSchema, response: { 201: refundAnswerSchema } } },
      async (request, reply) => {
        const made = await service.refundByHost(ctx, request.auth, request.params.id, request.body);
        return reply
          .status(201)
          .send({ refunds: made.map((r) => ({ id: r.id, amount: r.amount, currency: r.currency, status: r.status })) });
      },
    );
  };
