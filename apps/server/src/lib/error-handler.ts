import { DomainError, ERROR_STATUS, type ErrorBody } from '@host/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** One place turns every error into DESIGN.md's `{ code, message, details? }` and its status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const body: ErrorBody = { code: error.code, message: error.message, details: error.details };
      if (error.code === 'THROTTLED' && typeof error.details === 'object' && error.details && 'retryAfterSeconds' in error.details) {
        reply.header('Retry-After', String(error.details.retryAfterSeconds));
      }
      request.log.warn({ code: error.code, message: error.message }, 'request refused');
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
      return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'An unexpected error has occurred!' });
  });
}
