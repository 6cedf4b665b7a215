import { DomainError } from '@host/domain/errors';
import { attemptResultSchema, cardAttemptSchema, paymentEventSchema, type PaymentEvent } from '@host/domain/payments/contract';
import { payPageViewSchema } from '@host/domain/payments/pay-page';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/route-schemas';
import { countUse } from '../../lib/throttle';
import { SIGNATURE_HEADER } from './local-provider';
import { answerChallenge, attemptCard, createChallenges, viewCheckout } from './local-checkout';
import { applyPaymentEvent } from './settle';

const WINDOW_MS = 10 * 60 * 1000;
/** A guest opens their page a few times; a caller reading page after page is guessing links. */
const VIEWS_PER_IP = 60;
/** A guest may mistype a card a few times; many cards from one address is card testing. */
const CARDS_PER_IP = 20;

/** Who settles a provider's event: the payments use cases (settle.ts), idempotent by the event's id. */
type ApplyPaymentEvent = (ctx: AppContext, provider: string, event: PaymentEvent) => Promise<{ applied: boolean }>;
const settle: ApplyPaymentEvent = applyPaymentEvent;

/** The secret in a pay link; any string up to a sane length is looked at, and all that name nothing are one 404. */
const tokenParams = z.object({ token: z.string().max(200) });
const challengeParams = tokenParams.extend({ challengeId: z.string().max(200) });
const approvalSchema = z.object({ approve: z.boolean() });
const webhookAnswerSchema = z.object({ received: z.literal(true), applied: z.boolean() });

/**
 * Where the local provider posts its webhook: this very server, on the address the request came in
 * on, never the Host header a caller may forge (that would make us post signed events elsewhere).
 */
const originOf = (request: FastifyRequest) => {
  const local = request.socket.localAddress ?? '127.0.0.1';
  const address = local.includes(':') && !local.startsWith('::ffff:') ? `[${local}]` : local.replace(/^::ffff:/, '');
  return `http://${address}:${request.socket.localPort}`;
};

/**
 * The guest's pay page (no session: the token in the link is the key) and the providers' webhooks
 * (no session: the signature is the key). Issue 13.
 */
export const payRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const challenges = createChallenges();
    // Counted before the body is read: a malformed flood is limited too.
    const viewLimit = async (request: FastifyRequest) =>
      countUse(ctx, [{ subject: `pay:view:ip:${request.ip}`, max: VIEWS_PER_IP, windowMs: WINDOW_MS }]);
    const cardLimit = async (request: FastifyRequest) =>
      countUse(ctx, [{ subject: `pay:card:ip:${request.ip}`, max: CARDS_PER_IP, windowMs: WINDOW_MS }]);

    app.get(
      '/api/pay/:token',
      {
        onRequest: viewLimit,
        schema: { tags: ['pay'], params: tokenParams, response: { 200: payPageViewSchema, ...errorResponses(404, 429) } },
      },
      async (request) => viewCheckout(ctx, request.params.token),
    );

    app.post(
      '/api/pay/:token/attempts',
      {
        onRequest: cardLimit,
        bodyLimit: 4 * 1024,
        schema: {
          tags: ['pay'],
          params: tokenParams,
          body: cardAttemptSchema,
          response: { 200: attemptResultSchema, ...errorResponses(404, 422, 429) },
        },
      },
      async (request) => attemptCard(ctx, challenges, { token: request.params.token, card: request.body, origin: originOf(request) }),
    );

    app.post(
      '/api/pay/:token/challenges/:challengeId',
      {
        onRequest: cardLimit,
        bodyLimit: 1024,
        schema: {
          tags: ['pay'],
          params: challengeParams,
          body: approvalSchema,
          response: { 200: attemptResultSchema, ...errorResponses(404, 422, 429) },
        },
      },
      async (request) =>
        answerChallenge(ctx, challenges, {
          token: request.params.token,
          challengeId: request.params.challengeId,
          approve: request.body.approve,
          origin: originOf(request),
        }),
    );

    // Its own scope: the signature is over the bytes as sent, so this route alone reads JSON as text.
    await app.register(async (scope) => {
      const webhooks = scope.withTypeProvider<ZodTypeProvider>();
      webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      webhooks.post(
        '/api/webhooks/payments/:provider',
        {
          bodyLimit: 64 * 1024,
          // The document shows the event; the body is read as sent and checked with its signature (verifyWebhook), then parsed.
          schema: {
            tags: ['pay'],
            params: z.object({ provider: z.string().max(50) }),
            body: paymentEventSchema,
            response: { 200: webhookAnswerSchema, ...errorResponses(404) },
          },
          validatorCompiler: (route) =>
            route.httpPart === 'body'
              ? (raw: unknown) => ({ value: raw })
              : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
        },
        async (request) => {
          if (request.params.provider !== ctx.payments.name) throw new DomainError('NOT_FOUND', 'noRoute');
          const header = request.headers[SIGNATURE_HEADER];
          const raw: unknown = request.body;
          const event = ctx.payments.verifyWebhook(typeof raw === 'string' ? raw : '', typeof header === 'string' ? header : undefined);
          const { applied } = await settle(ctx, ctx.payments.name, event);
          request.log.info({ eventId: event.id, type: event.type, applied }, 'payment event received');
          // A replay is answered as received (as Stripe expects), so the provider stops sending it.
          return { received: true as const, applied };
        },
      );
    });
  };
