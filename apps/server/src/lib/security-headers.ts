import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (helmet's: Content-Security-Policy, Strict-Transport-Security and the rest)
 * on every answer, written in onRequest so a route may still set its own (web-app.ts: the booking
 * page's frame-ancestors). helmet's middleware is built once here: @fastify/helmet built it anew for
 * each request, directives parsed again, about 2% of an availability request's CPU
 * (docs/decisions/039-booking-writes.md).
 */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const writeHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => writeHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error)));
}
