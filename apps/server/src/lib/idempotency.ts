import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, fieldIssue } from '@host/domain/errors';
import { and, eq, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { idempotencyKeys, outlets } from '../db/schema';
import type { AppContext } from './context';

/** docs/architecture.md, Safe retries: a replay within 24 hours answers as the first request did. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A first request still unanswered after this long died with its server: a retry may run anew. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** How long a replay waits for the first request, racing it, to answer. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 40;
/** The answer headers a replay repeats. */
const REPLAYED_HEADERS = ['etag', 'location'];

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string; replayed: boolean };
  }
}

/** Deeper than any body we accept: a hostile [[[...]]] is refused before it can exhaust the stack. */
const MAX_DEPTH = 32;

/** JSON with object keys sorted, so two equal bodies hash the same whatever their key order. */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new DomainError('BAD_REQUEST', 'dataNotValid', { details: [fieldIssue('body', 'nestedTooDeep')] });
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The body and the query (?confirm=true is another request than without it). */
const requestHashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(canonicalJson({ body: request.body, query: request.query }))
    .digest('hex');

/** Answers past the window and spent throttle counts go, so guests' data is not kept longer than needed. */
export async function forgetExpiredAnswers(ctx: AppContext) {
  await ctx.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(ctx.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS)));
}

/**
 * The brand and the route a key is kept under. It runs after the route's access check (onRequest),
 * so a key is never looked up for a caller who may not act there, and another brand's key never matches.
 */
async function scopeOf(ctx: AppContext, request: FastifyRequest) {
  const params = (request.params ?? {}) as Record<string, string>;
  let brandId = params.brandId;
  if (!brandId && params.outletId) {
    const [outlet] = await ctx.db.select({ brandId: outlets.brandId }).from(outlets).where(eq(outlets.id, params.outletId));
    brandId = outlet?.brandId;
  }
  const path = request.url.split('?')[0];
  return `${brandId ?? 'none'}:${request.method} ${path}`;
}

/**
 * preHandler of every creating POST: replays the stored answer of a key seen before with the same
 * body, refuses (422) a key reused with another body, and waits for a first request still running.
 */
export function idempotencyPreHandler(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string') return;
    const scope = await scopeOf(ctx, request);
    const requestHash = requestHashOf(request);
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    const waitUntil = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const now = ctx.clock.now();
      // Answers older than the window are forgotten; so is a first request that died unanswered.
      await ctx.db
        .delete(idempotencyKeys)
        .where(
          and(
            where,
            or(
              lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
              and(eq(idempotencyKeys.statusCode, 0), lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS))),
            ),
          ),
        );
      const claimed = await ctx.db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash, statusCode: 0, body: '', headers: {}, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length) {
        request.idempotency = { scope, key, replayed: false };
        return;
      }
      const [earlier] = await ctx.db.select().from(idempotencyKeys).where(where);
      if (!earlier) continue; // forgotten in between: claim again
      if (earlier.requestHash !== requestHash) {
        throw new DomainError('IDEMPOTENCY_MISMATCH', 'keyReused');
      }
      if (earlier.statusCode > 0) {
        request.idempotency = { scope, key, replayed: true };
        for (const [name, value] of Object.entries(earlier.headers)) reply.header(name, value);
        return reply
          .status(earlier.statusCode)
          .header('Idempotent-Replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(earlier.body);
      }
      if (Date.now() > waitUntil) throw new DomainError('CONFLICT', 'keyInFlight');
      await sleep(POLL_MS);
    }
  };
}

/** onSend of every creating POST: keeps a success for replays; a refusal frees the key for a retry. */
export function idempotencyOnSend(ctx: AppContext): onSendHookHandler {
  return async function (request, reply, payload) {
    const held = request.idempotency;
    if (!held || held.replayed) return payload;
    const where = and(eq(idempotencyKeys.scope, held.scope), eq(idempotencyKeys.key, held.key));
    // The answer goes out even if it cannot be kept: the client has its booking; a retry within
    // two minutes is told to wait (409), after that it would run again.
    try {
      await keep(reply, payload, where);
    } catch (error) {
      request.log.error({ err: error }, 'could not keep the answer for its Idempotency-Key');
    }
    return payload;
  };

  async function keep(reply: FastifyReply, payload: unknown, where: ReturnType<typeof and>) {
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      await ctx.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body: payload, headers }).where(where);
    } else {
      await ctx.db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.statusCode, 0)));
    }
  }
}
