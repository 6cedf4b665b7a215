import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/lib/error-handler';

/** An error as drizzle throws it: its own message quoting the query, the driver's error as the cause. */
const driverError = (code: string) =>
  Object.assign(new Error('Failed query: insert into ... params: +6591234567'), {
    cause: Object.assign(new Error('driver says no'), { code }),
  });

describe("a value PostgreSQL refuses is the caller's input, never a 500", () => {
  it.each([
    ['22P02', 400, 'BAD_REQUEST'],
    ['22008', 400, 'BAD_REQUEST'],
    ['22003', 400, 'BAD_REQUEST'],
    ['23503', 422, 'BUSINESS_RULE'],
    ['23514', 422, 'BUSINESS_RULE'],
    ['XX000', 500, 'INTERNAL'],
  ])('PostgreSQL %s answers %i', async (code, status, errorCode) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw driverError(code);
    });
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(errorCode);
    expect(res.body).not.toContain('6591234567');
    await app.close();
  });
});
