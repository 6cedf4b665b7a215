import { DomainError, ERROR_STATUS, type ErrorBody } from '@host/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionFailure } from '../db/client';
import { maskedError, maskPersonalData } from './redact';

/** How long a client should wait before retrying while the database is away (it restarts within seconds). */
const RETRY_AFTER_SECONDS = 5;
/** Fastify's own client errors by status, in DESIGN.md's `{ code, message }`. */
const CLIENT_ERROR_CODES: Record<number, string> = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };
const UNAVAILABLE_MESSAGE = 'Host is briefly unavailable. Please try again in a few seconds.';

/**
 * One place turns every error into DESIGN.md's `{ code, message, details? }` and its status.
 * What it logs is masked: a refusal's message may quote the guest's phone or email (SPEC.md's
 * 'Invalid phone number: {phone}'), and a database error its row and parameters.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { code: error.code, message: error.message, details: error.details };
      if (error.code === 'THROTTLED' && typeof error.details === 'object' && error.details && 'retryAfterSeconds' in error.details) {
        reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      if (error.code === 'UNAVAILABLE') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      request.log.warn({ code: error.code, message: maskPersonalData(error.message) }, 'request refused');
      return reply.status(ERROR_STATUS[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      return reply.status(400).send({ code: 'BAD_REQUEST', message: 'Data is not valid', details });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      return reply.status(error.statusCode).send({ code: CLIENT_ERROR_CODES[error.statusCode] ?? 'BAD_REQUEST', message: error.message });
    }
    if (isConnectionFailure(error)) {
      // Not a bug to chase: the database is restarting or unreachable, and the client may retry.
      request.log.warn({ reason: rootMessageOf(error) }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    }
    const refused = databaseRefusal(error);
    if (refused) {
      // A value the schemas let through but PostgreSQL refuses: still the caller's input, never a 500.
      request.log.warn({ reason: rootMessageOf(error) }, 'database refused the input');
      return reply.status(refused).send({ code: refused === 400 ? 'BAD_REQUEST' : 'BUSINESS_RULE', message: 'Data is not valid' });
    }
    request.log.error({ err: maskedError(error) }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'An unexpected error has occurred!' });
  });
}

/** PostgreSQL's data exceptions (class 22) are malformed input; a broken reference or check, a rule (422). */
function databaseRefusal(error: unknown): 400 | 422 | undefined {
  let current = error as { cause?: unknown; code?: unknown } | undefined;
  while (current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      if (current.code.startsWith('22')) return 400;
      if (current.code === '23503' || current.code === '23514') return 422;
    }
    current = current.cause && typeof current.cause === 'object' ? (current.cause as typeof current) : undefined;
  }
  return undefined;
}

/** The driver's own words (drizzle's wrapper quotes the whole query and its parameters). */
function rootMessageOf(error: unknown): string {
  let current = error as { cause?: unknown; message?: unknown; code?: unknown };
  while (current.cause && typeof current.cause === 'object') current = current.cause as typeof current;
  const message = typeof current.message === 'string' && current.message ? current.message : String(current.code ?? 'unknown');
  return maskPersonalData(message);
}
