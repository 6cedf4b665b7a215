import { outletProfileSchema } from '@host/domain/outlets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anOutlet } from './factories';
import { parseBody, startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/v1/outlets/{outletId}', () => {
  // 19:30 + 5 h = 2026-03-31T16:30Z: 00:30 on 1 April in Singapore, still 31 March in UTC and Kathmandu.
  it.each([
    ['Asia/Singapore', '2026-04-01', /^2026-04-01T00:3\d:\d\d$/],
    ['Asia/Kathmandu', '2026-03-31', /^2026-03-31T22:1\d:\d\d$/],
    ['America/Los_Angeles', '2026-03-31', /^2026-03-31T09:3\d:\d\d$/],
  ])("gives the outlet's own date by its time zone (%s), not the machine's", async (timezone, today, now) => {
    const { host, outlet } = await anOutlet(server, { brand: { timezone }, areas: [], tables: [], services: [] });
    server.setClock('2026-03-31T16:30:00Z');
    const profile = parseBody(outletProfileSchema, await host.call('GET', `/api/v1/outlets/${outlet.id}`));
    expect(profile).toMatchObject({ timezone, today });
    expect(profile.now).toMatch(now);
  });
});
