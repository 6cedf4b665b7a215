import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { classicHostHandOff } from '@host/domain/public-config';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { publicConfigSchema } from '@host/domain/public-config';
import { publicConfigOf, type Config } from './config/env';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { AppContext } from './lib/context';
import { OPENAPI_INFO, applyApiContract, listNullInNullableEnums } from './lib/api-contract';
import { healthRoutes } from './lib/health';
import { addSecurityHeaders } from './lib/security-headers';
import { registerCompression } from './lib/compression';
import { SERVER_ROOT } from './lib/server-root';
import { registerWebApp } from './web-app';
import { errorBody, registerErrorHandler } from './lib/error-handler';
import { authRoutes } from './modules/auth/routes';
import { SESSION_COOKIE, authenticateBearer, liveSessionIds } from './modules/auth/service';
import { errorReportRoutes } from './modules/error-report/routes';
import { recordImpersonatedWrites } from './modules/support/audit-hook';
import { supportRoutes } from './modules/support/routes';
import { outletRoutes } from './modules/outlets/routes';
import { reservationRoutes } from './modules/reservations/routes';
import { tableRoutes } from './modules/tables/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { customerRoutes } from './modules/customers/routes';
import { customerLookupRoutes } from './modules/customers/lookup-routes';
import { ticketRoutes } from './modules/tickets/routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { waitingListRoutes } from './modules/waitlist/waiting-list-routes';
import { waitingListGuestRoutes } from './modules/waitlist/guest-routes';
import { transactionRoutes } from './modules/payments/transactions-routes';
import { reportRoutes } from './modules/reports/routes';
import { weeklySummaryRoutes } from './modules/weekly-summary/routes';
import { createLocalProvider } from './modules/payments/local-provider';
import { paymentRoutes } from './modules/payments/routes';
import { payRoutes } from './modules/payments/pay-routes';
import { startMailCatcher } from './modules/notifications/mail-catcher';
import { createMessageProviders } from './modules/notifications/providers';
import { guestRoutes } from './modules/guest/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { onlineBookingRoutes } from './modules/booking-page/routes';
import { googleRoutes } from './modules/booking-page/google-routes';
import { pushProviderRoutes, pushRoutes } from './modules/push/routes';
import { createExternalRealtime } from './realtime/external-broker';
import { createEmbeddedRealtime, withPublishListeners, type OutletAccessResolver, type Realtime } from './realtime/realtime';
import { clientIpRoute } from './lib/client-ip';

const WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
/** A request slower than this is worth a line at the default level (an evening is ~4,000 quick ones). */
export const SLOW_REQUEST_MS = 1000;

export interface BuildOptions {
  config: Config;
  db: Database;
  clock: Clock;
  log: Logger;
  webDist?: string;
  /** Told of every route as it is registered (the authorization matrix reads the app's route table so). */
  onRoute?: (route: RouteOptions) => void;
}

