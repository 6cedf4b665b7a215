import {
  emailLoginInputSchema,
  forgotPasswordInputSchema,
  pinLoginInputSchema,
  refreshSessionInputSchema,
  resetPasswordInputSchema,
  sessionSchema,
  switchOutletInputSchema,
} from '@host/domain/auth';
import { DomainError } from '@host/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { errorResponses } from '../../lib/route-schemas';
import { countUse } from '../../lib/throttle';
import type { SessionRow } from './repository';
import { requestPasswordReset, resetPassword } from './password-reset';
import { tokenOf } from './secrets';
import { SESSION_COOKIE, findSession, sessionView, signOut, switchOutlet } from './sessions';
import { signInWithEmail, signInWithPin } from './sign-in';

declare module 'fastify' {
  interface FastifyRequest {
    signedIn?: { row: SessionRow; secret: string };
  }
}

const HOUR_MS = 60 * 60 * 1000;
const FORGOT_PER_EMAIL_PER_HOUR = 5;
const FORGOT_PER_IP_PER_HOUR = 20;
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const setCookie = (reply: FastifyReply, secret: string) =>
      reply.setCookie(SESSION_COOKIE, secret, {
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.NODE_ENV === 'production',
        path: '/',
        maxAge: SESSION_MAX_AGE_S,
      });

    const currentSession = async (request: FastifyRequest) => {
      const secret = request.cookies[SESSION_COOKIE];
      const row = await findSession(ctx, secret);
      if (!row || !secret) throw new DomainError('UNAUTHENTICATED', 'notSignedIn');
      return { row, secret };
    };

    app.post(
      '/api/auth/pin-login-remember-me',
      {
        schema: { tags: ['auth'], body: pinLoginInputSchema, response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) } },
      },
      async (request, reply) => {
        const { secret, session } = await signInWithPin(ctx, request.body, request.ip);
        setCookie(reply, secret);
        return session;
      },
    );

    app.post(
      '/api/auth/email-login-remember-me',
      {
        schema: { tags: ['auth'], body: emailLoginInputSchema, response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) } },
      },
      async (request, reply) => {
        const { secret, session } = await signInWithEmail(ctx, request.body, request.ip);
        setCookie(reply, secret);
        return session;
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          body: forgotPasswordInputSchema,
          response: { 202: z.object({ message: z.string() }), ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        // Open to anyone: a flood would fill a guest's inbox or our outbox, so both the address and the caller are limited.
        await countUse(ctx, [
          { subject: `forgot:email:${request.body.userEmail.toLowerCase()}`, max: FORGOT_PER_EMAIL_PER_HOUR, windowMs: HOUR_MS },
          { subject: `forgot:ip:${request.ip}`, max: FORGOT_PER_IP_PER_HOUR, windowMs: HOUR_MS },
        ]);
        // The link goes out on PUBLIC_URL: a forged Host header must not send a reset token elsewhere (issue 27).
        await requestPasswordReset(ctx, request.body);
        return reply.status(202).send({ message: 'If this email belongs to a Host account, a reset link is on its way.' });
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: { tags: ['auth'], body: resetPasswordInputSchema, response: { 204: z.null(), ...errorResponses(400, 422) } },
      },
      async (request, reply) => {
        await resetPassword(ctx, request.body);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/auth/session',
      {
        schema: { tags: ['auth'], response: { 200: sessionSchema, ...errorResponses(401) } },
      },
      async (request) => {
        const { row, secret } = await currentSession(request);
        return sessionView(ctx, row, secret);
      },
    );

    // The session is checked before the body is read: no session and a bad body is 401, not 400.
    const signedIn = async (request: FastifyRequest) => {
      request.signedIn = await currentSession(request);
    };

    app.post(
      '/api/auth/session',
      {
        onRequest: signedIn,
        schema: {
          tags: ['auth'],
          body: refreshSessionInputSchema,
          response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => {
        // Nothing is cached in a server's memory (docs/architecture.md, Scale): clearCache reads fresh rows either way.
        const { row, secret } = request.signedIn!;
        return sessionView(ctx, row, secret);
      },
    );

    app.post(
      '/api/auth/switch-outlet',
      {
        onRequest: signedIn,
        schema: { tags: ['auth'], body: switchOutletInputSchema, response: { 200: sessionSchema, ...errorResponses(400, 401, 403, 429) } },
      },
      async (request) => {
        const { row, secret } = request.signedIn!;
        const updated = await switchOutlet(ctx, row, request.body.omsOutletId);
        return sessionView(ctx, updated, secret);
      },
    );

    app.get('/api/auth/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
      const secret = request.cookies[SESSION_COOKIE];
      const session = await findSession(ctx, secret);
      await signOut(ctx, session);
      // Live updates opened with this session stop now, not at the broker's next check.
      if (secret) ctx.realtime.sessionEnded({ token: tokenOf(ctx, secret), sessionId: session?.id });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    });
  };
