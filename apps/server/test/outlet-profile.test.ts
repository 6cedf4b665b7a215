import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/outlets/{outletId}', () => {
  it("gives the outlet's own date by its time zone, not the machine's", async () => {
    // 19:30 + 5 h = 00:30 on 1 April in Singapore, still 31 March in UTC.
    server.advanceClock(5 * 60 * 60 * 1000);
    const login = await server.client().loginWithPin('JG-ORCHARD', '2468');
    const res = await server.client().get(`/api/v1/outlets/${login.body.outlet.id}`, { authorization: `Bearer ${login.body.hostV2AuthToken}` });
    expect(res.status).toBe(200);
    expect(res.body.today).toBe('2026-04-01');
    expect(res.body.now).toMatch(/^2026-04-01T00:3\d:\d\d$/);
  });
});
