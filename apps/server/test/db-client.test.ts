import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClientOf } from '../src/db/client';
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
