import { sql } from 'drizzle-orm';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, isConnectionFailure, pgClientOf } from '../src/db/client';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('pgClientOf: a statement sent by name runs where the handle runs', () => {
  it('inside a transaction, on the connection the transaction holds (it sees what the transaction set)', async () => {
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local application_name = 'host-pg-client-of-test'`);
      const inside = await pgClientOf(tx).query<{ application_name: string }>('show application_name');
      expect(inside.rows[0]!.application_name).toBe('host-pg-client-of-test');
      const outside = await pgClientOf(server.db).query<{ application_name: string }>('show application_name');
      expect(outside.rows[0]!.application_name).not.toBe('host-pg-client-of-test');
    });
  });
});

describe('a transaction whose connection dies as it begins', () => {
  it('gives the connection back: the next transaction runs on a pool of one, and the pool closes', async () => {
    const pool = connect(inject('databaseUrl'), pino({ level: 'silent' }), 1);
    try {
      // The socket drops the moment the connection is checked out, before BEGIN reaches PostgreSQL.
      const dropOnCheckout = (client: pg.PoolClient) =>
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      pool.$client.once('acquire', dropOnCheckout);
      const failed = await pool.transaction(async () => 'never runs').catch((error: unknown) => error);
      expect(isConnectionFailure(failed)).toBe(true);
      // With the connection leaked, this would wait for the checkout timeout and fail.
      const answer = await pool.transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows);
      expect(answer).toEqual([{ one: 1 }]);
      expect(pool.$client.totalCount).toBe(1);
    } finally {
      await pool.$client.end();
    }
    expect(pool.$client.ended).toBe(true);
  });
});
