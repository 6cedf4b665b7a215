import { errorBodySchema } from '@host/domain/errors';
import { z } from 'zod';

/** `/…/:id` paths: a uuid, else 400 (a non-uuid names nothing). */
export const idParamsSchema = z.object({ id: z.uuid() });

/** `/brands/:brandId/…` paths. */
export const brandParamsSchema = z.object({ brandId: z.uuid() });

/**
 * Error bodies a route outside /api/v1 answers besides 400 and 503 (the API contract adds those and,
 * for /api/v1, every other error status), so the OpenAPI document lists them.
 */
export const errorResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