/** Infrastructure plugins, then the app's modules, then the web app (fastify/demo's order). */
export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, log } = options;
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default).
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    logController: new RequestLogs(),
    // A malformed or overlong address (a 5,000-character id) is bad input like any other: 400 in
    // the usual shape, without echoing the address back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.status(400).send(errorBody('BAD_REQUEST', error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'idTooLong' : 'addressInvalid'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  addSecurityHeaders(app, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  // Answers of the API carry guests' names and phones: no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(fastifySwagger, {
    openapi: {
      info: OPENAPI_INFO,
      // Relative: the document describes whichever server serves it.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'hostV2AuthToken from a sign-in' },
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie a sign-in sets' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => listNullInNullableEnums('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  // staticCSP: the docs page gets its own policy with hashes for its inline script.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const ctx = { ...options } as AppContext;
  const liveAccessOf: OutletAccessResolver = async (token) => {
    const session = await authenticateBearer(ctx, token);
    return { sessionId: session.sessionId, outletIds: session.accessibleOutletIds };
  };
  const realtime: Realtime = withPublishListeners(
    config.MQTT_URL
      ? await createExternalRealtime(app, liveAccessOf, log, {
          url: config.MQTT_URL,
          secret: config.SESSION_COOKIE_PASSWORD,
          liveSessions: (ids) => liveSessionIds(ctx, ids),
          tidyMs: config.HOST_BROKER_TIDY_SECONDS * 1000,
        })
      : await createEmbeddedRealtime(app, liveAccessOf, log),
  );
  ctx.realtime = realtime;
  ctx.payments = createLocalProvider({ secret: config.PAYMENT_WEBHOOK_SECRET, clock: ctx.clock });
  app.addHook('onClose', () => realtime.close());
  const catcher = config.MAIL_PROVIDER === 'catcher' ? await startMailCatcher(options.db, log, config.SMTP_CATCHER_PORT) : null;
  if (catcher) app.addHook('onClose', () => catcher.close());
  ctx.messages = createMessageProviders(config, catcher?.port ?? null);
  ctx.publicUrl = config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${config.PORT}`;

  applyApiContract(app, ctx, (token) => authenticateBearer(ctx, token));
  recordImpersonatedWrites(app, ctx);
  // After the contract: each route's compression goes last among its onSend hooks, after the one that keeps a creation's
  // answer for its Idempotency-Key replays as the text it is, not as compressed bytes.
  await registerCompression(app);
  await app.register(healthRoutes(ctx));
  app.get('/api/config', { schema: { tags: ['system'], response: { 200: publicConfigSchema } } }, async () => publicConfigOf(config));
  app.get('/api/client-ip', clientIpRoute.options, clientIpRoute.handler);
  await app.register(authRoutes(ctx));
  await app.register(errorReportRoutes(ctx));
  await app.register(outletRoutes(ctx));
  await app.register(reservationRoutes(ctx));
  await app.register(tableRoutes(ctx));
  await app.register(availabilityRoutes(ctx));
  await app.register(scheduleRoutes(ctx));
  await app.register(customerRoutes(ctx));
  await app.register(customerLookupRoutes(ctx));
  await app.register(ticketRoutes(ctx));
  await app.register(waitlistRoutes(ctx));
  await app.register(waitingListRoutes(ctx));
  await app.register(waitingListGuestRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(transactionRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(weeklySummaryRoutes(ctx));
  await app.register(payRoutes(ctx));
  await app.register(guestRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(onlineBookingRoutes(ctx));
  await app.register(googleRoutes(ctx));
  await app.register(pushRoutes(ctx));
  await app.register(pushProviderRoutes(ctx));
  await app.register(supportRoutes(ctx));

  // docs/rules.md section 2: /login-from-v3?token= goes back to the classic host app, the token handed on.
  const toClassicHost = async (request: { query: unknown }, reply: { redirect: (url: string) => unknown }) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    return reply.redirect(classicHostHandOff(config.CLASSIC_HOST_URL, typeof token === 'string' ? token : null));
  };
  // Pages, not API: left out of the OpenAPI document.
  app.get('/login-from-v3', { schema: { hide: true } }, toClassicHost);
  app.get('/:locale/login-from-v3', { schema: { hide: true } }, toClassicHost);

  await registerWebApp(app, options.webDist ?? WEB_DIST);
  return { app, ctx };
}

/**
 * Fastify's per-request lines at debug, so `npm start` stays readable at the default level; a failed
 * (5xx) or slow request still at warn (refusals are logged by the error handler). The URL goes
 * through the masking `req` serializer (lib/redact.ts).
 */
class RequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ req: request }, 'route not found');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
      ...(error ? { err: error } : {}),
    };
    if (error || reply.statusCode >= 500) reply.log.warn(line, 'request failed');
    else if (reply.elapsedTime > SLOW_REQUEST_MS) reply.log.warn(line, 'slow request');
    else reply.log.debug(line, 'request completed');
  }
}

/** The nearest `hops` proxies are ours (fastify's numeric trustProxy, which its types omit). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The app runs no inline script (Vite emits modules); MUI's emotion writes <style> tags, hence
 * 'unsafe-inline' for styles only. Live updates connect to our own /mqtt or to MQTT_URL's origin; the
 * browser may also ask the public-address look-ups the configuration names.
 */
function contentSecurityPolicy(config: Config) {
  const broker = config.MQTT_URL && /^wss?:/.test(config.MQTT_URL) ? [new URL(config.MQTT_URL).origin] : [];
  // The public-address look-ups a deployment names (docs/decisions/031-public-ip.md): the browser may ask them.
  const lookups = [config.PUBLIC_IP_IPV4_URLS, config.PUBLIC_IP_IPV6_URLS]
    .flatMap((setting) => (setting ?? '').split(','))
    .map((address) => address.trim())
    .filter((address) => /^https?:\/\//.test(address) && URL.canParse(address))
    .map((address) => new URL(address).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...broker, ...new Set(lookups)],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
  };
}
