import { DomainError, ERROR_STATUS, type ErrorBody, type FieldIssue } from '@host/domain/errors';
import { englishOf, messageText, type MessageKey } from '@host/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionFailure } from '../db/client';
import { maskedError, maskPersonalData } from './redact';

/** How long a client should wait before retrying while the database is away (it restarts within seconds). */
const RETRY_AFTER_SECONDS = 5;
/** Fastify's own client errors by status, in docs/architecture.md's `{ code, message }`, with a reason key. */
const CLIENT_ERRORS: Record<number, { code: string; reason: MessageKey }> = {
  413: { code: 'PAYLOAD_TOO_LARGE', reason: 'bodyTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', reason: 'unsupportedMediaType' },
};

/** An error body by reason key: the catalogue's English unless a more precise one is given. */
export function errorBody(
  code: string,
  reason: MessageKey,
  extra: { message?: string; params?: object; details?: unknown } = {},
): ErrorBody {
  return {
    code,
    message: extra.message ?? messageText(reason, extra.params as never),
    details: detailsWithReason(code, reason, extra.params, extra.details),
  };
}

/**
 * docs/architecture.md's body stays `{ code, message, details? }`: the reason key goes in `details`
 * (docs/decisions/005-messages-by-key.md). A 400's field errors stay docs/architecture.md's list of
 * `{ field, message }` exactly; a rule's (422) become `{ reason, params?, fields }`.
 */
function detailsWithReason(code: string, reason: MessageKey, params: object | undefined, details: unknown) {
  if (Array.isArray(details)) {
    if (code === 'BAD_REQUEST') return (details as FieldIssue[]).map(({ field, message }) => ({ field, message }));
    return { reason, ...(params ? { params } : {}), fields: details };
  }
  const rest = details && typeof details === 'object' ? details : {};
  return { ...rest, reason, ...(params ? { params } : {}) };
}

/**
 * Field errors from a schema's issues. Host's own schemas name their messages by reason key (the
 * web's forms translate them); the answer carries the key's English, zod's built-in ones as written.
 */
export function fieldIssuesOf(prefix: string, issues: { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] {
  return issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: englishOf(issue.message),
  }));
}

/**
 * One place turns every error into docs/architecture.md's `{ code, message, details? }` and its status.
 * What it logs is masked: a refusal's message may quote the guest's phone or email (docs/rules.md's
 * 'Invalid phone number: {phone}'), and a database error its row and parameters.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = {
        code: error.code,
        message: error.message,
        details: detailsWithReason(error.code, error.reason, error.params ?? undefined, error.details),
      };
      if (error.code === 'THROTTLED' && typeof error.details === 'object' && error.details && 'retryAfterSeconds' in error.details) {
        reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      if (error.code === 'UNAVAILABLE') reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      request.log.warn({ code: error.code, reason: error.reason, message: maskPersonalData(error.message) }, 'request refused');
      return reply.status(ERROR_STATUS[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? '',
      }));
      const fields = fieldIssuesOf(error.validationContext ?? '', issues);
      // docs/rules.md section 9: a handled error is logged as a warning (the fields named, never their values).
      request.log.warn({ code: 'BAD_REQUEST', fields: fields.map((f) => f.field) }, 'request refused');
      return reply.status(400).send(errorBody('BAD_REQUEST', 'dataNotValid', { details: fields }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      const known = CLIENT_ERRORS[error.statusCode];
      request.log.warn({ code: known?.code ?? 'BAD_REQUEST', status: error.statusCode }, 'request refused');
      return reply
        .status(error.statusCode)
        .send(errorBody(known?.code ?? 'BAD_REQUEST', known?.reason ?? 'dataNotValid', { message: error.message }));
    }
    if (isConnectionFailure(error)) {
      // Not a bug to chase: the database is restarting or unreachable, and the client may retry.
      request.log.warn({ reason: rootMessageOf(error) }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody('UNAVAILABLE', 'brieflyUnavailable'));
    }
    const refused = databaseRefusal(error);
    if (refused) {
      // A value the schemas let through but PostgreSQL refuses: still the caller's input, never a 500.
      request.log.warn({ reason: rootMessageOf(error) }, 'database refused the input');
      return reply.status(refused).send(errorBody(refused === 400 ? 'BAD_REQUEST' : 'BUSINESS_RULE', 'dataNotValid'));
    }
    request.log.error({ err: maskedError(error) }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'unexpected'));
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
